// @vitest-environment node
import { generateWorldMap, TILE_CODES } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { generatedWorld } from './world-test-data';
import { portalCells, worldNpcs } from './world-layout';

describe('world layout', () => {
  it('names the NPCs from the catalogue and places them where the generated map put them', () => {
    const world = generatedWorld();
    const map = generateWorldMap(world.mapType, world.id);
    expect(worldNpcs(world)).toEqual(
      map.npcs.map((npc) => expect.objectContaining({ id: npc.id, name: npc.name, position: npc.position })),
    );
  });

  it('leaves positions out when the map sent is not the generated one', () => {
    const world = generatedWorld({ mapData: [[TILE_CODES.grass]] });
    expect(worldNpcs(world).every((npc) => npc.position === null)).toBe(true);
    expect(worldNpcs(world).length).toBe(world.npcs.length);
  });

  it('finds the portal tiles', () => {
    const world = generatedWorld();
    expect(portalCells(world.mapData)).toEqual([generateWorldMap(world.mapType, world.id).returnPortal]);
  });
});
