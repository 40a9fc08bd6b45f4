import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { storedBytes } from './storage-repository.js';
import { uploads, uploadVolume, users } from './schema.js';

export type RecordUploadResult = 'recorded' | 'quota' | 'daily';

export interface UploadLimits {
  /** What one player's files and world versions may take together (decisions 0226, 0260). */
  quotaBytes: number;
  /** What may be uploaded from one address in one UTC day (decision 0234). */
  addressDailyBytes: number;
}

/**
 * Records a file of this player if it fits in their quota and in the day's cap of the address it
 * came from; says which it would not fit otherwise. The player's row is locked while their total
 * is summed, so uploads racing each other are counted one after the other and never pass it
 * together; the address's day total rises in one conditional upsert.
 */
export async function recordUpload(
  db: Db,
  upload: { name: string; userId: string; bytes: number; address: string },
  limits: UploadLimits,
  now: Date,
): Promise<RecordUploadResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    // One storage for files and world versions (decision 0260).
    if ((await storedBytes(tx, upload.userId)) + upload.bytes > limits.quotaBytes) return 'quota';
    if (upload.bytes > limits.addressDailyBytes) return 'daily';
    const day = now.toISOString().slice(0, 10);
    const counted = await tx
      .insert(uploadVolume)
      .values({ address: upload.address, day, bytes: upload.bytes })
      .onConflictDoUpdate({
        target: [uploadVolume.address, uploadVolume.day],
        set: { bytes: sql`${uploadVolume.bytes} + excluded.bytes` },
        setWhere: sql`${uploadVolume.bytes} + excluded.bytes <= ${limits.addressDailyBytes}`,
      })
      .returning({ bytes: uploadVolume.bytes });
    if (counted.length === 0) return 'daily';
    await tx.insert(uploads).values({ name: upload.name, userId: upload.userId, bytes: upload.bytes });
    return 'recorded';
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
