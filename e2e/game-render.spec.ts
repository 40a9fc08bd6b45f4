import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { location, resumeAt, stepTo } from './game-path';

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

test('at the start, near the top-left corner, the map scrolls on under the HUD and the far corner of the canvas shows the map', async ({
  page,
}) => {
  await page.goto('/game');
  await expect(location(page)).toHaveText('Overworld, row 1, column 1', { timeout: 10_000 });
  await expect(canvas(page)).toHaveAttribute('data-biome', 'meadow');
  // Decision 0243: rather than stopping at the map's edge with the character under the HUD, the
  // camera goes past it (the backdrop shows under the HUD), so the character stands below the HUD.
  await expect.poll(async () => (await camera(page)).y).toBeLessThan(0);
  const view = await camera(page);
  expect(view.x).toBeLessThanOrEqual(0);
  // The character (cell 1,1) is still drawn near the corner, not in the middle of the view.
  const characterCentre = { x: 1.5 * TILE_PX - view.x, y: 1.5 * TILE_PX - view.y };
  expect(characterCentre.x).toBeLessThan(view.width / 2);
  expect(characterCentre.y).toBeLessThan(view.height / 2);
  // No black half: the far corner of the canvas shows the map (after the arrival fade).
  await expect
    .poll(async () => {
      const pixel = (await cornerPixels(page))[3] ?? [];
      return VOID.some((v) => v.join() === pixel.join());
    })
    .toBe(false);
});

test('in the middle of a map the camera follows the character, a tile a step', async ({ page }) => {
  await resumeAt(page, 'Overworld', 14, 8);
  await expect.poll(async () => Number.isFinite((await camera(page)).x)).toBe(true);
  // Live presence has joined the HUD (its count shows): the frame around the map is whole.
  await expect(page.getByRole('button', { name: /here now$/ })).toBeVisible({ timeout: 20_000 });
  // The character sits in the middle of the safe area: the view less the frame of HUD, hint and pad.
  // Read at each try: live presence's corner and chat join the HUD a moment after the map shows.
  const safeArea = () =>
    page.locator('.game-view').evaluate((element: HTMLElement) => ({
      left: parseFloat(element.style.getPropertyValue('--safe-left')) || 0,
      right: parseFloat(element.style.getPropertyValue('--safe-right')) || 0,
    }));
  await expect
    .poll(async () => {
      const safe = await safeArea();
      const { x, width } = await camera(page);
      return x - Math.round(14.5 * TILE_PX - safe.left - (width - safe.left - safe.right) / 2);
    })
    .toBe(0);
  const before = await camera(page);
  await stepTo(page, 'ArrowRight', 'Overworld, row 8, column 15');
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
