import type { BuiltInMapId } from '../maps/map-ids.js';
import { MAP_NPC_PLACEMENTS, type MapNpcPlacement } from '../maps/npc-placements.js';
import { isNpcId, NPC_CATALOGUE } from './catalogue.js';
import type { NpcDefinition } from './types.js';

/** An NPC as the game screen uses it: who they are and where they stand. */
export type PlacedNpc = NpcDefinition & Omit<MapNpcPlacement, 'npcId'>;

/** The NPCs of a built-in map, joined from the map placements and the catalogue. */
export function npcsOnMap(mapId: BuiltInMapId): PlacedNpc[] {
  return MAP_NPC_PLACEMENTS[mapId].flatMap(({ npcId, ...placement }) =>
    isNpcId(npcId) ? [{ ...NPC_CATALOGUE[npcId], ...placement }] : [],
  );
}
