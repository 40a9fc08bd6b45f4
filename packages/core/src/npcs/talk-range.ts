import { distance, type Position } from '../shared/geometry.js';

/** Spec 01 §5 and §9: an NPC can be talked to within 1.5 tiles, edge included. */
export const NPC_TALK_RANGE_TILES = 1.5;

/** Both positions in tile units, so a diagonal neighbour (about 1.41) is in range. */
export function isWithinTalkRange(player: Position, npc: Position): boolean {
  return distance(player, npc) <= NPC_TALK_RANGE_TILES;
}

/** The closest NPC the player can talk to; on a tie, the first in the list. */
export function nearestNpcInRange<T extends { position: Position }>(player: Position, npcs: readonly T[]): T | null {
  let nearest: T | null = null;
  let nearestDistance = Infinity;
  for (const npc of npcs) {
    const d = distance(player, npc.position);
    if (d <= NPC_TALK_RANGE_TILES && d < nearestDistance) {
      nearest = npc;
      nearestDistance = d;
    }
  }
  return nearest;
}
