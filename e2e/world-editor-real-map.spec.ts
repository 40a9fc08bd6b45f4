import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { TILED_MESSAGES, worldDocSchema, worldDocWalkGrid, type WorldDoc } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { location, pathOnArea, walkOnArea, type WalkArea } from './game-path';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** A real map from a public Phaser tutorial, with its tileset image (fixtures/tiled/README.md credits them). */
const TOWN = readFileSync(new URL('../fixtures/tiled/tuxemon-town/tuxemon-town.json', import.meta.url));
const TOWN_IMAGE = readFileSync(
  new URL('../fixtures/tiled/tuxemon-town/tuxmon-sample-32px-extruded.png', import.meta.url),
);
const NAME = 'Tuxemon town';

async function pickFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from Tiled' }).click();
  await (await chooser).setFiles(files);
}

async function exportZip(page: Page): Promise<{ name: string; bytes: Buffer; files: Record<string, Uint8Array> }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Tiled' }).click();
  const file = await download;
  const bytes = readFileSync(await file.path());
  return { name: file.suggestedFilename(), bytes, files: unzipSync(new Uint8Array(bytes)) };
}

const jsonOf = (files: Record<string, Uint8Array>) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => !path.endsWith('.png'))
      .map(([path, bytes]) => [path, JSON.parse(strFromU8(bytes)) as unknown]),
  );

/** The colours of a 3×3 grid of points inside a cell of the game's canvas, where the camera now stands. */
async function cellColours(page: Page, cell: { x: number; y: number }): Promise<string[]> {
  return page
    .locator('canvas.game-canvas, .game-stage canvas')
    .first()
    .evaluate((node, { x, y }) => {
      const canvas = node as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const left = (x * 64 - Number(canvas.dataset.cameraX)) * ratio;
      const top = (y * 64 - Number(canvas.dataset.cameraY)) * ratio;
      const ctx = canvas.getContext('2d')!;
      const colours: string[] = [];
      for (const fx of [0.35, 0.5, 0.65])
        for (const fy of [0.35, 0.5, 0.65]) {
          const [r, g, b] = ctx.getImageData(
            Math.round(left + fx * 64 * ratio),
            Math.round(top + fy * 64 * ratio),
            1,
            1,
          ).data;
          colours.push(`${r},${g},${b}`);
        }
      return colours;
    }, cell);
}

/**
 * Issue 36: a real Tiled map from a public project, imported with its tileset image, played as Tiled
 * draws it (its spawn, its `collides` walls, its roofs over the player), then out to Tiled and back.
 */
test('a real Tiled town imports with its tileset, plays with its walls, spawn and roofs, and goes out to Tiled and back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const id = await createWorldThroughPage(page, {
    name: `Town ${player.username.slice(-5)}`,
    description: 'A town drawn in Tiled by other people.',
    mapType: 'fantasy',
  });
  await page.goto(`/world/${id}/edit`);
  await expect(page.getByRole('button', { name: 'Import from Tiled' })).toBeVisible({ timeout: 15_000 });
  await pickFiles(page, [
    { name: 'tuxemon-town.json', mimeType: 'application/json', buffer: TOWN },
    { name: 'tuxmon-sample-32px-extruded.png', mimeType: 'image/png', buffer: TOWN_IMAGE },
  ]);
  // The town has no way back to the main world: the import places one and says where.
  await expect(page.getByText('Imported. Worth knowing:')).toBeVisible({ timeout: 20_000 });
  const exit = page.getByText(/A way back to the main world was placed on Tuxemon town at/);
  await expect(exit).toBeVisible();
  const [, ex, ey] = /at (\d+), (\d+)/.exec((await exit.textContent()) ?? '') ?? [];
  expect(await exit.textContent()).toBe(TILED_MESSAGES.exitPlaced(NAME, Number(ex), Number(ey)));

  // Out to Tiled and back: the same files, the same image; the server keeps one copy of it.
  const first = await exportZip(page);
  expect(Object.keys(first.files)).toEqual(
    expect.arrayContaining(['maps/tuxemon-town.tmj', 'authentic-tileset.tsj', 'authentic-tileset.png']),
  );
  const own = Object.keys(first.files).filter((path) => path.startsWith('tilesets/'));
  expect(own.sort()).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.tsj$/)]);
  expect(Buffer.from(first.files[own.find((path) => path.endsWith('.png'))!]!)).toEqual(TOWN_IMAGE);
  await pickFiles(page, [{ name: first.name, mimeType: 'application/zip', buffer: first.bytes }]);
  await expect(page.getByText('These files could not be imported:')).toHaveCount(0);
  const second = await exportZip(page);
  expect(jsonOf(second.files)).toEqual(jsonOf(first.files));

  // The panels below the save bar still settle after the import (tileset images load): a click that
  // landed while the bar moved is made again, as a person would.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText(/is published: players now walk it/)).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 40_000 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get(`/api/worlds/${id}/doc`, { headers: { authorization: `Bearer ${token}` } });
  const doc: WorldDoc = worldDocSchema.parse(((await answer.json()) as { doc: unknown }).doc);
  const map = doc.maps[0]!;
  const area: WalkArea = { name: NAME, grid: worldDocWalkGrid(doc, map), npcs: [] };

  // The spawn is the town's own 'Spawn Point'.
  await page.goto(`/game/${id}`);
  await expect(location(page)).toHaveText(`${NAME}, row 38, column 11`, { timeout: 20_000 });
  expect(doc.spawn).toEqual({ mapId: map.id, x: 11, y: 38 });

  // Up the street, a fence tile says `collides`: the player stops below it.
  const fence = [37, 36, 35, 34, 33].find((y) => area.grid[y]![11] === 1)!;
  await walkOnArea(page, area, { x: 11, y: 38 }, { x: 11, y: fence + 1 });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(location(page)).toHaveText(`${NAME}, row ${fence + 1}, column 11`);

  // Under a roof's edge (the 'Above Player' layer) the roof covers the player: the cell looks the same with
  // the player on it as without.
  const roof = { x: 10, y: 31 };
  expect(pathOnArea(area, { x: 11, y: fence + 1 }, roof).length).toBeGreaterThan(0);
  await walkOnArea(page, area, { x: 11, y: fence + 1 }, roof);
  await expect(location(page)).toHaveText(`${NAME}, row 31, column 10`);
  const covered = await cellColours(page, roof);
  const away = [
    { x: roof.x + 1, y: roof.y },
    { x: roof.x - 1, y: roof.y },
    { x: roof.x, y: roof.y - 1 },
    { x: roof.x, y: roof.y + 1 },
  ].find((cell) => area.grid[cell.y]?.[cell.x] === 0)!;
  await walkOnArea(page, area, roof, away);
  await expect(location(page)).toHaveText(`${NAME}, row ${away.y}, column ${away.x}`);
  const bare = await cellColours(page, roof);
  const same = covered.filter((colour, i) => colour === bare[i]).length;
  expect(same).toBeGreaterThanOrEqual(7);
});
