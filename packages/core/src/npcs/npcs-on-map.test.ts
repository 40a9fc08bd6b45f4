import { describe, expect, it } from 'vitest';
import { BUILT_IN_MAP_IDS } from '../maps/map-ids.js';
import { NPC_IDS } from '../maps/npc-placements.js';
import { NPC_CATALOGUE_IDS } from './types.js';
import { npcsOnMap } from './npcs-on-map.js';

describe('npcsOnMap', () => {
  it('places exactly the catalogued NPCs, each once', () => {
    expect([...NPC_IDS].sort()).toEqual([...NPC_CATALOGUE_IDS].sort());
    const placed = BUILT_IN_MAP_IDS.flatMap((mapId) => npcsOnMap(mapId).map((npc) => npc.id));
    expect(placed.sort()).toEqual([...NPC_CATALOGUE_IDS].sort());
  });

  it('gives each placed NPC their words and position', () => {
    const [guide] = npcsOnMap('overworld');
    expect(guide).toMatchObject({ id: 'guide', position: { x: expect.any(Number), y: expect.any(Number) } });
    expect(guide?.dialogue.length).toBeGreaterThan(0);
    const yosemite = npcsOnMap('yosemite').map((npc) => npc.id);
    expect(yosemite).toEqual(expect.arrayContaining(['john_muir', 'yosemite_guide']));
    expect(npcsOnMap('yosemite').find((npc) => npc.id === 'yosemite_guide')?.quest?.title).toBe("Valley's Secrets");
  });
});
