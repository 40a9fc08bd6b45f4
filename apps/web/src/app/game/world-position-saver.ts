import type { Position } from '@authentic/core';

/** How long the character stands still before its cell is sent: a walk sends one request, not one per step. */
export const WORLD_POSITION_SAVE_DELAY_MS = 1500;

/** A cell of a world, and the map of its document it is on. */
export type WorldCell = Position & { mapId?: string };

export interface WorldPositionSaver {
  /** The character stands here now (on this map of the world). */
  cellChanged(cell: WorldCell): void;
  /** Sends the last unsent cell now (keepalive when the page is going away). */
  flush(keepalive?: boolean): Promise<void>;
  /** Stops the timer; what is unsent stays unsent unless flushed first. */
  dispose(): void;
}

/**
 * Keeps the server told where the player stands in a world: the last cell, once the character has
 * stood still a moment, and at once when the page hides or the world is left. A failed send is
 * kept and tried again with the next cell.
 */
export function createWorldPositionSaver(
  send: (cell: WorldCell, keepalive: boolean) => Promise<unknown>,
): WorldPositionSaver {
  let pending: WorldCell | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = async (keepalive = false) => {
    stopTimer();
    const cell = pending;
    if (!cell) return;
    pending = null;
    try {
      await send(cell, keepalive);
    } catch {
      // Unsent: the next cell (or the next flush) tries again, unless a newer cell came meanwhile.
      pending ??= cell;
    }
  };
  return {
    cellChanged(cell) {
      // The map goes too (its document id), so a player on a second map comes back there.
      pending = cell.mapId === undefined ? { x: cell.x, y: cell.y } : { x: cell.x, y: cell.y, mapId: cell.mapId };
      stopTimer();
      timer = setTimeout(() => void flush(), WORLD_POSITION_SAVE_DELAY_MS);
    },
    flush,
    dispose: stopTimer,
  };
}
