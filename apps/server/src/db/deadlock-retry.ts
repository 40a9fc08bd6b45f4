import type { Db } from './client.js';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const TRIES = 4;

/** Whether an error (or a cause Drizzle wrapped it in) says the transaction lost a lock race. */
export function isLockConflict(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1, e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * On PostgreSQL, two transactions that lock the same rows in opposite orders deadlock and the
 * server aborts one (an account's deletion against a save of one of its worlds, issue 33). The
 * aborted one is run again here, a few times with a short random pause, and then sees the world as
 * the winner left it (an account gone is a 401 or 404, never a 500). Transaction bodies only touch
 * the database, so running one again is safe. PGlite has one connection and never deadlocks.
 */
export function retryDeadlocks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (body, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(body, config);
      } catch (error) {
        if (attempt >= TRIES || !isLockConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  };
  db.transaction = retrying;
  return db;
}
