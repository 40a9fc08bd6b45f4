import { WORLD_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { newPlayer, registerThroughUi } from './helpers';

test('a new player sees a real dashboard and creates a development world from the modal and from its page', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await expect(page.getByText(`Welcome, ${player.username}!`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Experience to level 2/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Main World/ })).toBeVisible();

  await page.getByRole('button', { name: 'Create Development World' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Development World' });
  await modal.getByLabel('World name').fill('Ab');
  await modal.getByLabel('Description').fill('Too short');
  await modal
    .getByRole('button', { name: /Create/ })
    .last()
    .click();
  await expect(modal.getByText(WORLD_MESSAGES.nameTooShort)).toBeVisible();
  await expect(modal.getByText(WORLD_MESSAGES.descriptionTooShort)).toBeVisible();
  await modal.getByLabel('World name').fill('Misty Hollow');
  await modal.getByLabel('Description').fill('A foggy maze where lanterns keep their own counsel.');
  await modal.getByLabel(/Map type/i).selectOption('mystery');
  await modal
    .getByRole('button', { name: /Create/ })
    .last()
    .click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('link', { name: /Misty Hollow/ })).toBeVisible();

  await page.goto('/worlds/create');
  await page.getByLabel('World name').fill('Rust Flats');
  await page.getByLabel('Description').fill('Sand, ruins and a sky the colour of old copper.');
  await page.getByLabel(/Map type/i).selectOption('post-apocalyptic');
  await page
    .getByRole('button', { name: /Create/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/world\/[0-9a-f-]{36}$/);
});
