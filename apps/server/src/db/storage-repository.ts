import { count, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { uploads, users, worldVersions, worlds } from './schema.js';

/**
 * One storage per player (decision 0260): their uploaded files and every kept version of their
 * worlds count against the same quota (UPLOAD_QUOTA_MB). A version counts what the database
 * stores for it (pg_column_size: the document as compressed on disk), which it knows without
 * reading the document back.
 */
export async function worldDocBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(pg_column_size(${worldVersions.doc})), 0)::bigint` })
    .from(worldVersions)
    .innerJoin(worlds, eq(worlds.id, worldVersions.worldId))
    .where(eq(worlds.ownerId, ownerId));
  return Number(row?.total ?? 0);
}

/** The bytes a player's uploads and world versions take together. */
export async function storedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0) + (await worldDocBytes(db, userId));
}

/**
 * Locks the player's row for the transaction, so what adds to their storage or their worlds
 * (uploads, saves, creates) is counted one after the other and never passes a limit together.
 * False when the player is gone.
 */
export async function lockPlayer(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** How many worlds a player keeps. */
export async function countWorlds(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(worlds).where(eq(worlds.ownerId, ownerId));
  return Number(row?.n ?? 0);
}
