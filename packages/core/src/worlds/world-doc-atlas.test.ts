import { describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../messages/maps.js';
import { encodeNpcAvatar } from '../npcs/npc-avatar-codec.js';
import { MAIN_WORLD_NAME } from './atlas.js';
import { checkWorldDoc } from './world-doc-check.js';
import { worldDocAtlas } from './world-doc-atlas.js';
import type { WorldDoc } from './world-doc.js';

const rows = (picture: string[]) =>
  picture.map((line) => line.replace(/#/g, '1').replace(/\./g, '0').replace(/P/g, '5'));

// Two maps side by side (walk off the right edge of 'a' into 'b'), a portal in 'b' back to 'a's
// corner, and a way out of the world in 'a'.
const doc: WorldDoc = {
  format: 1,
  spawn: { mapId: 'a', x: 1, y: 1 },
  maps: [
    {
      id: 'a',
      name: 'Glade',
      rows: rows(['########', '#.......', '#.......', '#.......', '#.......', '#.....P#', '#.......', '########']),
      portals: [{ x: 6, y: 5, to: 'exit' }],
      edges: { right: 'b' },
      npcs: [{ npcId: 'guide', x: 3, y: 3, patrol: { startX: 2, startY: 2, width: 3, height: 3 } }],
      artifactSpots: [{ x: 2, y: 2 }],
    },
    {
      id: 'b',
      name: 'Grove',
      rows: rows(['########', '.......#', '.......#', '.....P.#', '.......#', '.......#', '.......#', '########']),
      portals: [{ x: 5, y: 3, to: { mapId: 'a', x: 1, y: 6 } }],
      edges: { left: 'a' },
      npcs: [],
      artifactSpots: [],
    },
  ],
};

describe('a painted world as the game walks it', () => {
  const atlas = worldDocAtlas(doc);

  it('is a valid world to begin with', () => {
    expect(checkWorldDoc(doc)).toEqual([]);
  });

  it('reads names, grids and NPCs by map id', () => {
    expect(atlas.mapName('b')).toBe('Grove');
    expect(atlas.grid('a')[0]).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(atlas.npcs('a')).toEqual([
      expect.objectContaining({
        id: 'guide',
        position: { x: 3, y: 3 },
        patrolArea: { startX: 2, startY: 2, width: 3, height: 3 },
      }),
    ]);
  });

  it("gives a character the builder's name and drawn look (decisions 0283, 0299)", () => {
    const avatar = encodeNpcAvatar(16, [...Array<string | null>(255).fill(null), '#f4b41b'])!;
    const named: WorldDoc = JSON.parse(JSON.stringify(doc));
    named.maps[0]!.npcs[0] = { ...named.maps[0]!.npcs[0]!, name: 'Mira', avatar };
    expect(worldDocAtlas(named).npcs('a')).toEqual([expect.objectContaining({ id: 'guide', name: 'Mira', avatar })]);
    expect(atlas.npcs('a')[0]).not.toHaveProperty('avatar');
  });

  it('walks, bumps into walls and crosses edges to the next map', () => {
    expect(atlas.move('a', { x: 1, y: 1 }, 'right')).toEqual({
      ok: true,
      mapId: 'a',
      position: { x: 2, y: 1 },
      changedMap: false,
    });
    expect(atlas.move('a', { x: 1, y: 1 }, 'up')).toEqual({ ok: false, reason: 'tile', tile: 1 });
    expect(atlas.move('a', { x: 7, y: 2 }, 'right')).toEqual({
      ok: true,
      mapId: 'b',
      position: { x: 0, y: 2 },
      changedMap: true,
      banner: MAP_MESSAGES.welcome('Grove'),
    });
    expect(atlas.move('b', { x: 0, y: 4 }, 'left')).toMatchObject({ ok: true, mapId: 'a', position: { x: 7, y: 4 } });
  });

  it('takes portals between maps on stepping and offers the way out with Space', () => {
    expect(atlas.portalAt('b', { x: 5, y: 3 })).toEqual({});
    expect(atlas.portalDestination('b', { x: 5, y: 3 })).toEqual({
      mapId: 'a',
      arrival: { x: 1, y: 6 },
      banner: MAP_MESSAGES.welcome('Glade'),
    });
    expect(atlas.portalAt('a', { x: 6, y: 5 })).toEqual({ returning: true });
    expect(atlas.isExit('a', { x: 6, y: 5 })).toBe(true);
    expect(atlas.portalPrompt('a', { x: 6, y: 5 })).toBe(MAP_MESSAGES.returnTo(MAIN_WORLD_NAME));
    expect(atlas.portalDestination('a', { x: 6, y: 5 })).toBeNull();
    expect(atlas.portalAt('a', { x: 2, y: 2 })).toBeNull();
  });

  it("tells the hint each map's own portals: a map without a way back has none to the main world (issue 36)", () => {
    expect(atlas.portalsHere('a')).toEqual({ road: [], waiting: [MAIN_WORLD_NAME] });
    expect(atlas.portalsHere('b')).toEqual({ road: ['Glade'], waiting: [] });
  });
});
