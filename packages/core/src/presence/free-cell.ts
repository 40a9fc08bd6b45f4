import type { Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';

/** How many cells the search looks at, at most: a crowded map never makes a join cost more. */
export const FREE_CELL_SEARCH_LIMIT = 1024;

const NEIGHBOURS: readonly Position[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/**
 * The walkable cell nearest `from` (by steps, walking through walkable cells only, so never
 * behind a wall) that nobody stands on (`taken`) and that is not a portal (standing on one would
 * take the player on at their first step). `from` itself when it is free. When every cell within
 * FREE_CELL_SEARCH_LIMIT is taken, `from` (two players may share a cell, as before). Used when a
 * newcomer arrives where someone stands (issue 34) and when a friend joins a friend.
 */
export function nearestFreeCell(
  grid: TileGrid,
  from: Position,
  taken: (x: number, y: number) => boolean,
  limit: number = FREE_CELL_SEARCH_LIMIT,
): Position {
  if (!taken(from.x, from.y)) return { ...from };
  const seen = new Set<string>([`${from.x},${from.y}`]);
  const queue: Position[] = [from];
  for (let head = 0; head < queue.length && seen.size <= limit; head += 1) {
    const cell = queue[head]!;
    for (const delta of NEIGHBOURS) {
      const x = cell.x + delta.x;
      const y = cell.y + delta.y;
      const key = `${x},${y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tile = tileAt(grid, x, y);
      if (!isWalkableTile(tile)) continue;
      if (!isPortalTile(tile) && !taken(x, y)) return { x, y };
      queue.push({ x, y });
    }
  }
  return { ...from };
}
