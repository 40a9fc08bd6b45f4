import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appMeta } from './schema.js';

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** Records the first start once; later starts leave it as it is. */
export async function recordFirstStart(db: Db, now: Date): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: 'first_started_at', value: now.toISOString() })
    .onConflictDoNothing({ target: appMeta.key });
  return (await getMeta(db, 'first_started_at')) ?? now.toISOString();
}
