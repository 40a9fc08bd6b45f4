import { stepToward, type PlacedNpc, type Position } from '@authentic/core';
import type { NpcSteer } from '../../features/game/engine/game-types';

/** Of the NPCs with this catalogue id, the index of the one standing nearest `near` (-1: none). */
export function nearestNpcIndex(npcs: readonly PlacedNpc[], id: string, near: Position): number {
  let best = -1;
  let bestDistance = Infinity;
  npcs.forEach((npc, index) => {
    const d = Math.abs(npc.position.x - near.x) + Math.abs(npc.position.y - near.y);
    if (npc.id === id && d < bestDistance) [best, bestDistance] = [index, d];
  });
  return best;
}

/**
 * Where a world story's `walk` tags sent its characters (decision 0296): each walks there within its
 * patrol, a patrol step at a time, then wanders again. Kept beside the store (its `steer`), for the
 * map they were sent on only.
 */
export function storyWalks() {
  const goals = new Map<number, Position>();
  let goalsMap: string | null = null;
  const steer: NpcSteer = (npc, index, free, mapId) => {
    // Another map's NPCs are others: where the last map's were sent means nothing here.
    if (goalsMap !== mapId) goals.clear();
    const goal = goals.get(index);
    if (!goal || !npc.patrolArea) return null;
    const step = stepToward(npc, goal, npc.patrolArea, free);
    // There, or no nearer open cell: it wanders its patrol again.
    if (step.status !== 'walking') goals.delete(index);
    return step.npc;
  };
  return {
    steer,
    /** Of the NPCs with this id on map `mapId`, the one nearest `near` walks to `to`. */
    walk(mapId: string, npcs: readonly PlacedNpc[], id: string, near: Position, to: Position) {
      const best = nearestNpcIndex(npcs, id, near);
      if (best < 0) return;
      if (goalsMap !== mapId) goals.clear();
      goalsMap = mapId;
      goals.set(best, { x: to.x, y: to.y });
    },
  };
}

export type StoryWalks = ReturnType<typeof storyWalks>;
