import { PLATFORMER_TEXTS, PROGRESSION_MESSAGES } from '@authentic/core';
import { expect, test } from './fixtures';
import { location, resumeAt, stepTo } from './game-path';
import { newPlayer, registerThroughUi } from './helpers';

test('reaching Yosemite completes level 1 once: its card with what it earned, then the reward by itself', async ({
  page,
}) => {
  await resumeAt(page, 'Overworld 3', 8, 2);
  await stepTo(page, 'ArrowUp', 'Yosemite, row 4, column 4');
  const complete = page.getByRole('region', { name: PROGRESSION_MESSAGES.levelComplete });
  await expect(complete).toBeVisible();
  await expect(complete).toContainText('Congratulations! You completed Level 1!');
  await expect(complete.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(complete).toContainText('+10 experience');

  // 5.5 s after the level, once, without pressing Continue (decision 0242): the reward modal of spec 02.
  const reward = page.getByRole('dialog');
  await expect(reward).toContainText('Level 1 Complete', { timeout: 10_000 });
  await expect(reward).toContainText('$1000 value');
  await reward.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }).click();
  await expect(reward).toBeHidden();
  await expect(complete).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('level-1-completed'))).toBe('true');

  // Recorded once: coming back gives no second banner.
  await page.reload();
  await expect(location(page)).toHaveText('Yosemite, row 4, column 4', { timeout: 10_000 });
  await page.waitForTimeout(1500);
  await expect(page.getByText('Congratulations! You completed Level 1!')).toBeHidden();
});

test('standing on Overworld 2 (19,0) completes level 2', async ({ page }) => {
  await resumeAt(page, 'Overworld 2', 19, 1);
  await stepTo(page, 'ArrowUp', 'Overworld 2, row 0, column 19');
  await expect(page.getByText('Congratulations! You completed Level 2!')).toBeVisible();
  await expect(page.getByRole('region', { name: PROGRESSION_MESSAGES.levelComplete })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('level-2-completed'))).toBe('true');
});

test('a signed-in player creates an artifact on Overworld 3: level 3, then the level 4 question opens the platformer', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughUi(page, player);
  // A new account has no saved place yet, so the game starts from this browser's checkpoint.
  await resumeAt(page, 'Overworld 3', 8, 2);
  await page.keyboard.press('e');
  const form = page.getByRole('dialog', { name: 'Create Artifact' });
  await form.getByLabel('Name').fill('Compass of Firsts');
  await form.getByLabel('Description').fill('It points to whoever makes something first.');
  // Private: other tests' players walk these cells and would pick it up.
  await form.getByLabel('Visibility').selectOption('private');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Congratulations! You completed Level 3!')).toBeVisible();

  // 3 s after level 3, with nothing to press first (decision 0242).
  const offer = page.getByRole('dialog').filter({ hasText: PROGRESSION_MESSAGES.level4Offer });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.getByRole('button', { name: 'Enter' }).click();
  // Level 4 is the platformer; Escape leaves it, back on the same cell, and level 4 is still to do.
  const platformer = page.getByRole('dialog', { name: PLATFORMER_TEXTS.title });
  await expect(platformer).toBeVisible({ timeout: 15_000 });
  await expect(platformer.getByText(PLATFORMER_TEXTS.controlsHint)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(platformer).toBeHidden();
  await expect(location(page)).toHaveText('Overworld 3, row 2, column 8');
  expect(await page.evaluate(() => localStorage.getItem('level-4-completed'))).toBeNull();
});
