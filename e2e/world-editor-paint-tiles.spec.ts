import { encode } from 'fast-png';
import {
  checkWorldDoc,
  generateWorldMap,
  isWalkableTile,
  startingWorldDoc,
  WORLD_BUILDER_MESSAGES,
  type Position,
} from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pointAt } from './editor-page';
import { location } from './game-path';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** A tileset of two 16 px tiles: a red one, then a blue one. */
function twoTiles(): Buffer {
  const data = new Uint8Array(32 * 16 * 4);
  for (let y = 0; y < 16; y += 1)
    for (let x = 0; x < 32; x += 1) {
      const i = (y * 32 + x) * 4;
      data.set(x < 16 ? [220, 30, 30, 255] : [30, 40, 220, 255], i);
    }
  return Buffer.from(encode({ width: 32, height: 16, data, channels: 4 }));
}

const STEPS: readonly Position[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

/** A world whose spawn has a neighbour that can be walled without closing the way out (as a player would, try another). */
async function wallableWorld(page: Page) {
  const player = newPlayer();
  await registerThroughUi(page, player);
  for (let tries = 0; tries < 6; tries += 1) {
    const name = `Stones ${player.username.slice(-5)} ${tries}`;
    const id = await createWorldThroughPage(page, {
      name,
      description: 'Painted with my own tiles.',
      mapType: 'fantasy',
    });
    const map = generateWorldMap('fantasy', id);
    const start = startingWorldDoc(map, name);
    const step = STEPS.find((delta) => {
      const cell = { x: map.spawn.x + delta.x, y: map.spawn.y + delta.y };
      if (!isWalkableTile(map.data[cell.y]?.[cell.x])) return false;
      if (cell.x === map.returnPortal.x && cell.y === map.returnPortal.y) return false;
      const rows = start.maps[0]!.rows.map((row, y) =>
        y === cell.y ? row.slice(0, cell.x) + '1' + row.slice(cell.x + 1) : row,
      );
      return checkWorldDoc({ ...start, maps: [{ ...start.maps[0]!, rows }] }).length === 0;
    });
    if (step) return { id, name, spawn: map.spawn, step };
  }
  throw new Error('no world with a wallable cell beside its spawn');
}

/** The colour near the top-left corner of a cell of the game's canvas, where its camera now stands. */
async function gameCellColour(page: Page, cell: Position): Promise<number[]> {
  return page.locator('canvas.game-canvas').evaluate((node, { x, y }) => {
    const canvas = node as HTMLCanvasElement;
    const ratio = canvas.width / canvas.clientWidth;
    const left = (x * 64 + 3 - Number(canvas.dataset.cameraX)) * ratio;
    const top = (y * 64 + 3 - Number(canvas.dataset.cameraY)) * ratio;
    return [...canvas.getContext('2d')!.getImageData(Math.round(left), Math.round(top), 1, 1).data].slice(0, 3);
  }, cell);
}

/** Issue 36: a player uploads their own tileset, paints with it and with walls, publishes, and plays it. */
test('paint with an uploaded tileset: a tile from the palette on a layer, a wall of its own, then play it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id, name, spawn, step } = await wallableWorld(page);
  const wall = { x: spawn.x + step.x, y: spawn.y + step.y };
  await page.goto(`/world/${id}/edit`);
  const canvas = page.getByRole('application', { name: /Map canvas/ });
  await expect(canvas).toHaveAttribute('data-cell-px', /\d/, { timeout: 15_000 });

  // The tileset: a PNG of two tiles, uploaded through the dialog.
  await page.getByRole('button', { name: 'Add a tileset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tileset' });
  await dialog
    .getByLabel('PNG image of tiles')
    .setInputFiles({ name: 'stones.png', mimeType: 'image/png', buffer: twoTiles() });
  await dialog.getByLabel('Name').fill('Stones');
  await dialog.getByLabel('Tile width (pixels)').fill('16');
  await dialog.getByLabel('Tile height (pixels)').fill('16');
  await expect(dialog.getByText('2 columns by 1 rows: 2 tiles.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload and add' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });

  // The blue tile, chosen from the palette by keyboard; a layer below the player to paint it on.
  const palette = page.getByLabel('Tiles of Stones');
  await palette.focus();
  // The first arrow chooses the first tile; the next moves on to the blue one.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Tile 0 of Stones (column 1, row 1).')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Tile 1 of Stones (column 2, row 1).')).toBeAttached();
  await page.getByLabel('Layer name').fill('Paving');
  await page.getByRole('button', { name: 'Add layer' }).click();
  await page.getByRole('radio', { name: 'Paving (below the player)' }).check();
  await page.getByRole('button', { name: 'Paint tiles' }).click();
  await canvas.click({ position: await pointAt(canvas, spawn) });

  // The wall beside the spawn, on the Walls layer.
  await page.getByRole('radio', { name: 'Walls (the player cannot walk there)' }).check();
  await canvas.click({ position: await pointAt(canvas, wall) });
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(WORLD_BUILDER_MESSAGES.published(1))).toBeVisible({ timeout: 20_000 });

  await page.goto(`/game/${id}`);
  await expect(location(page)).toHaveText(`${name}, row ${spawn.y}, column ${spawn.x}`, { timeout: 20_000 });
  // The painted wall stops the player, as a built-in wall would.
  const key = step.x === 1 ? 'ArrowRight' : step.x === -1 ? 'ArrowLeft' : step.y === 1 ? 'ArrowDown' : 'ArrowUp';
  await page.keyboard.press(key);
  await page.keyboard.press(key);
  await expect(location(page)).toHaveText(`${name}, row ${spawn.y}, column ${spawn.x}`);
  // The blue paving lies under the player: it shows in the corner of the cell the character leaves free.
  await expect(async () => {
    const [r, g, b] = await gameCellColour(page, spawn);
    expect(b! > 150 && r! < 80 && g! < 80, `blue paving at the spawn, got ${r},${g},${b}`).toBe(true);
  }).toPass({ timeout: 10_000 });
});
