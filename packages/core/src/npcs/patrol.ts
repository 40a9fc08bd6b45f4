import { DIRECTION_DELTAS, type Area, type Direction, type Position } from '../shared/geometry.js';
import { randomInt, type Rng } from '../shared/rng.js';

/** What a patrol step needs of an NPC; map placements may carry more. */
export interface NpcPatrolState {
  position: Position;
  facing?: Direction;
}

/** How often a patrolling NPC pauses instead of stepping (decision 0115). */
export const NPC_PATROL_IDLE_CHANCE = 0.4;

const PATROL_DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];

function isInsidePatrolArea(position: Position, area: Area): boolean {
  return (
    position.x >= area.startX &&
    position.x < area.startX + area.width &&
    position.y >= area.startY &&
    position.y < area.startY + area.height
  );
}

/**
 * One patrol tick: pause now and then, otherwise step one cell in a random
 * direction, turning to the next direction clockwise when that cell is blocked
 * or outside the area. An NPC boxed in on all sides stays put.
 */
export function stepPatrol<T extends NpcPatrolState>(
  npc: T,
  patrolArea: Area,
  isWalkable: (position: Position) => boolean,
  rng: Rng,
): T {
  if (rng() < NPC_PATROL_IDLE_CHANCE) return npc;
  const first = randomInt(rng, 0, PATROL_DIRECTIONS.length - 1);
  for (let turn = 0; turn < PATROL_DIRECTIONS.length; turn += 1) {
    const direction = PATROL_DIRECTIONS[(first + turn) % PATROL_DIRECTIONS.length];
    if (!direction) continue;
    const delta = DIRECTION_DELTAS[direction];
    const next = { x: npc.position.x + delta.x, y: npc.position.y + delta.y };
    if (isInsidePatrolArea(next, patrolArea) && isWalkable(next)) return { ...npc, position: next, facing: direction };
  }
  return npc;
}

/**
 * One step of an NPC sent somewhere inside its patrol (a world story's `walk` tag, decision 0296):
 * the open neighbour that brings it nearest the goal, along the longer gap first. `arrived` once
 * there; `stuck` when no open cell of the patrol brings it nearer.
 */
export function stepToward<T extends NpcPatrolState>(
  npc: T,
  goal: Position,
  patrolArea: Area,
  isWalkable: (position: Position) => boolean,
): { npc: T; status: 'walking' | 'arrived' | 'stuck' } {
  const dx = goal.x - npc.position.x;
  const dy = goal.y - npc.position.y;
  if (dx === 0 && dy === 0) return { npc, status: 'arrived' };
  const across: Direction | null = dx > 0 ? 'right' : dx < 0 ? 'left' : null;
  const down: Direction | null = dy > 0 ? 'down' : dy < 0 ? 'up' : null;
  const order = Math.abs(dx) >= Math.abs(dy) ? [across, down] : [down, across];
  for (const direction of order) {
    if (!direction) continue;
    const delta = DIRECTION_DELTAS[direction];
    const next = { x: npc.position.x + delta.x, y: npc.position.y + delta.y };
    if (!isInsidePatrolArea(next, patrolArea) || !isWalkable(next)) continue;
    const moved = { ...npc, position: next, facing: direction };
    return { npc: moved, status: next.x === goal.x && next.y === goal.y ? 'arrived' : 'walking' };
  }
  return { npc, status: 'stuck' };
}
