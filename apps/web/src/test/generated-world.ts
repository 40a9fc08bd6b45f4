import { generateWorldMap, type World } from '@authentic/core';
import { makeWorld } from './worlds-test-server';

/** A world as the server would send it: its generated map and NPCs, one portal home. */
export function generatedWorld(fields: Partial<World> = {}): World {
  const id = fields.id ?? 'w-lantern';
  const map = generateWorldMap('fantasy', id);
  return makeWorld({
    _id: id,
    id,
    name: 'Lantern Vale',
    description: 'A valley of lanterns and patient trees.',
    mapData: map.data,
    npcs: map.npcs.map((npc) => npc.id),
    portals: [{ name: 'Main World', targetWorldId: 'main', targetWorldName: 'Main World' }],
    weather: { temperature: 18, condition: 'rain' },
    ...fields,
  });
}

/** The name of the world's first NPC, as the catalogue has it. */
export function firstNpcName(world: World): string {
  const map = generateWorldMap(world.mapType, world.id);
  return map.npcs[0]?.name ?? '';
}
