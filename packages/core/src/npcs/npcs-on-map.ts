import type { BuiltInMapId } from '../maps/map-ids.js';
import { MAP_NPC_PLACEMENTS, type MapNpcPlacement } from '../maps/npc-placements.js';
import { isNpcId, NPC_CATALOGUE } from './catalogue.js';
import type { NpcAvatar } from './npc-avatar.js';
import type { NpcDefinition } from './types.js';

/** An NPC as the game screen uses it: who they are and where they stand. */
export type PlacedNpc = NpcDefinition &
  Omit<MapNpcPlacement, 'npcId'> & {
    /** A world character's own drawn look (decision 0299). */
    avatar?: NpcAvatar;
  };

/** The NPCs of a built-in map, joined from the map placements and the catalogue. */
export function npcsOnMap(mapId: BuiltInMapId): PlacedNpc[] {
  return MAP_NPC_PLACEMENTS[mapId].flatMap(({ npcId, ...placement }) =>
    isNpcId(npcId) ? [{ ...NPC_CATALOGUE[npcId], ...placement }] : [],
  );
}
