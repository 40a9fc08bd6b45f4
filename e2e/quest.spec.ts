import {
  formatMessage,
  GAME_SCREEN_MESSAGES,
  LOCAL_GAME_STATE_KEYS,
  PLATFORMER_TEXTS,
  QUEST_TEXTS,
  SCREEN_MESSAGES,
  VALLEYS_SECRETS_TEXTS,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { walkOnMap } from './game-path';

const location = (page: Page) => page.getByRole('status', { name: 'Location' });
const tracker = (page: Page) => page.getByRole('region', { name: `Quest: ${VALLEYS_SECRETS_TEXTS.title}` });

test("the Yosemite guide offers Valley's Secrets, and the game tracks it to its reward", async ({ page, hasTouch }) => {
  // John Muir walks at random; from (6,7), over 1,000 seeds the longest wait until he was in range was 144 s
  // (99% within 66 s).
  test.setTimeout(300_000);
  await page.goto('/api/health');
  await page.evaluate(
    ([key, checkpoint]) => {
      localStorage.setItem(key, checkpoint);
      // Level 1 (reaching Yosemite) is behind this player, so its reward does not interrupt the quest.
      localStorage.setItem('level-1-completed', 'true');
      localStorage.setItem('reward-shown', 'true');
    },
    [LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify({ mapName: 'Yosemite', position: { x: 4, y: 4 } })] as const,
  );
  await page.goto('/game');
  await expect(location(page)).toHaveText('Yosemite, row 4, column 4', { timeout: 10_000 });

  // The guide offers the quest.
  let cell = await walkOnMap(page, 'yosemite', { x: 4, y: 4 }, { x: 5, y: 3 });
  // A touch screen's hint names the on-screen Talk button instead of the key.
  const talkHint = hasTouch ? GAME_SCREEN_MESSAGES.talkHintTouch : SCREEN_MESSAGES.talkHint;
  await expect(page.getByText(formatMessage(talkHint, { name: 'Yosemite Guide' }))).toBeVisible();
  await page.keyboard.press('t');
  const guide = page.getByRole('dialog', { name: 'Yosemite Guide' });
  await expect(guide).toContainText(VALLEYS_SECRETS_TEXTS.title);
  await guide.getByRole('button', { name: QUEST_TEXTS.acceptQuest }).click();
  await expect(guide).toContainText(QUEST_TEXTS.questAccepted);
  await page.keyboard.press('Escape');
  await expect(tracker(page)).toContainText('0/3 objectives done');

  // Talk to John Muir, who walks his rounds: wait beside them until he is in range.
  cell = await walkOnMap(page, 'yosemite', cell, { x: 6, y: 7 });
  const muir = page.getByRole('dialog', { name: 'John Muir' });
  await expect(async () => {
    await page.keyboard.press('t');
    await expect(muir).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 200_000 });
  await page.keyboard.press('Escape');
  await expect(tracker(page)).toContainText('1/3 objectives done');

  // Find an artifact in the valley: walking onto it picks it up.
  cell = await walkOnMap(page, 'yosemite', cell, { x: 13, y: 7 });
  await expect(tracker(page)).toContainText('2/3 objectives done');

  // Step through a special portal.
  await walkOnMap(page, 'yosemite', cell, { x: 21, y: 8 });
  await page.keyboard.press('Space');
  // The portal opens the platformer; back on the map, the reward shows.
  const platformer = page.getByRole('dialog', { name: PLATFORMER_TEXTS.title });
  await expect(platformer).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(platformer).toBeHidden();
  await expect(page.getByText(`${VALLEYS_SECRETS_TEXTS.title} complete!`, { exact: false })).toBeVisible();
  // Its turn in the one-at-a-time queue (decision 0219): after the toasts and popups earned before it.
  await expect(page.getByText('+50 experience — quest')).toBeVisible({ timeout: 40_000 });
});
