import {
  ADVENTURE_SCREEN_TEXTS,
  ADVENTURE_WINNING_COMMANDS,
  PLATFORMER_RULES_VERSION,
  PLATFORMER_TEXTS,
  PROGRESSION_MESSAGES,
  restartPlatformerStage,
  TERMINAL_AUTO_ADVANCE_MS,
  TERMINAL_TEXTS,
  WRITER_CHALLENGE_MESSAGES,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, SAME_ON_PHONE, test } from './fixtures';
import { location, resumeAt, stepTo } from './game-path';
import { loginThroughUi, newPlayer, registerThroughUi } from './helpers';
import { hurtThenFall, pressInputs, routeUntil } from './platformer-scripts';

/**
 * Steps onto the Yosemite portal right of (20, y) and opens it with Space. Arriving in Yosemite
 * completes level 1 first; its banner and reward are taken in as a player would.
 */
async function openYosemitePortal(page: Page, y: number) {
  await resumeAt(page, 'Yosemite', 20, y);
  // The level's card leaves by itself; the reward opens on its own time (decision 0242).
  const reward = page.getByRole('dialog', { name: 'Level 1 Complete' });
  await reward.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }).click({ timeout: 15_000 });
  await expect(reward).toBeHidden();
  await stepTo(page, 'ArrowRight', `Yosemite, row ${y}, column 21`);
  await page.keyboard.press('Space');
}

/** The signed-in player's totals, read from the API as the game reads them. */
async function serverState(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const answer = await fetch('/api/users/game-state', { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { experience: number; achievements: { id: string }[] };
    return { experience: body.experience, achievements: body.achievements.map((a) => a.id).sort() };
  });
}

test('a guest plays The Writer’s Journey to the end by typed commands and comes back beside the portal', async ({
  page,
}, testInfo) => {
  // Typed commands are the same on every screen; on a phone the next test plays the adventure.
  test.skip(testInfo.project.name === 'phone', 'the phone plays the adventure in the saved-run test');
  test.setTimeout(180_000);
  await openYosemitePortal(page, 13);
  const adventure = page.getByRole('dialog', { name: "The Writer's Journey" });
  await expect(adventure).toBeVisible({ timeout: 15_000 });
  await expect(adventure.getByRole('progressbar', { name: ADVENTURE_SCREEN_TEXTS.inspiration })).toBeVisible();
  const prompt = adventure.getByRole('textbox', { name: ADVENTURE_SCREEN_TEXTS.commandLabel });
  await expect(prompt).toBeFocused();

  await prompt.fill('dance wildly');
  await prompt.press('Enter');
  await expect(adventure.getByText("I don't understand that command.").last()).toBeVisible();
  for (const command of ADVENTURE_WINNING_COMMANDS) {
    await prompt.fill(command);
    await prompt.press('Enter');
  }
  const complete = adventure.getByRole('button', { name: ADVENTURE_SCREEN_TEXTS.continueJourney });
  await expect(complete).toBeVisible({ timeout: 60_000 });
  await expect(adventure.getByText(ADVENTURE_SCREEN_TEXTS.completeTitle)).toBeVisible();
  await complete.click();

  await expect(adventure).toBeHidden();
  await expect(location(page)).toHaveText('Yosemite, row 13, column 20');
  // One notice at a time (decision 0219): achievements earned before it may show first.
  await expect(page.getByText('+100 experience', { exact: false })).toBeVisible({ timeout: 30_000 });
  // The game has the keyboard again.
  await stepTo(page, 'ArrowLeft', 'Yosemite, row 13, column 19');
});

test(
  'a signed-in player’s adventure is saved and goes on where it was, on another device',
  SAME_ON_PHONE,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const player = newPlayer();
    await registerThroughUi(page, player);
    await openYosemitePortal(page, 13);
    const adventure = page.getByRole('dialog', { name: "The Writer's Journey" });
    const prompt = adventure.getByRole('textbox', { name: ADVENTURE_SCREEN_TEXTS.commandLabel });
    await expect(prompt).toBeFocused({ timeout: 15_000 });
    for (const command of ['examine chest', 'take torch', 'north']) {
      await prompt.fill(command);
      await prompt.press('Enter');
    }
    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/users/me/progress') && (request.postData() ?? '').includes('hallway'),
    );
    await adventure.getByRole('button', { name: ADVENTURE_SCREEN_TEXTS.exitAdventure }).click();
    await saved;
    await expect(adventure).toBeHidden();

    // Another device: sign in there, open the same portal, and the run goes on in the hallway.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/login');
    await loginThroughUi(second, player.username, player.password);
    await expect(second).toHaveURL(/\/dashboard$/);
    await second.goto('/game');
    await expect(location(second)).toHaveText('Yosemite, row 13, column 20', { timeout: 10_000 });
    await stepTo(second, 'ArrowRight', 'Yosemite, row 13, column 21');
    await second.keyboard.press('Space');
    const resumed = second.getByRole('dialog', { name: "The Writer's Journey" });
    const again = resumed.getByRole('textbox', { name: ADVENTURE_SCREEN_TEXTS.commandLabel });
    await expect(again).toBeFocused({ timeout: 15_000 });
    await again.fill('inventory');
    await again.press('Enter');
    await expect(resumed.getByText(/You are carrying: .*torch/).last()).toBeVisible();
    await again.fill('look');
    await again.press('Enter');
    await expect(resumed.getByText(/A long hallway/).last()).toBeVisible();
    await other.close();
  },
);

test('a signed-in player finishes the terminal by choices: 100 experience and Terminal Master, once', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  // The page's clock runs as usual until it is stopped below, mid-sentence.
  await page.clock.install();
  await openYosemitePortal(page, 3);
  const terminal = page.getByRole('dialog', { name: TERMINAL_TEXTS.title });
  await expect(terminal).toBeVisible({ timeout: 15_000 });
  await expect(terminal.getByText(TERMINAL_TEXTS.statusLine)).toBeVisible();

  // Reading speed (decision 0240): time stands still while the first lines type; a key (a tap on a
  // phone) shows them whole at once, and the wait before the terminal moves on starts only then.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  const stillToType = terminal.locator('.terminal-untyped');
  const continueButton = terminal.getByRole('button', { name: TERMINAL_TEXTS.continueLabel });
  await expect.poll(async () => (await stillToType.allTextContents()).join('').length).toBeGreaterThan(0);
  await expect(continueButton).toBeHidden();
  if (testInfo.project.name === 'phone') await terminal.getByRole('log').tap();
  else await page.keyboard.press('x');
  await expect.poll(async () => (await stillToType.allTextContents()).join('')).toBe('');
  await expect(continueButton).toBeVisible();
  await page.clock.runFor(TERMINAL_AUTO_ADVANCE_MS - 1);
  await expect(continueButton).toBeVisible();
  await page.clock.runFor(1);
  await expect(continueButton).toBeHidden();
  await page.clock.resume();

  // On a phone the screen is shown and takes a tapped choice; the whole conversation, the same
  // clicks on every screen, is played on desktop (it takes a minute).
  const questions = testInfo.project.name === 'phone' ? 1 : 4;
  const rewarded =
    questions === 4
      ? page.waitForResponse((r) => r.url().endsWith('/api/minigames/terminal/results'), { timeout: 180_000 })
      : undefined;
  // A player who reads fast clicks the text to see it whole, then takes the first choice.
  const log = terminal.getByRole('log');
  const readUntil = async (done: () => Promise<boolean>) => {
    await expect
      .poll(
        async () => {
          if (await done()) return true;
          // A short click timeout: the log goes away with the terminal, and a click must not wait for it.
          if (await log.isVisible()) await log.click({ timeout: 1000 }).catch(() => undefined);
          return false;
        },
        { timeout: 90_000, intervals: [400] },
      )
      .toBe(true);
  };
  const said = async () => (await log.textContent())?.length ?? 0;
  let before = 0;
  for (let question = 0; question < questions; question += 1) {
    const first = terminal.getByRole('button', { name: /^1\b/ });
    await readUntil(async () => (await first.isVisible()) && (await first.isEnabled()));
    before = await said();
    await first.click();
  }
  if (!rewarded) {
    // The choice was taken: the conversation goes on, on screen.
    await expect.poll(said, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect(terminal).toBeInViewport();
    return;
  }
  // The exit node ends the session: back beside the portal, where the rewards show.
  await readUntil(async () => !(await terminal.isVisible()));
  await expect(location(page)).toHaveText('Yosemite, row 3, column 20');
  // One notice at a time (decision 0219): achievements earned before it may show first.
  await expect(page.getByText('+100 experience', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Terminal Master').first()).toBeVisible();

  // The server replayed the moves and rewarded them once.
  const answer = (await (await rewarded).json()) as { gained: { game: number }; achievements: { id: string }[] };
  expect(answer.gained.game).toBe(100);
  expect(answer.achievements.map((a) => a.id)).toEqual(['terminal_master']);
  const after = await serverState(page);
  expect(after.achievements).toContain('terminal_master');

  // After a reload, finishing it again gives nothing more.
  await page.reload();
  await expect(location(page)).toHaveText('Yosemite, row 3, column 20', { timeout: 10_000 });
  // (A revisited artifact nearby may still give its 2; the terminal's 100 does not come again.)
  await expect(page.getByText('+100 experience', { exact: false })).toBeHidden();
  expect((await serverState(page)).experience).toBeLessThan(after.experience + 100);
});

test(
  'a signed-in player is bitten, falls, tries again and wins shooting: the server replays it all, level 4 and rewards once',
  SAME_ON_PHONE,
  async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    // On a phone, fire is the touch pad's Fire button held down; elsewhere X (decision 0239).
    const touchFire = testInfo.project.name === 'phone';
    await page.addInitScript(() => {
      (window as unknown as { __AUTHENTIC_TEST_CLOCK__: boolean }).__AUTHENTIC_TEST_CLOCK__ = true;
    });
    const player = newPlayer();
    await registerThroughUi(page, player);
    await openYosemitePortal(page, 8);
    const game = page.getByRole('dialog', { name: PLATFORMER_TEXTS.title });
    await expect(game).toBeVisible({ timeout: 15_000 });
    await expect(game.getByText(PLATFORMER_TEXTS.controlsHint)).toBeVisible();
    await page.waitForFunction(() => '__platformerTest' in window);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/minigames/platformer/results'), {
      timeout: 240_000,
    });
    const rewarded = page.waitForResponse((r) => r.url().endsWith('/api/minigames/platformer/results'), {
      timeout: 240_000,
    });

    // A first try at Paris goes wrong: a rat's bite (20 health), then a gutter.
    const attempt = hurtThenFall();
    await pressInputs(page, attempt.inputs, { touchFire });
    await game.getByRole('button', { name: PLATFORMER_TEXTS.tryAgain }).click();
    // Then the planner's route through the three stages, with the keys really held down, fire too once
    // armed: on the way its shots fell a bull and the vulture (2550 for the pickups, 50 for each).
    let engine = restartPlatformerStage(attempt.state);
    for (const stage of ['paris', 'spain', 'africa'] as const) {
      const route = routeUntil(engine, stage);
      expect(await pressInputs(page, route.inputs, { touchFire })).toBe(route.inputs.length);
      engine = route.state;
    }
    expect(engine).toMatchObject({ status: 'victory', player: { score: 2650 } });
    await expect(game.getByText(PLATFORMER_TEXTS.victory)).toBeVisible();
    await expect(game.getByRole('button', { name: PLATFORMER_TEXTS.tryAgain })).toBeHidden();

    // Reported 5 s after the victory, with the rules it was played under; the server replays the bite,
    // the fall and the shots, agrees, and gives level 4 and the rewards once.
    const body = (await sent).postDataJSON() as { version: number; score: number; segments: { outcome: string }[] };
    expect(body).toMatchObject({ version: PLATFORMER_RULES_VERSION, score: 2650 });
    expect(body.segments.map((s) => s.outcome)).toEqual(['death', 'stageComplete', 'stageComplete', 'victory']);
    const answer = (await (await rewarded).json()) as {
      gained: { game: number; level: number };
      levelCompleted: string | null;
      score: number;
    };
    expect(answer).toMatchObject({ gained: { game: 200, level: 30 + 26 }, levelCompleted: 'level4', score: 2650 });
    const after = await serverState(page);
    expect(after.achievements).toEqual(expect.arrayContaining(['shooter_adept', 'shooter_expert']));

    await game
      .getByRole('group', { name: PLATFORMER_TEXTS.victory })
      .getByRole('button', { name: PLATFORMER_TEXTS.exitGame })
      .click();
    await expect(game).toBeHidden();
    await expect(location(page)).toHaveText('Yosemite, row 8, column 20');
    await expect(page.getByText('Congratulations! You completed Level 4!')).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(location(page)).toHaveText('Yosemite, row 8, column 20', { timeout: 10_000 });
    await page.waitForTimeout(1000);
    await expect(page.getByText('Congratulations! You completed Level 4!')).toBeHidden();
    expect((await serverState(page)).experience).toBeLessThan(after.experience + 200);
  },
);

test(
  'the writer-themed map offers its challenge on arrival: Complete Challenge gives 150',
  SAME_ON_PHONE,
  async ({ page }) => {
    await resumeAt(page, 'Desert 1', 3, 11);
    await stepTo(page, 'ArrowDown', /^Hemingway's Battleground, row 4, column 4$/);
    const challenge = page.getByRole('dialog', { name: WRITER_CHALLENGE_MESSAGES.title });
    await expect(challenge).toBeVisible({ timeout: 10_000 });
    await challenge.getByRole('button', { name: WRITER_CHALLENGE_MESSAGES.complete }).click();
    await expect(challenge).toBeHidden();
    // One notice at a time (decision 0219): achievements earned before it may show first.
    await expect(page.getByText('+150 experience', { exact: false })).toBeVisible({ timeout: 30_000 });
  },
);
