import {
  ACHIEVEMENT_PREVIEW_MESSAGES,
  HOME_MESSAGES,
  QUOTE_MESSAGES,
  REWARD_MESSAGES,
  SCREEN_MESSAGES,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newPlayer, registerThroughUi } from './helpers';

/** The Today's Wisdom card of one category, with its save button. */
function wisdomCard(page: Page, label: 'Inspiration' | 'Wisdom' | 'Literary') {
  return page.getByRole('listitem').filter({ has: page.getByRole('figure', { name: `${label} quote` }) });
}

/** The signed-in player's own API answer, read with the token the page holds. */
async function apiAsPlayer(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const answer = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

test('a new player’s home: Your Worlds, the secret and its magical bird, and saving a quote', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await page.goto('/');

  const worlds = page.getByRole('region', { name: SCREEN_MESSAGES.yourWorlds });
  await expect(worlds.getByText(HOME_MESSAGES.yourWorldsEmpty)).toBeVisible();
  await expect(worlds.getByRole('link', { name: HOME_MESSAGES.goToDashboard })).toHaveAttribute('href', '/dashboard');

  await worlds.getByRole('button', { name: SCREEN_MESSAGES.createNewWorld }).click();
  await expect(worlds.getByText(HOME_MESSAGES.secretMessage)).toBeVisible();
  const magic = worlds.getByRole('button', { name: SCREEN_MESSAGES.pressTheButton });
  await expect(magic).toBeVisible();
  await expect(worlds.getByRole('link', { name: HOME_MESSAGES.buildRealWorld })).toHaveAttribute(
    'href',
    '/worlds/create',
  );
  await magic.click();
  const bird = page.getByRole('img', { name: HOME_MESSAGES.birdLabel });
  await expect(bird).toBeVisible();
  await expect(bird).toBeHidden();

  // Today's Wisdom: save the wisdom card's quote.
  const card = wisdomCard(page, 'Wisdom');
  const words = (await card.locator('blockquote').innerText()).replace(/^“|”$/g, '');
  await card.getByRole('button', { name: HOME_MESSAGES.saveToCollection }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_MESSAGES.saved })).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(HOME_MESSAGES.saved) })).toBeVisible();

  // The same quote again, after a reload: it is already in the collection.
  await page.reload();
  await wisdomCard(page, 'Wisdom').getByRole('button', { name: HOME_MESSAGES.saveToCollection }).click();
  await expect(page.getByText(QUOTE_MESSAGES.duplicate)).toBeVisible();

  // It is in the player's collection: the game's Saved Quotes panel lists it.
  await page.getByRole('link', { name: HOME_MESSAGES.enterTheGame }).click();
  await expect(page).toHaveURL(/\/game$/);
  await page.getByRole('button', { name: 'Saved Quotes' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved Quotes' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText(words);
});

test('a guest saving a quote is asked to log in', async ({ page }) => {
  await page.goto('/');
  await wisdomCard(page, 'Literary').getByRole('button', { name: HOME_MESSAGES.saveToCollection }).click();
  await expect(page.getByText(QUOTE_MESSAGES.loginRequired)).toBeVisible();
  await expect(page.getByRole('region', { name: SCREEN_MESSAGES.yourWorlds })).toHaveCount(0);
});

test('Test Achievement previews an unlock in the popup and grants nothing', async ({ page }) => {
  await registerThroughUi(page, newPlayer());
  await page.getByRole('button', { name: ACHIEVEMENT_PREVIEW_MESSAGES.testAchievement }).click();
  const popup = page.getByRole('status').filter({ hasText: REWARD_MESSAGES.genericTitle });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(ACHIEVEMENT_PREVIEW_MESSAGES.previewNote);

  const state = (await apiAsPlayer(page, '/api/users/game-state')) as { achievements: unknown[] };
  expect(state.achievements).toEqual([]);
});
