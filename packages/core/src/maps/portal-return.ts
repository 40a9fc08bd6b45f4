import type { Position } from '../shared/geometry.js';
import { isPortalTile, isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';

/** Where a mini-game was opened from: leaving it puts the character back there, beside the portal. */
export interface MiniGameOrigin<M extends string> {
  mapId: M;
  /** The cell the game was opened on (a portal, or wherever level 4 was entered). */
  position: Position;
  /** The cell the character stood on before it. */
  previous: Position;
}

const NEIGHBOURS: readonly Position[] = [
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: -1 },
];

/**
 * The cell beside a portal to come back to: the one the character stepped from when it is a
 * neighbour one can stand on, else the first free neighbour (below, left, right, above); a cell
 * that is no portal is its own answer.
 */
export function cellBesidePortal(grid: TileGrid, portal: Position, previous: Position): Position {
  const standable = (cell: Position) => {
    const tile = tileAt(grid, cell.x, cell.y);
    return isWalkableTile(tile) && !isPortalTile(tile);
  };
  if (standable(portal)) return { ...portal };
  const adjacent = Math.abs(previous.x - portal.x) + Math.abs(previous.y - portal.y) === 1;
  if (adjacent && standable(previous)) return { ...previous };
  for (const offset of NEIGHBOURS) {
    const cell = { x: portal.x + offset.x, y: portal.y + offset.y };
    if (standable(cell)) return cell;
  }
  return { ...portal };
}
