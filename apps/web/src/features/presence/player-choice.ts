import type { Position } from '@authentic/core';
import type { RemotePlayer } from './remote-players';

/** Which other player is chosen on the map (a ring round them) and whether their card is open. */
export interface PlayerChoiceState {
  handle: string | null;
  cardOpen: boolean;
}

/**
 * The chosen player, outside React (the renderer reads it each frame to draw the ring; panels
 * through useSyncExternalStore). N chooses the next player nearby, Enter or a click opens the card.
 */
export function createPlayerChoice() {
  let state: PlayerChoiceState = { handle: null, cardOpen: false };
  const listeners = new Set<() => void>();
  const set = (next: PlayerChoiceState) => {
    if (next.handle === state.handle && next.cardOpen === state.cardOpen) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    choose: (handle: string | null) => set({ handle, cardOpen: false }),
    open: (handle: string) => set({ handle, cardOpen: true }),
    close: () => set({ ...state, cardOpen: false }),
    clear: () => set({ handle: null, cardOpen: false }),
  };
}

export type PlayerChoice = ReturnType<typeof createPlayerChoice>;

const distance = (a: Position, b: Position) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * The player N chooses next: everyone else on the map from the nearest out (ties by name), the one
 * after the current choice, round to the nearest again after the farthest; null when nobody is here.
 */
export function nextNearby(
  players: readonly RemotePlayer[],
  here: Position,
  current: string | null,
): RemotePlayer | null {
  const order = [...players].sort(
    (a, b) => distance(a, here) - distance(b, here) || a.name.localeCompare(b.name) || a.handle.localeCompare(b.handle),
  );
  if (order.length === 0) return null;
  const at = order.findIndex((player) => player.handle === current);
  return order[(at + 1) % order.length] ?? null;
}
