import { MAP_MESSAGES } from '../messages/maps.js';
import type { Direction, Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { BUILT_IN_MAP_NAMES, type BuiltInMapId } from './map-ids.js';
import type { MapDestination } from './map-types.js';

/** Left and right neighbours of the three overworlds (spec 01 §2: overworld ↔ overworld2 ↔ overworld3). */
export const EDGE_NEIGHBOURS: Readonly<Partial<Record<BuiltInMapId, { left?: BuiltInMapId; right?: BuiltInMapId }>>> = {
  overworld: { right: 'overworld2' },
  overworld2: { left: 'overworld', right: 'overworld3' },
  overworld3: { left: 'overworld2' },
};

/**
 * Walking off the left or right edge of an overworld: the character keeps the row and enters the
 * neighbour at its opposite edge. Null when the move does not leave the map that way, when there is
 * no neighbour, or when the neighbour's edge column has nowhere to stand.
 */
export function edgeTransition(mapId: BuiltInMapId, position: Position, direction: Direction): MapDestination | null {
  if (direction !== 'left' && direction !== 'right') return null;
  const width = BUILT_IN_MAPS[mapId].data[0]?.length ?? 0;
  const leaving = direction === 'left' ? position.x === 0 : position.x === width - 1;
  const neighbour = EDGE_NEIGHBOURS[mapId]?.[direction];
  if (!leaving || !neighbour) return null;
  const grid = BUILT_IN_MAPS[neighbour].data;
  const column = direction === 'left' ? (grid[0]?.length ?? 0) - 1 : 0;
  const arrival = nearestLandingCell(grid, column, position.y);
  return arrival ? { mapId: neighbour, arrival, banner: MAP_MESSAGES.welcome(BUILT_IN_MAP_NAMES[neighbour]) } : null;
}

/**
 * The cell of a column nearest to a row where a character can land: walkable and not a portal.
 * A row outside the grid counts as its nearest row. Ties go to the upper cell; null when the column
 * has no such cell (decision 0105).
 */
export function nearestLandingCell(grid: TileGrid, column: number, row: number): Position | null {
  const start = Math.min(Math.max(row, 0), grid.length - 1);
  const canLand = (y: number): boolean => {
    const tile = tileAt(grid, column, y);
    return isWalkableTile(tile) && !isPortalTile(tile);
  };
  for (let offset = 0; offset < grid.length; offset += 1) {
    for (const y of [start - offset, start + offset]) {
      if (canLand(y)) return { x: column, y };
    }
  }
  return null;
}
