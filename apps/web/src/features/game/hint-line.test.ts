import {
  BUILT_IN_ATLAS,
  GAME_SCREEN_MESSAGES,
  isBuiltInMapId,
  MAIN_WORLD_NAME,
  worldAtlas,
  worldDocAtlas,
  type WorldDoc,
} from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { portalLine } from './hint-line';

const portalsOfMap = (mapId: string) => {
  if (!isBuiltInMapId(mapId)) throw new Error(mapId);
  return BUILT_IN_ATLAS.portalsHere(mapId);
};

/** A player's world of two maps: the meadow has the way back, the cave only a portal to the meadow. */
const grass = (portal: number) => Array.from({ length: 8 }, (_, y) => (y === portal ? '00050000' : '00000000'));
const TWO_MAPS: WorldDoc = {
  format: 1,
  spawn: { mapId: 'meadow', x: 0, y: 0 },
  maps: [
    {
      id: 'meadow',
      name: 'Meadow',
      rows: grass(1),
      portals: [{ x: 3, y: 1, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
    {
      id: 'cave',
      name: 'Cave',
      rows: grass(2),
      portals: [{ x: 3, y: 2, to: { mapId: 'meadow', x: 0, y: 0 } }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
};

const { portalsHere, portalKey, portalTap } = GAME_SCREEN_MESSAGES;

describe("the hint's portal line (decision 0243)", () => {
  it('names where the one main-road portal of a map leads, and that it takes you at once', () => {
    expect(portalLine(portalsOfMap('overworld'), false)).toBe(portalsHere.roadOne('Overworld 2'));
    expect(portalLine(portalsOfMap('overworld3'), true)).toBe(portalsHere.road);
  });

  it('says the portals of Yosemite and the game rooms wait, with Space on keyboards and a tap on touch', () => {
    expect(portalLine(portalsOfMap('yosemite'), false)).toBe(portalsHere.wait(portalKey));
    expect(portalLine(portalsOfMap('terminal3'), true)).toBe(portalsHere.wait(portalTap));
    expect(portalLine(portalsOfMap('hemingway'), false)).toBe(portalsHere.waitOne('Desert 1', portalKey));
  });

  it("in a player's generated world speaks only of its way back to the main world, never of Yosemite", () => {
    const atlas = worldAtlas({
      id: 'w',
      name: 'Home',
      map: { data: [], spawn: { x: 0, y: 0 }, returnPortal: { x: 1, y: 1 }, npcs: [] },
    });
    const line = portalLine(atlas.portalsHere('0b6f1d2e-8a51-4c7e-9f0e-1a2b3c4d5e6f'), true);
    expect(line).toBe(portalsHere.waitOne(MAIN_WORLD_NAME, portalTap));
    expect(line).not.toMatch(/Yosemite|Space/);
  });

  it("on a player's map without a way back never says it leads back to the main world (issue 36)", () => {
    const atlas = worldDocAtlas(TWO_MAPS);
    expect(portalLine(atlas.portalsHere('meadow'), false)).toBe(portalsHere.waitOne(MAIN_WORLD_NAME, portalKey));
    const cave = portalLine(atlas.portalsHere('cave'), false);
    expect(cave).toBe(portalsHere.roadOne('Meadow'));
    expect(cave).not.toContain(MAIN_WORLD_NAME);
  });

  it('mixes both rules where a map has both kinds, and says nothing where it has none', () => {
    expect(portalLine({ road: ['Desert 2'], waiting: ['Overworld'] }, false)).toBe(portalsHere.mixed(portalKey));
    expect(portalLine({ road: [], waiting: [] }, false)).toBeNull();
  });

  it('never names a key on touch screens, for any built-in map', () => {
    for (const mapId of ['overworld', 'overworld2', 'overworld3', 'desert1', 'yosemite', 'text_adventure']) {
      expect(portalLine(portalsOfMap(mapId), true)).not.toMatch(/press|Space|wait for Portal/i);
    }
  });
});
