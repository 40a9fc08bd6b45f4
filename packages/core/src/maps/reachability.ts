import type { Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';

/**
 * Which cells a character can walk to from start, as a mask indexed [y][x]. Portal tiles are
 * reached but not walked through: activating one leaves the map, so a portal is never the only way
 * into part of a map.
 */
export function reachableCells(grid: TileGrid, start: Position): boolean[][] {
  const seen = grid.map((row) => row.map(() => false));
  if (!isWalkableTile(tileAt(grid, start.x, start.y))) return seen;
  const queue: Position[] = [start];
  setCell(seen, start);
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (isPortalTile(tileAt(grid, next.x, next.y)) && next !== start) continue;
    for (const [dx, dy] of STEPS) {
      const cell = { x: next.x + dx, y: next.y + dy };
      if (!isWalkableTile(tileAt(grid, cell.x, cell.y)) || seen[cell.y]?.[cell.x]) continue;
      setCell(seen, cell);
      queue.push(cell);
    }
  }
  return seen;
}

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

function setCell(mask: boolean[][], cell: Position): void {
  const row = mask[cell.y];
  if (row) row[cell.x] = true;
}
