import { ARTIFACT_API_MESSAGES, formatArtifactPlacement } from '../messages/artifacts.js';
import type { Position } from '../shared/geometry.js';
import { randomInt, type Rng } from '../shared/rng.js';
import { isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';

/**
 * Decision 0220: an artifact lies on a walkable cell of a real map. The server checks a given cell
 * with `artifactPlacementProblem` and picks one with `randomWalkableCell` when none is given.
 */
export interface PlacementMap {
  /** The map's name as players read it, for the messages. */
  name: string;
  grid: TileGrid;
}

export function walkableCells(grid: TileGrid): Position[] {
  const cells: Position[] = [];
  grid.forEach((row, y) =>
    row.forEach((tile, x) => {
      if (isWalkableTile(tile)) cells.push({ x, y });
    }),
  );
  return cells;
}

/** What is wrong with putting an artifact on this cell, or null when it may lie there. */
export function artifactPlacementProblem(map: PlacementMap, cell: Position): string | null {
  const height = map.grid.length;
  const width = map.grid[0]?.length ?? 0;
  const { x, y } = cell;
  if (x < 0 || y < 0 || x >= width || y >= height) {
    return formatArtifactPlacement(ARTIFACT_API_MESSAGES.outsideMap, {
      map: map.name,
      x,
      y,
      maxX: width - 1,
      maxY: height - 1,
    });
  }
  if (!isWalkableTile(tileAt(map.grid, x, y))) {
    return formatArtifactPlacement(ARTIFACT_API_MESSAGES.notWalkable, { map: map.name, x, y });
  }
  return null;
}

/** A random walkable cell of the map (every map has some: map checks guarantee a start cell). */
export function randomWalkableCell(grid: TileGrid, rng: Rng): Position {
  const cells = walkableCells(grid);
  const cell = cells[randomInt(rng, 0, cells.length - 1)];
  if (!cell) throw new Error('A map without a walkable cell');
  return cell;
}
