import type { Page } from '@playwright/test';
import {
  BUILT_IN_MAP_NAMES,
  BUILT_IN_MAPS,
  GAME_SCREEN_MESSAGES,
  isPortalTile,
  isWalkableTile,
  OVERWORLD2_GOAL_CELL,
  tileAt,
  type BuiltInMapId,
  type Position,
} from '@authentic/core';
import { expect, test } from './fixtures';
import { location, resumeAt } from './game-path';

/**
 * The player is never hidden (issue 24, decision 0243): the character's box, as the canvas last drew it
 * (the 'player-marker' the game canvas keeps on it), never meets the HUD, the toolbar, the hint or the
 * touch pad — at the level-2 goal, at the spawn and in each corner of the map, on every layout.
 */
const TILE_PX = 64;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const marker = (page: Page) => page.getByTestId('player-marker');

/** What the character must stay clear of, as a player sees it on this screen. */
function frame(page: Page) {
  return {
    HUD: page.getByRole('region', { name: GAME_SCREEN_MESSAGES.hud }),
    toolbar: page.getByRole('navigation', { name: 'Game controls' }),
    hint: page.locator('.game-bottom'),
    'touch pad': page.getByRole('group', { name: 'Movement' }),
    'touch actions': page.getByRole('group', { name: 'Actions' }),
    // Live presence's chat: bottom left on a desktop, under the toolbar on a phone.
    chat: page.locator('.presence-dock'),
    // The win's card ('Level Complete!') while it shows.
    celebration: page.locator('.level-complete'),
  };
}

async function boxOf(locator: ReturnType<Page['locator']>): Promise<Box | null> {
  if (!(await locator.count()) || !(await locator.isVisible())) return null;
  return locator.boundingBox();
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The parts of the frame the character's box meets now, by name; [] when it is clear of all of them. */
async function covered(page: Page): Promise<string[]> {
  const player = await marker(page).boundingBox();
  if (!player || player.width !== TILE_PX) return ['(not drawn yet)'];
  const hits: string[] = [];
  for (const [name, locator] of Object.entries(frame(page))) {
    const box = await boxOf(locator);
    if (box && overlap(player, box)) hits.push(name);
  }
  return hits;
}

/** The walkable cell nearest to each corner of a map (corners themselves are trees and walls). */
function cornerCells(mapId: BuiltInMapId): Position[] {
  const grid = BUILT_IN_MAPS[mapId].data;
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const corners = [
    { x: 0, y: 0 },
    { x: width - 1, y: 0 },
    { x: 0, y: height - 1 },
    { x: width - 1, y: height - 1 },
  ];
  return corners.map((corner) => {
    let best: Position | null = null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const tile = tileAt(grid, x, y);
        if (!isWalkableTile(tile) || isPortalTile(tile)) continue;
        const far = (cell: Position) => Math.abs(cell.x - corner.x) + Math.abs(cell.y - corner.y);
        if (!best || far({ x, y }) < far(best)) best = { x, y };
      }
    }
    if (!best) throw new Error(`no walkable cell on ${mapId}`);
    return best;
  });
}

/** Standing still, the character ends up clear of every part of the frame. */
async function expectClear(page: Page, where: string) {
  await expect(async () => expect(await covered(page), `the character at ${where} is covered by`).toEqual([])).toPass({
    timeout: 10_000,
  });
}

function layouts() {
  test('at the spawn the character stands clear of the HUD, toolbar, hint and pad', async ({ page }) => {
    await page.goto('/game');
    await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });
    await expectClear(page, 'the spawn');
  });

  test("at Overworld 2's level-2 goal (19,0) the character is not under the toolbar", async ({ page }) => {
    const { x, y } = OVERWORLD2_GOAL_CELL;
    await resumeAt(page, BUILT_IN_MAP_NAMES.overworld2, x, y);
    await expectClear(page, 'the level-2 goal');
  });

  test('in each corner of the map the map scrolls on under the HUD, so the character stays in sight', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const cell of cornerCells('overworld')) {
      await resumeAt(page, BUILT_IN_MAP_NAMES.overworld, cell.x, cell.y);
      await expectClear(page, `Overworld ${cell.x},${cell.y}`);
    }
  });
}

test.describe('on this project’s screen', () => {
  layouts();

  test('the marker is where the canvas draws the character: its cell less the camera', async ({ page }) => {
    await resumeAt(page, BUILT_IN_MAP_NAMES.overworld, 10, 8);
    const canvas = page.locator('canvas.game-canvas');
    await expect
      .poll(async () => {
        const view = await canvas.boundingBox();
        const camera = await canvas.evaluate((element: HTMLCanvasElement) => ({
          x: Number(element.dataset.cameraX),
          y: Number(element.dataset.cameraY),
        }));
        const box = await marker(page).boundingBox();
        if (!view || !box) return null;
        return { x: box.x - view.x + camera.x, y: box.y - view.y + camera.y };
      })
      .toEqual({ x: 10 * TILE_PX, y: 8 * TILE_PX });
  });
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 } });
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the landscape layout is a phone’s');
  });
  layouts();
});
