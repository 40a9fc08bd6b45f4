import { findWorld, type Db, type WorldEntry } from './seams.js';

/** How long a join trusts a world's row it read (its visibility, owner, published version). */
export const WORLD_KEPT_MS = 2000;
/** Past this many worlds kept for one database, the cache starts afresh rather than grow. */
const MAX_KEPT = 1000;

const kept = new WeakMap<Db, Map<string, { entry: WorldEntry | null; at: number }>>();

/**
 * A world's row as joins read it (decision 0261): a flood of `join` frames into one world reads
 * it once per WORLD_KEPT_MS, not once a frame. A publish or a world turning private forgets it at
 * once on every instance (`forgetWorld`, from the hub's publish and close, which the bus carries);
 * any other change (a world turning public, a rename) reaches joins within WORLD_KEPT_MS, as a
 * session's state does (decision 0221).
 */
export async function cachedWorld(db: Db, worldId: string, nowMs = Date.now()): Promise<WorldEntry | null> {
  let worlds = kept.get(db);
  if (!worlds) kept.set(db, (worlds = new Map()));
  const hit = worlds.get(worldId);
  if (hit && nowMs - hit.at < WORLD_KEPT_MS) return hit.entry;
  const entry = await findWorld(db, worldId);
  if (worlds.size >= MAX_KEPT && !worlds.has(worldId)) worlds.clear();
  worlds.set(worldId, { entry, at: nowMs });
  return entry;
}

/** The world changed (a publish, a visibility change): the next join reads it again. */
export function forgetWorld(db: Db, worldId: string): void {
  kept.get(db)?.delete(worldId);
}
