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
    const t0 = Date.now();
    second.on('websocket', (ws) => {
      ws.on('framereceived', (f) => { const s = String(f.payload); if (!s.includes('"t":"u"')) console.log('RECV', Date.now() - t0, s.slice(0, 200)); });
      ws.on('framesent', (f) => console.log('SENT', Date.now() - t0, String(f.payload).slice(0, 200)));
    });
    second.on('console', (m) => console.log('CONSOLE', Date.now() - t0, m.text()));
    await second.addInitScript(() => { new MutationObserver(() => { const el = document.querySelector('[aria-label="Location"]'); if (el && el.textContent !== (window as any).__loc) { (window as any).__loc = el.textContent; console.log('LOC ' + el.textContent); } }).observe(document, { subtree: true, childList: true, characterData: true }); });
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

