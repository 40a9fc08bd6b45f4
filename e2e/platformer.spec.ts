import { PLATFORMER_TEXTS as T, PROGRESSION_MESSAGES } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resumeAt, stepTo } from './game-path';
import { hookState, hurtShootAndRunOutOfHealth, pressInputs } from './platformer-scripts';

/**
 * The Hemingway Challenge (level 4) with its enemies, hazards and weapon (decision 0239), played with
 * real key presses (and, on a phone, the touch pad's Fire button) on the browser-test clock
 * (decision 0212). What should happen is worked out beforehand with core's engine
 * (platformer-scripts.ts); the test checks that the screen shows it. The signed-in run that the
 * server replays, with a bite, a fall and shots in it, is in minigames.spec.ts.
 */

/** Opens the platformer from the Yosemite portal right of (20, 8), on the test clock, as a guest. */
async function openPlatformer(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __AUTHENTIC_TEST_CLOCK__: boolean }).__AUTHENTIC_TEST_CLOCK__ = true;
  });
  await resumeAt(page, 'Yosemite', 20, 8);
  // Arriving in Yosemite completes level 1: its reward opens on its own time (decision 0242).
  const reward = page.getByRole('dialog', { name: 'Level 1 Complete' });
  await reward.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }).click({ timeout: 15_000 });
  await expect(reward).toBeHidden();
  await stepTo(page, 'ArrowRight', 'Yosemite, row 8, column 21');
  await page.keyboard.press('Space');
  const game = page.getByRole('dialog', { name: T.title });
  await expect(game).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => '__platformerTest' in window);
  return game;
}

const health = (page: Page) => page.getByRole('progressbar', { name: T.health });

test('a rat costs health, a shot fells it, and running out of health in Spain starts Spain again', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const touchFire = testInfo.project.name === 'phone';
  const plan = hurtShootAndRunOutOfHealth();
  const game = await openPlatformer(page);
  await expect(game.getByText(T.fireHint)).toBeVisible();
  await expect(game.getByText(`${T.weapon}: ${T.weaponNone}`)).toBeVisible();
  await expect(game.getByRole('img', { name: /rats on the pavements/ })).toBeVisible();

  // Over the first gutter and straight into a rat: 20 health, not a death.
  expect(plan.hurt.events.filter((e) => e.type === 'hurt')).toEqual([
    { type: 'hurt', source: 'enemy', damage: 20, health: 80 },
  ]);
  expect(await pressInputs(page, plan.hurt.inputs, { touchFire })).toBe(plan.hurt.inputs.length);
  await expect(health(page)).toHaveAttribute('aria-valuenow', '80');

  // On into the next gutter: one fall is Game Over, and Try Again is Paris again, as it began.
  const over = game.getByRole('group', { name: T.gameOver });
  await expect(over.getByText(T.fell)).toBeVisible();
  await expect(over.getByText(T.retryDetail.replace('{stage}', 'Paris'))).toBeVisible();
  await over.getByRole('button', { name: T.tryAgain }).click();
  await expect(over).toBeHidden();
  await expect(health(page)).toHaveAttribute('aria-valuenow', '100');
  expect(await hookState(page)).toMatchObject({ stage: 'paris', status: 'playing', x: 50, y: 300, score: 0 });

  // The weapon, then fire held on the pavement: the shot fells the rat for 50.
  await pressInputs(page, plan.shoot.inputs, { touchFire });
  await expect(game.getByText(`${T.weapon}: ${T.weaponReady}`)).toBeVisible();
  expect(plan.shoot.events.filter((e) => e.type === 'enemyDefeated')).toEqual([
    { type: 'enemyDefeated', enemyId: 'paris-rat-1', by: 'shot', scoreGained: 50 },
  ]);
  expect(await hookState(page)).toMatchObject({
    status: 'playing',
    defeatedEnemies: ['paris-rat-1'],
    score: plan.shoot.state.player.score,
    health: 100,
  });
  await expect(page.getByTestId('platformer-score')).toHaveText(String(plan.shoot.state.player.score));

  // Another fall, Try Again, and Paris cleared this time (the rat is back, and avoided).
  await pressInputs(page, plan.fall.inputs, { touchFire });
  await over.getByRole('button', { name: T.tryAgain }).click();
  expect((await hookState(page)).defeatedEnemies).toEqual([]);
  await pressInputs(page, plan.paris.inputs, { touchFire });
  await expect(game.getByText('Stage 2/3: Spain')).toBeVisible();
  const spainBegan = plan.paris.state.player.score;

  // Spain's cactus, stood in: 20 a second until health runs out, which is Game Over too.
  await pressInputs(page, plan.cactus.inputs, { touchFire });
  expect(plan.cactus.events.filter((e) => e.type === 'hurt').map((e) => e.type === 'hurt' && e.health)).toEqual([
    80, 60, 40, 20, 0,
  ]);
  await expect(health(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(over.getByText(T.outOfHealth)).toBeVisible();
  await expect(over.getByText(T.retryDetail.replace('{stage}', 'Spain'))).toBeVisible();
  await over.getByRole('button', { name: T.tryAgain }).click();
  // Spain again where it began, not Paris: its start, its score, full health and the weapon kept.
  await expect(game.getByText('Stage 2/3: Spain')).toBeVisible();
  await expect(health(page)).toHaveAttribute('aria-valuenow', '100');
  expect(await hookState(page)).toMatchObject({
    stage: 'spain',
    status: 'playing',
    x: 50,
    y: 300,
    score: spainBegan,
    armed: true,
    defeatedEnemies: [],
  });
});
