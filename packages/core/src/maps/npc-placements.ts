import type { Area, Position } from '../shared/geometry.js';
import { NPC_CATALOGUE_IDS } from '../npcs/types.js';
import type { BuiltInMapId } from './map-ids.js';

/** The NPCs standing on the built-in maps: exactly the catalogue's ids (one list, kept in npcs/). */
export const NPC_IDS = NPC_CATALOGUE_IDS;

export type MapNpcId = (typeof NPC_IDS)[number];

export interface MapNpcPlacement {
  npcId: MapNpcId;
  position: Position;
  /** Cells the NPC may wander; always inside the grid and around its position. */
  patrolArea?: Area;
}

/**
 * Where each NPC stands (decision 0108): the guide beside the start of Overworld, the Yosemite pair in
 * the valley, the writer on his battleground, the others one per map along the main road.
 */
export const MAP_NPC_PLACEMENTS: Readonly<Record<BuiltInMapId, readonly MapNpcPlacement[]>> = {
  overworld: [{ npcId: 'guide', position: { x: 5, y: 2 }, patrolArea: { startX: 4, startY: 1, width: 3, height: 3 } }],
  overworld2: [
    {
      npcId: 'william_shakespeare',
      position: { x: 13, y: 9 },
      patrolArea: { startX: 11, startY: 9, width: 4, height: 2 },
    },
  ],
  overworld3: [
    { npcId: 'oscar_wilde', position: { x: 5, y: 8 }, patrolArea: { startX: 4, startY: 8, width: 3, height: 2 } },
  ],
  desert1: [
    { npcId: 'alexander_pope', position: { x: 12, y: 8 }, patrolArea: { startX: 12, startY: 6, width: 4, height: 3 } },
  ],
  desert2: [],
  desert3: [
    { npcId: 'zeus_weatherman', position: { x: 12, y: 5 }, patrolArea: { startX: 11, startY: 4, width: 3, height: 3 } },
  ],
  dungeon1: [{ npcId: 'ada_lovelace', position: { x: 11, y: 3 } }],
  dungeon2: [],
  dungeon3: [],
  yosemite: [
    { npcId: 'yosemite_guide', position: { x: 6, y: 3 } },
    { npcId: 'john_muir', position: { x: 6, y: 9 }, patrolArea: { startX: 5, startY: 8, width: 4, height: 3 } },
  ],
  hemingway: [
    {
      npcId: 'ernest_hemingway',
      position: { x: 11, y: 8 },
      patrolArea: { startX: 9, startY: 8, width: 6, height: 1 },
    },
  ],
  text_adventure: [],
  terminal3: [],
  level4_shooter: [],
};

/** The map an NPC stands on and where, or null for an id no map places. */
export function npcPlacement(npcId: string): { mapId: BuiltInMapId; placement: MapNpcPlacement } | null {
  for (const [mapId, placements] of Object.entries(MAP_NPC_PLACEMENTS) as [BuiltInMapId, MapNpcPlacement[]][]) {
    const placement = placements.find((entry) => entry.npcId === npcId);
    if (placement) return { mapId, placement };
  }
  return null;
}
