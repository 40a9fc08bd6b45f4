import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { TILED_MESSAGES, tiledToWorldDoc, worldDocToTiled, type WorldDoc } from '@authentic/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createWorldThroughPage, newPlayer, registerThroughUi } from './helpers';

/** A map of grass with the given cells changed, as a document's rows. */
function rows(width: number, height: number, cells: Record<string, string>): string[] {
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => cells[`${x},${y}`] ?? '0').join(''),
  );
}

/** Two maps joined by an edge and a portal, an NPC on patrol, an artifact spot and the way out. */
const DOC: WorldDoc = {
  format: 1,
  spawn: { mapId: 'main', x: 1, y: 1 },
  maps: [
    {
      id: 'main',
      name: 'Tiled Meadow',
      rows: rows(12, 9, { '4,1': '1', '5,1': '1', '2,6': '5', '8,3': '3' }),
      portals: [{ x: 2, y: 6, to: { mapId: 'cave', x: 2, y: 2 } }],
      edges: { right: 'cave' },
      npcs: [{ npcId: 'guide', x: 6, y: 5, patrol: { startX: 6, startY: 5, width: 2, height: 1 } }],
      artifactSpots: [{ x: 9, y: 7 }],
    },
    {
      id: 'cave',
      name: 'Tiled Cave',
      rows: rows(8, 8, { '5,5': '5', '0,0': '4' }),
      portals: [{ x: 5, y: 5, to: 'exit' }],
      edges: { left: 'main' },
      npcs: [],
      artifactSpots: [],
    },
  ],
};

/** Clicks 'Export to Tiled' and answers the downloaded zip's files. */
async function exportZip(page: Page): Promise<{ name: string; bytes: Buffer; files: Record<string, Uint8Array> }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Tiled' }).click();
  const file = await download;
  const bytes = readFileSync(await file.path());
  return { name: file.suggestedFilename(), bytes, files: unzipSync(new Uint8Array(bytes)) };
}

/** Picks files through 'Import from Tiled'. */
async function importFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from Tiled' }).click();
  await (await chooser).setFiles(files);
}

const jsonFiles = (files: Record<string, Uint8Array>) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => !path.endsWith('.png'))
      .map(([path, bytes]) => [path, strFromU8(bytes)]),
  );

/** Issue 25: a Tiled export re-imported equals the original; an unknown layer is refused by name. */
test('the editor exports a world to Tiled, imports it back unchanged, and refuses an unknown layer by name', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = newPlayer();
  await registerThroughUi(page, player);
  const id = await createWorldThroughPage(page, {
    name: `Tiled ${player.username.slice(-5)}`,
    description: 'A world that goes out to Tiled and comes back.',
    mapType: 'fantasy',
  });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put(`/api/worlds/${id}/doc`, {
    headers: { authorization: `Bearer ${token}` },
    data: { doc: DOC, baseVersion: 0 },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/world/${id}/edit`);
  await expect(page.getByRole('button', { name: 'Export to Tiled' })).toBeVisible({ timeout: 15_000 });

  // Out: the zip holds a map per file, the world, the tileset and its image, and reads back as the world.
  const first = await exportZip(page);
  expect(first.name).toMatch(/-tiled\.zip$/);
  expect(Object.keys(first.files).sort()).toEqual(
    expect.arrayContaining(['authentic-tileset.png', 'authentic-tileset.tsj', 'maps/cave.tmj', 'maps/main.tmj']),
  );
  expect(Object.keys(first.files).some((path) => path.endsWith('.world'))).toBe(true);
  expect([...first.files['authentic-tileset.png']!.slice(1, 4)]).toEqual([80, 78, 71]); // 'PNG'
  const parsed = Object.fromEntries(
    Object.entries(jsonFiles(first.files)).map(([path, text]) => [path, JSON.parse(text)]),
  );
  expect(tiledToWorldDoc(parsed)).toEqual({ ok: true, doc: DOC });
  const expected = worldDocToTiled(DOC, { worldName: 'x' }).files.find((file) => file.path === 'maps/main.tmj');
  expect(parsed['maps/main.tmj']).toEqual(expected?.json);

  // In again: the editor holds the same world, so a second export is the same, file for file.
  await importFiles(page, [{ name: first.name, mimeType: 'application/zip', buffer: first.bytes }]);
  await expect(page.getByText('These files could not be imported:')).toHaveCount(0);
  const second = await exportZip(page);
  expect(jsonFiles(second.files)).toEqual(jsonFiles(first.files));

  // A map with a layer the game does not know is refused, naming the layer and the file.
  const cave = JSON.parse(strFromU8(first.files['maps/cave.tmj']!)) as { layers: unknown[] };
  cave.layers.push({
    id: 3,
    name: 'Foreground',
    type: 'tilelayer',
    width: 8,
    height: 8,
    x: 0,
    y: 0,
    opacity: 1,
    visible: true,
    data: [],
  });
  await importFiles(page, [
    { name: 'cave.tmj', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(cave)) },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: TILED_MESSAGES.unknownLayer('Foreground', 'cave.tmj') }),
  ).toBeVisible();
  // Nothing changed: the editor still exports the same world.
  const third = await exportZip(page);
  expect(jsonFiles(third.files)).toEqual(jsonFiles(first.files));
});
