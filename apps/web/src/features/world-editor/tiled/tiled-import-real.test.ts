import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import {
  cellTile,
  checkWorldDoc,
  decodeLayerCells,
  TILED_MESSAGES,
  worldDocAtlas,
  worldDocWalkable,
} from '@authentic/core';
import { importTiledFiles } from './tiled-import-button';
import { buildTiledZip } from './tiled-zip';

/** The first bytes of a PNG of this size: all the import reads of our own tileset's image. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A real map from a public Phaser tutorial (fixtures/tiled/README.md credits it). */
function fixturesFolder(): string {
  let folder = process.cwd();
  while (!existsSync(join(folder, 'fixtures', 'tiled')) && dirname(folder) !== folder) folder = dirname(folder);
  return join(folder, 'fixtures', 'tiled');
}
const fixture = (file: string) => new Uint8Array(readFileSync(join(fixturesFolder(), file)));
const asFile = (name: string, bytes: Uint8Array) => ({
  name,
  arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
});

const town = fixture('tuxemon-town/tuxemon-town.json');
const townImage = fixture('tuxemon-town/tuxmon-sample-32px-extruded.png');
const uploader = () =>
  vi.fn(async (path: string) => ({
    id: '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f',
    url: `/uploads/${path.split('/').pop()}`,
  }));

describe('importing a real Tiled map', () => {
  it('plays the Tuxemon town as Tiled draws it: its tileset, layers below and above, walls and spawn', async () => {
    const upload = uploader();
    const result = await importTiledFiles(
      [asFile('tuxemon-town.json', town), asFile('tuxmon-sample-32px-extruded.png', townImage)],
      upload,
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(upload).toHaveBeenCalledTimes(1);
    const { doc, notes } = result;
    const map = doc.maps[0]!;
    expect(map.rows).toHaveLength(40);
    expect(map.rows[0]).toHaveLength(40);
    expect(doc.tilesets).toEqual([
      expect.objectContaining({ tileWidth: 32, tileHeight: 32, margin: 1, spacing: 2, columns: 24, tileCount: 720 }),
    ]);
    expect(map.layers?.map((layer) => [layer.name, layer.placement])).toEqual([
      ['Below Player', 'below'],
      ['World', 'below'],
      ['Above Player', 'above'],
    ]);
    const below = decodeLayerCells(map.layers![0]!.cells, 1600)!;
    expect(below.every((cell) => cell !== 0)).toBe(true);
    // The spawn is the map's own 'Spawn Point', on a cell one can stand on; a way out was placed beside it.
    expect(doc.spawn.mapId).toBe(map.id);
    expect(worldDocWalkable(doc, map, doc.spawn.x, doc.spawn.y)).toBe(true);
    expect(map.portals).toEqual([expect.objectContaining({ to: 'exit' })]);
    const exit = map.portals[0]!;
    expect(notes).toContain(TILED_MESSAGES.exitPlaced(map.name, exit.x, exit.y));
    // Buildings and fences are walls (their tiles say `collides`): some cells of the World layer block.
    const world = decodeLayerCells(map.layers![1]!.cells, 1600)!;
    const walled = [...world.keys()].filter(
      (i) => world[i] !== 0 && !worldDocWalkable(doc, map, i % 40, Math.floor(i / 40)),
    );
    expect(walled.length).toBeGreaterThan(50);
    expect(
      walled.every((i) => doc.tilesets![0]!.tiles.some((tile) => tile.id === cellTile(world[i]!) && tile.collides)),
    ).toBe(true);
    expect(checkWorldDoc(doc)).toEqual([]);
    expect(worldDocAtlas(doc).grid(map.id)).toHaveLength(40);
  });

  it('reads the same map from a zip of its tutorial folders', async () => {
    const zip = zipSync({
      'assets/tilemaps/tuxemon-town.json': town,
      'assets/tilesets/tuxmon-sample-32px-extruded.png': townImage,
    });
    const result = await importTiledFiles([asFile('town.zip', zip)], uploader());
    expect(result.ok).toBe(true);
  });

  it('exports the imported town to a zip of .world, .tmj, .tsj and .png that imports back equal', async () => {
    const first = await importTiledFiles(
      [asFile('tuxemon-town.json', town), asFile('tuxmon-sample-32px-extruded.png', townImage)],
      uploader(),
    );
    if (!first.ok) throw new Error(first.errors.join('\n'));
    const served = new Map([['/uploads/tuxmon-sample-32px-extruded.png', townImage]]);
    const zip = await buildTiledZip(
      first.doc,
      'Tuxemon town',
      (px) => Promise.resolve(pngHeader(px * 9, px)),
      (url) => Promise.resolve(served.get(url)!),
    );
    // The server keeps one copy of an image per world: the same picture comes back with its id.
    const again = await importTiledFiles([asFile('tuxemon-town-tiled.zip', zip)], uploader());
    if (!again.ok) throw new Error(again.errors.join('\n'));
    expect(again.doc).toEqual(first.doc);
  });

  it('says which image is missing, and uploads nothing', async () => {
    const upload = uploader();
    const result = await importTiledFiles([asFile('tuxemon-town.json', town)], upload);
    expect(result.ok).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    if (!result.ok) expect(result.errors.join(' ')).toContain('tuxmon-sample-32px-extruded.png');
  });
});
