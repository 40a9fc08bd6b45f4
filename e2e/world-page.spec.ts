import { WORLD_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { clickNav, createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

test('a new player opens their world: weather, zoom, a conversation, the way to play it and the nav panels', async ({
  page,
}) => {
  await registerThroughUi(page, newPlayer());
  const worldId = await createWorldThroughPage(page, {
    name: 'Lantern Vale',
    description: 'A valley of lanterns and patient trees.',
    mapType: 'fantasy',
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Lantern Vale' })).toBeVisible();
  await expect(page).toHaveTitle(/Lantern Vale/);
  await expect(page.getByRole('region', { name: 'Weather' })).toContainText(/-?\d+°C/);
  await expect(page.getByRole('link', { name: 'Play this world' })).toHaveAttribute('href', `/game/${worldId}`);
  await expect(page.getByRole('region', { name: 'Portals' }).getByRole('link', { name: 'Main World' })).toHaveAttribute(
    'href',
    '/game',
  );

  // Zoom: the label changes, and the map grows and shrinks with it.
  const level = page.getByRole('status', { name: 'Zoom' });
  const map = page.getByRole('region', { name: 'Map of Lantern Vale' });
  await expect(level).toHaveText('100%');
  const before = (await map.locator('canvas').boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('120%');
  expect((await map.locator('canvas').boundingBox())?.width ?? 0).toBeGreaterThan(before);
  await map.focus();
  await page.keyboard.press('-');
  await expect(level).toHaveText('110%');
  for (let i = 0; i < 6; i += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('50%');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');

  // Talk to the first character.
  const npc = page.getByRole('region', { name: 'Characters' }).getByRole('button').first();
  await npc.click();
  const dialog = page.getByRole('dialog');
  const name = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(npc).toContainText(name);
  await dialog.getByLabel(`Ask ${name} something`).fill('What should I look for here?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  const log = dialog.getByRole('list', { name: 'Conversation' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').last()).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(npc).toBeFocused();

  // The nav bar's Quotes opens the saved quotes here too.
  await clickNav(page, 'Quotes');
  await expect(page.getByRole('dialog', { name: 'Saved Quotes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Saved Quotes' })).toBeHidden();
});

test("a world that is not there says 'World not found'", async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await page.goto(`/world/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: WORLD_MESSAGES.notFound })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
