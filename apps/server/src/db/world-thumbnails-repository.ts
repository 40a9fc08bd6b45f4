import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { worldThumbnails } from './schema.js';

export interface StoredThumbnail {
  version: number;
  png: Buffer;
  etag: string;
}

/** The world's thumbnail as stored (the latest rendered), or undefined. */
export async function readThumbnail(db: Db, worldId: string): Promise<StoredThumbnail | undefined> {
  const [row] = await db
    .select({ version: worldThumbnails.version, png: worldThumbnails.png, etag: worldThumbnails.etag })
    .from(worldThumbnails)
    .where(eq(worldThumbnails.worldId, worldId));
  return row;
}

/**
 * Keeps this thumbnail as the world's one: it replaces an older version's, never a newer one's (a
 * slow render of a version since replaced does not win). False when the world is gone.
 */
export async function storeThumbnail(db: Db, worldId: string, thumbnail: StoredThumbnail): Promise<boolean> {
  try {
    await db
      .insert(worldThumbnails)
      .values({ worldId, ...thumbnail })
      .onConflictDoUpdate({
        target: worldThumbnails.worldId,
        set: { version: thumbnail.version, png: thumbnail.png, etag: thumbnail.etag },
        setWhere: sql`${worldThumbnails.version} <= ${thumbnail.version}`,
      });
    return true;
  } catch (error) {
    // 23503: the world was deleted while its thumbnail was rendered.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23503') return false;
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') return false;
    throw error;
  }
}
