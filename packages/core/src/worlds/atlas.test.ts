import { describe, expect, it } from 'vitest';
import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { BUILT_IN_ATLAS, MAIN_WORLD_NAME } from './atlas.js';
import { worldAtlas } from './world-atlas.js';
import { generateWorldMap } from './world-maps.js';

const id = '6f1c2a52-3d1e-4c4b-9a7e-0d5a3f1b2c3d';
const map = generateWorldMap('fantasy', id);
const atlas = worldAtlas({ id, name: 'Glade', map });

describe('worldAtlas', () => {
  it('names the map after the world and reads its generated grid', () => {
    expect(atlas.mapName(id)).toBe('Glade');
    expect(atlas.grid(id)).toBe(map.data);
  });

  it("places the world's NPCs from the catalogue where the map puts them, each wandering around its cell", () => {
    const npcs = atlas.npcs(id);
    expect(npcs.map((npc) => npc.id)).toEqual(map.npcs.map((npc) => npc.id));
    for (const npc of npcs) {
      expect(npc.dialogue.length).toBeGreaterThan(0);
      expect(npc.patrolArea).toBeDefined();
    }
  });

  it('blocks at the edges and on obstacles, and never changes map', () => {
    const top = { x: map.spawn.x, y: 0 };
    expect(atlas.move(id, top, 'up')).toEqual({ ok: false, reason: 'edge' });
    const result = atlas.move(id, map.spawn, 'right');
    const target = tileAt(map.data, map.spawn.x + 1, map.spawn.y);
    expect(result.ok).toBe(isWalkableTile(target));
    if (result.ok) expect(result.changedMap).toBe(false);
  });

  it('has one way out, on the return portal: a Space-portal back to the main world', () => {
    expect(atlas.isExit(id, map.returnPortal)).toBe(true);
    expect(atlas.isExit(id, map.spawn)).toBe(false);
    expect(atlas.portalAt(id, map.returnPortal)).toEqual({ returning: true });
    expect(atlas.portalPrompt(id, map.returnPortal)).toBe(`Press SPACE to return to ${MAIN_WORLD_NAME}`);
    expect(atlas.portalDestination(id, map.returnPortal)).toBeNull();
    expect(atlas.specialPortalDestination(id, map.returnPortal)).toBeNull();
  });
});

describe('BUILT_IN_ATLAS', () => {
  it('is the main world: its maps, names and portals, and no way out of it', () => {
    expect(BUILT_IN_ATLAS.grid('yosemite')).toBe(BUILT_IN_MAPS.yosemite.data);
    expect(BUILT_IN_ATLAS.mapName('hemingway')).toBe("Hemingway's Battleground");
    expect(BUILT_IN_ATLAS.portalDestination('overworld', { x: 8, y: 11 })?.mapId).toBe('overworld2');
    expect(BUILT_IN_ATLAS.isExit('overworld', { x: 8, y: 11 })).toBe(false);
  });
});
