import { ARTIFACT_DISCOVERY_HINT_TEXTS, GUEST_START_CELL, REWARD_MESSAGES } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { walkOnOverworld } from './game-path';
import { newPlayer, registerThroughUi } from './helpers';

const location = (page: Page) => page.getByRole('status', { name: 'Location' });
const discovery = (page: Page) => page.getByRole('region', { name: 'Artifact discovery' });

test('a player makes an artifact with E, sees it with E, picks it up with P, carries it, drops it elsewhere and finds it there after a reload', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });

  // E with nothing around: the creation form, at the character's cell.
  const name = `Lantern ${player.username.slice(-6)}`;
  await page.keyboard.press('e');
  const form = page.getByRole('dialog', { name: 'Create Artifact' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A lantern that remembers every road it lit.');
  // Private: other tests' players walk these cells and would pick it up.
  await form.getByLabel('Visibility').selectOption('private');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(discovery(page)).toContainText(ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn);
  await expect(discovery(page).getByRole('button', { name: `Interact with ${name}` })).toBeVisible();
  await expect(discovery(page)).toContainText(REWARD_MESSAGES.yourArtifact);

  // Interact (E) on the artifact just made shows it, and it stays where it lies (decision 0245).
  await page.keyboard.press('e');
  await expect(page.getByRole('status', { name: 'Artifact details' })).toContainText(name);
  await expect(page.getByRole('dialog', { name: 'Place Artifact' })).toHaveCount(0);
  await expect(discovery(page).getByRole('button', { name: `Interact with ${name}` })).toBeVisible();

  // Walk away and back: stepping onto one's own artifact leaves it lying (decision 0220); P picks it up on purpose
  // and offers to place it.
  const away = await walkOnOverworld(page, GUEST_START_CELL, { x: 1, y: 3 });
  await walkOnOverworld(page, away, GUEST_START_CELL);
  await expect(discovery(page).getByRole('button', { name: `Interact with ${name}` })).toBeVisible();
  await page.keyboard.press('p');
  const placement = page.getByRole('dialog', { name: 'Place Artifact' });
  await expect(placement).toBeVisible();
  await placement.getByRole('button', { name: 'Keep in inventory' }).click();
  await expect(placement).toBeHidden();
  await expect(discovery(page)).toBeHidden();

  // It is in the inventory.
  await page.keyboard.press('i');
  const inventory = page.getByRole('dialog', { name: 'Inventory' });
  await expect(inventory.getByRole('heading', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inventory).toBeHidden();

  // Carried to another cell and dropped there.
  const elsewhere = await walkOnOverworld(page, GUEST_START_CELL, { x: 1, y: 4 });
  await page.keyboard.press('i');
  await inventory.getByRole('button', { name: 'Drop' }).click();
  await expect(inventory.getByRole('heading', { name })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(discovery(page)).toContainText(ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn);

  // After a reload the player is back on that cell, and the artifact lies there.
  await page.reload();
  await expect(location(page)).toHaveText(`Overworld, row ${elsewhere.y}, column ${elsewhere.x}`, { timeout: 10_000 });
  await expect(discovery(page).getByRole('button', { name: `Interact with ${name}` })).toBeVisible();
  await expect(discovery(page)).toContainText(ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn);
});
