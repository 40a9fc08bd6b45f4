import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { uploads, users } from './schema.js';

/**
 * Records a file of this player if it fits in their quota; false when it does
 * not. The player's row is locked while their total is summed, so uploads
 * racing each other are counted one after the other and never pass it together.
 */
export async function recordUpload(
  db: Db,
  upload: { name: string; userId: string; bytes: number },
  quotaBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    const [used] = await tx
      .select({ total: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
      .from(uploads)
      .where(eq(uploads.userId, upload.userId));
    if (Number(used?.total ?? 0) + upload.bytes > quotaBytes) return false;
    await tx.insert(uploads).values(upload);
    return true;
  });
}

export async function deleteUploadRecord(db: Db, name: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.name, name));
}

/** The bytes this player's files take. */
export async function uploadedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}
