/**
 * The game's own notices over the map — 'Welcome to …' on arrival and '… added to your inventory'
 * on a pickup — one at a time, oldest first (decision 0219). Pure: the hook times them.
 */
export interface GameNotice {
  id: number;
  kind: 'arrival' | 'pickup' | 'presence';
  text: string;
  /** The store's banner id of an arrival, cleared in the store when it is done. */
  bannerId?: number;
}

/** How long each shows: an arrival about 3 s and a 1 s fade (the CSS animation), a pickup 3 s, a live-presence notice 4 s. */
export const NOTICE_MS: Readonly<Record<GameNotice['kind'], number>> = { arrival: 4000, pickup: 3000, presence: 4000 };

/**
 * Adds a notice at the end. A new arrival makes older arrivals stale (running through three portals
 * greets only the last map), so they leave the queue, even the one showing.
 */
export function enqueueNotice(queue: readonly GameNotice[], notice: GameNotice): readonly GameNotice[] {
  const kept = notice.kind === 'arrival' ? queue.filter((item) => item.kind !== 'arrival') : queue;
  return [...kept, notice];
}

export function dismissNotice(queue: readonly GameNotice[], id: number): readonly GameNotice[] {
  return queue.filter((item) => item.id !== id);
}
