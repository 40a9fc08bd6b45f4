import {
  isPortalTile,
  isWalkableTile,
  stepPatrol,
  stepToward,
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
  /** Where NPCs a story sent are going, by their index: they walk there instead of wandering (and arrive). */
  goals?: Map<number, Position>,
): PlacedNpc[] {
  const taken = (cell: Position) => npcs.some((npc) => npc.position.x === cell.x && npc.position.y === cell.y);
  return npcs.map((npc, index) => {
    if (!npc.patrolArea || npc.id === still) return npc;
    const free = (cell: Position) => {
      const tile = tileAt(grid, cell.x, cell.y);
      const onPlayer = cell.x === player.x && cell.y === player.y;
      return isWalkableTile(tile) && !isPortalTile(tile) && !onPlayer && !taken(cell);
    };
    const goal = goals?.get(index);
    if (!goal) return stepPatrol(npc, npc.patrolArea, free, rng);
    const step = stepToward(npc, goal, npc.patrolArea, free);
    // There, or no nearer open cell: the NPC wanders its patrol again.
    if (step.status !== 'walking') goals?.delete(index);
    return step.npc;
  });
}
