import { nearestFreeCell, type TileGrid, type Walker } from '@authentic/core';
import type { Room } from './rooms.js';

/**
 * Where a newcomer joining a room stands (issue 34): on their cell, unless someone there already
 * stands on it, then on the nearest free walkable cell (core's nearestFreeCell), so two players
 * arriving on one cell (the spawn, a shared link) never hide each other. Others on other
 * instances count too, as far as their rosters told this one; the same account's other sockets
 * do not.
 */
export function standAside(
  room: Room | undefined,
  grid: TileGrid,
  walker: Walker<string>,
  userId: string | null,
): Walker<string> {
  if (!room || room.size === 0) return walker;
  // One's own other tabs are not someone else: they may share the cell.
  const others = room.members().filter((member) => userId === null || member.userId !== userId);
  const taken = new Set(others.map((member) => `${member.x},${member.y}`));
  const cell = nearestFreeCell(grid, walker.position, (x, y) => taken.has(`${x},${y}`));
  if (cell.x === walker.position.x && cell.y === walker.position.y) return walker;
  return { ...walker, position: cell, previous: { ...cell } };
}
