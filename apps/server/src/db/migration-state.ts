import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import type { Db } from './client.js';

let committed: number | undefined;

/** How many migrations this build carries (drizzle-kit's journal, read once). */
export function committedMigrations(): number {
  committed ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return committed;
}

/**
 * One round-trip that proves the database answers and says whether every migration this build
 * carries is applied (drizzle's own table, kept by both drivers). More is fine: a newer instance
 * migrated ahead during a rolling upgrade.
 */
export async function migrationState(db: Db): Promise<'done' | 'pending'> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const applied = (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
  return applied >= committedMigrations() ? 'done' : 'pending';
}
