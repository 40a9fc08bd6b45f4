import type { MapAtlas } from '../worlds/atlas.js';
import { DIRECTION_DELTAS, type Position } from '../shared/geometry.js';
import { tileAt } from '../tiles/tile-codes.js';

/**
 * A player's doors: for a cell of a map, true when a story opened it, false when a story closed it,
 * undefined where no story said anything (the map's own tile decides).
 */
export type DoorAt<M extends string = string> = (mapId: M, cell: Position) => boolean | undefined;

/** The key of a door in a player's door map: its map and cell. */
export const doorKey = (mapId: string, { x, y }: Position): string => `${mapId}:${x},${y}`;

/**
 * The cells a story's `open` tags name, whatever the map (a save refuses a computed tag, so every
 * tag stands in the source as written). The live-presence server lets anyone step on them.
 */
export function storyDoorCells(source: string | undefined): Position[] {
  if (!source) return [];
  const cells: Position[] = [];
  for (const match of source.matchAll(/#\s*open\s*:\s*(\d+)\s*,\s*(\d+)/gi)) {
    cells.push({ x: Number(match[1]), y: Number(match[2]) });
  }
  return cells;
}

/**
 * The same atlas with doors: a step onto an open door goes in whatever its tile, a step onto a
 * closed one is refused as a wall is (decision 0296). Portals, edges and everything else are the atlas's own.
 */
export function withDoors<M extends string>(atlas: MapAtlas<M>, doorAt: DoorAt<M>): MapAtlas<M> {
  return {
    ...atlas,
    move(mapId, position, direction) {
      const delta = DIRECTION_DELTAS[direction];
      const target = { x: position.x + delta.x, y: position.y + delta.y };
      const tile = tileAt(atlas.grid(mapId), target.x, target.y);
      const door = tile === undefined ? undefined : doorAt(mapId, target);
      if (door === true) return { ok: true, mapId, position: target, changedMap: false };
      if (door === false) return { ok: false, reason: 'tile', tile: tile! };
      return atlas.move(mapId, position, direction);
    },
  };
}
