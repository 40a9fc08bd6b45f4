import {
  BUILT_IN_MAP_NAMES,
  BUILT_IN_MAPS,
  DIRECTION_DELTAS,
  GAME_SCREEN_MESSAGES,
  isPortalTile,
  isWalkableTile,
  npcsOnMap,
  PROGRESSION_MESSAGES,
  tileAt,
  YOSEMITE_RETURN_PORTAL,
  type Direction,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { location, resumeAt } from './game-path';

/** The game screen: the section named 'Game' that holds the map, the HUD and the controls. */
const gameScreen = (page: Page) => page.getByRole('region', { name: 'Game', exact: true });

/** Level 1 at Yosemite: its card leaves by itself, then the reward opens (decision 0242); the player closes it. */
async function takeInLevel1(page: Page) {
  const reward = page.getByRole('dialog', { name: 'Level 1 Complete' });
  await reward.getByRole('button', { name: PROGRESSION_MESSAGES.continueAdventure }).click({ timeout: 15_000 });
  await expect(reward).toBeHidden();
}

test('the game fills the window without scrolling, with a HUD naming the map and showing the level', async ({
  page,
}) => {
  await resumeAt(page, 'Overworld', 4, 4);
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight + 1);
  const hud = page.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud });
  await expect(hud).toContainText('Overworld');
  await expect(hud).toContainText(GAME_SCREEN_MESSAGES.guest);
  await expect(hud.getByRole('progressbar', { name: 'Experience level 1' })).toBeVisible();
  await expect(gameScreen(page).getByRole('button', { name: GAME_SCREEN_MESSAGES.fullscreen })).toBeVisible();
});

test('after a panel closes, focus is back on the map, so Space uses the portal', async ({ page }) => {
  const { x, y } = YOSEMITE_RETURN_PORTAL;
  await resumeAt(page, 'Yosemite', x, y);
  await takeInLevel1(page);
  await gameScreen(page).getByRole('button', { name: 'Inventory', exact: true }).click();
  const inventory = page.getByRole('dialog', { name: 'Inventory' });
  await expect(inventory).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inventory).toBeHidden();
  await expect(page.getByRole('group', { name: GAME_SCREEN_MESSAGES.gameWorld })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(location(page)).toHaveText(/^Overworld 3, /);
  await expect(page.getByText('Welcome back to Overworld 3')).toBeVisible();
});

test('on a touch screen the on-screen pad walks the character', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the pad shows on coarse pointers only');
  const start = { x: 4, y: 4 };
  await resumeAt(page, 'Overworld', start.x, start.y);
  await expect(page.getByText(GAME_SCREEN_MESSAGES.gameHintTouch)).toBeVisible();
  const grid = BUILT_IN_MAPS.overworld.data;
  const npcs = npcsOnMap('overworld');
  const direction = (['down', 'right', 'up', 'left'] as const).find((d: Direction) => {
    const cell = { x: start.x + DIRECTION_DELTAS[d].x, y: start.y + DIRECTION_DELTAS[d].y };
    const tile = tileAt(grid, cell.x, cell.y);
    const npcNear = npcs.some((npc) => Math.abs(npc.position.x - cell.x) + Math.abs(npc.position.y - cell.y) <= 2);
    return isWalkableTile(tile) && !isPortalTile(tile) && !npcNear;
  });
  if (!direction) throw new Error('No free cell beside the start');
  await page.getByRole('button', { name: `Move ${direction}` }).tap();
  await expect(location(page)).not.toHaveText(`${BUILT_IN_MAP_NAMES.overworld}, row ${start.y}, column ${start.x}`);
});
