import { DIRECTION_DELTAS, type Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';
import { PRESENCE_LIMITS } from './protocol.js';
import { WALK_STEP_MS } from './pace.js';

const NEIGHBOURS = Object.values(DIRECTION_DELTAS);

/**
 * True when `to` is at most `maxSteps` steps from `from` on this grid, walking walkable cells only and
 * never through a portal (stepping on one would have taken the player on); `to` itself may be one.
 * The search never looks past `maxSteps` from `from`, so its cost is bounded by that, not the map.
 */
export function walkableWithin(grid: TileGrid, from: Position, to: Position, maxSteps: number): boolean {
  if (from.x === to.x && from.y === to.y) return true;
  if (maxSteps < 1 || !isWalkableTile(tileAt(grid, to.x, to.y))) return false;
  if (Math.abs(from.x - to.x) + Math.abs(from.y - to.y) > maxSteps) return false;
  const seen = new Set<string>([`${from.x},${from.y}`]);
  let ring: Position[] = [from];
  for (let steps = 1; steps <= maxSteps && ring.length > 0; steps += 1) {
    const next: Position[] = [];
    for (const cell of ring) {
      for (const delta of NEIGHBOURS) {
        const x = cell.x + delta.x;
        const y = cell.y + delta.y;
        if (x === to.x && y === to.y) return true;
        const key = `${x},${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const tile = tileAt(grid, x, y);
        if (isWalkableTile(tile) && !isPortalTile(tile)) next.push({ x, y });
      }
    }
    ring = next;
  }
  return false;
}

/**
 * How many steps a player could have walked since `sinceMs` (one per WALK_STEP_MS), at most
 * PRESENCE_LIMITS.joinWalkCells; 0 when the time is unknown or in the future.
 */
export function stepsWalkableSince(sinceMs: number | undefined, nowMs: number): number {
  if (sinceMs === undefined || !(nowMs > sinceMs)) return 0;
  return Math.min(PRESENCE_LIMITS.joinWalkCells, Math.floor((nowMs - sinceMs) / WALK_STEP_MS));
}
