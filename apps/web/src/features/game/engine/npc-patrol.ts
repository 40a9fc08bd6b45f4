import {
  isPortalTile,
  isWalkableTile,
  stepPatrol,
  tileAt,
  type PlacedNpc,
  type Position,
  type Rng,
  type TileGrid,
} from '@authentic/core';

/**
 * One patrol decision for every wandering NPC: never onto the character, a portal, an obstacle or
 * another NPC (each NPC sees the others where they stood before this step). The one named `still`
 * (in conversation with the character) stays where they stand.
 */
export function patrolNpcs(
  npcs: readonly PlacedNpc[],
  grid: TileGrid,
  player: Position,
  rng: Rng,
  still?: string,
  /** The world's own step for an NPC it sends somewhere (null: it wanders). */
  steer?: (npc: PlacedNpc, index: number, free: (cell: Position) => boolean) => PlacedNpc | null,
): PlacedNpc[] {
  const taken = (cell: Position) => npcs.some((npc) => npc.position.x === cell.x && npc.position.y === cell.y);
  return npcs.map((npc, index) => {
    if (!npc.patrolArea || npc.id === still) return npc;
    const free = (cell: Position) => {
      const tile = tileAt(grid, cell.x, cell.y);
      const onPlayer = cell.x === player.x && cell.y === player.y;
      return isWalkableTile(tile) && !isPortalTile(tile) && !onPlayer && !taken(cell);
    };
    return steer?.(npc, index, free) ?? stepPatrol(npc, npc.patrolArea, free, rng);
  });
}
