import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { location, resumeAt } from './game-path';

/**
 * The game canvas as a player sees it (issue 12). The renderer writes its last camera on the canvas
 * as data-camera-x / data-camera-y (map pixels of the view's top-left) and the map's look as
 * data-biome; the pixels are read back from the canvas itself.
 */
const TILE_PX = 64;
/** What an undrawn canvas or the backdrop beyond a map reads as: transparent, or #100e1a (palette.ts). */
const VOID = [
  [0, 0, 0, 0],
  [16, 14, 26, 255],
];

const canvas = (page: Page) => page.locator('canvas.game-canvas');

async function camera(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return canvas(page).evaluate((element: HTMLCanvasElement) => ({
    x: Number(element.dataset.cameraX),
    y: Number(element.dataset.cameraY),
    width: element.clientWidth,
    height: element.clientHeight,
  }));
}

/** The colours of the canvas's four corner pixels. */
async function cornerPixels(page: Page): Promise<number[][]> {
  return canvas(page).evaluate((element: HTMLCanvasElement) => {
    const ctx = element.getContext('2d');
    if (!ctx) return [];
    const { width, height } = element;
    return [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ].map(([x, y]) => [...ctx.getImageData(x ?? 0, y ?? 0, 1, 1).data]);
  });
}

test('at the start, near the top-left corner, the camera stops at the map edge and the canvas is drawn to its corners', async ({
  page,
}) => {
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });
  await expect(canvas(page)).toHaveAttribute('data-biome', 'meadow');
  await expect.poll(async () => (await camera(page)).x).toBe(0);
  const view = await camera(page);
  expect(view.y).toBe(0);
  // The character (cell 1,1) is drawn near the corner, not in the middle of the view.
  const characterCentre = { x: 1.5 * TILE_PX - view.x, y: 1.5 * TILE_PX - view.y };
  expect(characterCentre.x).toBeLessThan(view.width / 2 - TILE_PX);
  expect(characterCentre.y).toBeLessThan(view.height / 2 - TILE_PX / 2);
  // No black half: every corner of the canvas shows the map (after the arrival fade).
  await expect
    .poll(async () => (await cornerPixels(page)).filter((pixel) => VOID.some((v) => v.join() === pixel.join())))
    .toEqual([]);
  expect(await cornerPixels(page)).toHaveLength(4);
});

test('in the middle of a map the camera follows the character, a tile a step', async ({ page }) => {
  await resumeAt(page, 'Overworld', 10, 8);
  await expect.poll(async () => Number.isFinite((await camera(page)).x)).toBe(true);
  const before = await camera(page);
  expect(before.x).toBe(Math.round(10.5 * TILE_PX - before.width / 2));
  await page.keyboard.press('ArrowRight');
  await expect(location(page)).toHaveText('Overworld, row 8, column 11');
  await expect.poll(async () => (await camera(page)).x).toBe(before.x + TILE_PX);
});

test('each place has its own look: the desert, the dungeon and the library', async ({ page }) => {
  for (const [map, biome] of [
    ['Desert 1', 'desert'],
    ['Dungeon Level 1', 'dungeon'],
    ['Text Adventure', 'library'],
  ] as const) {
    await resumeAt(page, map, 4, 4);
    await expect(canvas(page)).toHaveAttribute('data-biome', biome);
  }
});
