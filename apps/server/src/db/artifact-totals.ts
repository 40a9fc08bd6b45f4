import type { Db } from './client.js';

/**
 * A list's total is a count over every matching row: on 100,000 artifacts the
 * dearest part of a list read by far. Totals are kept per filter for a
 * moment. Any artifact write through this process forgets them at once, so a
 * player always sees their own change; a write elsewhere (another instance on
 * the same PostgreSQL, a changed friends list) shows within TOTAL_TTL_MS.
 */
export const TOTAL_TTL_MS = 2000;
/** Keys include the viewer: past this many the cache starts afresh rather than grow. */
const MAX_KEPT = 10_000;

interface KeptTotal {
  total: number;
  at: number;
  generation: number;
}

interface Totals {
  generation: number;
  kept: Map<string, KeptTotal>;
}

const byDatabase = new WeakMap<Db, Totals>();

function totalsOf(db: Db): Totals {
  let totals = byDatabase.get(db);
  if (!totals) {
    totals = { generation: 0, kept: new Map() };
    byDatabase.set(db, totals);
  }
  return totals;
}

/** Called by every repository write that can change which artifacts a list holds. */
export function forgetArtifactTotals(db: Db): void {
  const totals = totalsOf(db);
  totals.generation += 1;
  totals.kept.clear();
}

export async function keptTotal(db: Db, key: string, now: number, count: () => Promise<number>): Promise<number> {
  const totals = totalsOf(db);
  const hit = totals.kept.get(key);
  if (hit && hit.generation === totals.generation && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const generation = totals.generation;
  const total = await count();
  // A count that overlapped a write may be out of date: answer it, but do not keep it.
  if (generation === totals.generation) {
    if (totals.kept.size >= MAX_KEPT) totals.kept.clear();
    totals.kept.set(key, { total, at: now, generation });
  }
  return total;
}
