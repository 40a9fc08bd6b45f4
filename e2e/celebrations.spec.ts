import { GAME_SCREEN_MESSAGES, PROGRESSION_MESSAGES } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import { resumeAt, stepTo, walkOnMap } from './game-path';

/** Decision 0242: a win's card ends by itself (5 s), on Escape, on walking away, and never crosses a map. */

const levelCard = (page: Page) => page.getByRole('region', { name: PROGRESSION_MESSAGES.levelComplete });

/** Steps onto Overworld 2's goal (19,0): level 2. */
async function reachLevel2(page: Page) {
  await resumeAt(page, 'Overworld 2', 19, 1);
  await stepTo(page, 'ArrowUp', 'Overworld 2, row 0, column 19');
  await expect(levelCard(page)).toContainText('Congratulations! You completed Level 2!');
}

test(
  'the level card leaves on its own after 5 s and does not come back on the next map',
  SAME_ON_PHONE,
  async ({ page }) => {
    // A walk of some twenty careful steps.
    test.slow();
    await reachLevel2(page);
    // What the win earned, with the experience level named apart from the story's Level 2.
    await expect(levelCard(page)).toContainText('+10 experience');
    await expect(levelCard(page)).toContainText('XP level 1');
    // Nothing pressed: it goes by itself.
    await expect(levelCard(page)).toBeHidden({ timeout: 15_000 });

    // Over the right edge to Overworld 3: greeted there, and no card comes along.
    await walkOnMap(page, 'overworld2', { x: 19, y: 0 }, { x: 23, y: 5 });
    await stepTo(page, 'ArrowRight', 'Overworld 3, row 5, column 0');
    await expect(page.getByText('Welcome to Overworld 3')).toBeVisible();
    await expect(levelCard(page)).toBeHidden();
    // The HUD's bar shows its numbers: the experience so far (the level's 10, and any find on the way) of the 250 that reach XP level 2.
    const hud = page.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud });
    await expect(hud.getByText(/^\d+ \/ 250$/)).toBeVisible();
    await expect(hud).toContainText(GAME_SCREEN_MESSAGES.level(1));
  },
);

test('Escape closes the level card', async ({ page }) => {
  await reachLevel2(page);
  await page.keyboard.press('Escape');
  await expect(levelCard(page)).toBeHidden();
});

test("arriving in Yosemite: the level card takes the welcome's place, then the reward opens by itself", async ({
  page,
}) => {
  await resumeAt(page, 'Overworld 3', 8, 2);
  await stepTo(page, 'ArrowUp', /^Yosemite, /);
  const card = levelCard(page);
  await expect(card).toContainText('Congratulations! You completed Level 1!');
  // One notice at a time at the top edge: the greeting steps aside while the card shows.
  await expect(page.getByText('Welcome to Yosemite')).toBeHidden();
  // No Continue pressed: the card goes, and the reward opens (5.5 s after the level).
  const reward = page.getByRole('dialog', { name: 'Level 1 Complete' });
  await expect(reward).toBeVisible({ timeout: 15_000 });
  await expect(card).toBeHidden();
  await reward.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }).click();
  await expect(reward).toBeHidden();
});
