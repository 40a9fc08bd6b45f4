import { GRID_PROBLEM_MESSAGES as M } from '../messages/tiles.js';
import { isTileCode } from './tile-codes.js';

/**
 * Every problem of a grid, not just the first: a map author fixes them all in one pass.
 * The input is unknown because grids also arrive from the server (world mapData).
 * An empty list means the grid is rectangular, non-empty and holds only tile codes 0–8.
 */
export function validateGrid(grid: unknown): string[] {
  if (!Array.isArray(grid)) return [M.notAList];
  if (grid.length === 0) return [M.noRows];

  const problems: string[] = [];
  const firstRow: unknown = grid[0];
  const expectedLength = Array.isArray(firstRow) ? firstRow.length : undefined;

  // Plain loops rather than forEach, so holes in sparse arrays are reported too.
  for (let y = 0; y < grid.length; y += 1) {
    const row: unknown = grid[y];
    if (!Array.isArray(row)) {
      problems.push(M.rowNotAList(y));
      continue;
    }
    if (row.length === 0) problems.push(M.rowEmpty(y));
    else if (expectedLength !== undefined && expectedLength > 0 && row.length !== expectedLength) {
      problems.push(M.ragged(y, row.length, expectedLength));
    }
    for (let x = 0; x < row.length; x += 1) {
      const value: unknown = row[x];
      if (typeof value !== 'number' || !Number.isInteger(value)) problems.push(M.notInteger(y, x, describe(value)));
      else if (!isTileCode(value)) problems.push(M.outOfRange(y, x, value));
    }
  }
  return problems;
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  return `a value of type ${typeof value}`;
}
