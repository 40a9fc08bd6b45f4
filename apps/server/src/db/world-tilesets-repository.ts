import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { worlds, worldTilesets } from './schema.js';

/** A world's tileset image (issue 36): its row; the file is /uploads/<upload>. */
export type WorldTilesetRow = typeof worldTilesets.$inferSelect;

/** Where a tileset's file is served. */
export const tilesetUrl = (upload: string): string => `/uploads/${upload}`;

/** How many tileset images the world holds. */
export async function countWorldTilesets(db: Db, worldId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(worldTilesets).where(eq(worldTilesets.worldId, worldId));
  return Number(row?.n ?? 0);
}

/**
 * Adds a tileset to the world unless it holds `max` already ('full'). The world's row is locked
 * while they are counted, so two uploads racing for the last place are counted one after the other.
 */
export async function insertWorldTileset(
  db: Db,
  tileset: Pick<WorldTilesetRow, 'worldId' | 'userId' | 'upload' | 'name' | 'width' | 'height' | 'bytes'>,
  max: number,
): Promise<WorldTilesetRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: worlds.id }).from(worlds).where(eq(worlds.id, tileset.worldId)).for('update');
    if ((await countWorldTilesets(tx, tileset.worldId)) >= max) return 'full';
    const [row] = await tx.insert(worldTilesets).values(tileset).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** The world's tileset images, oldest first. */
export async function listWorldTilesets(db: Db, worldId: string): Promise<WorldTilesetRow[]> {
  return db
    .select()
    .from(worldTilesets)
    .where(eq(worldTilesets.worldId, worldId))
    .orderBy(asc(worldTilesets.createdAt), asc(worldTilesets.id));
}

/** Deletes one of the world's tileset rows; answers it (its file is the caller's to remove), or undefined. */
export async function deleteWorldTileset(db: Db, worldId: string, id: string): Promise<WorldTilesetRow | undefined> {
  const [row] = await db
    .delete(worldTilesets)
    .where(and(eq(worldTilesets.worldId, worldId), eq(worldTilesets.id, id)))
    .returning();
  return row;
}

/**
 * What a world-document save checks a document's tilesets against: every one it names must be
 * this world's and not hidden.
 */
export async function tilesetsOfWorld(
  db: Db,
  worldId: string,
): Promise<{ id: string; url: string; width: number; height: number; name: string; hidden: boolean }[]> {
  const rows = await listWorldTilesets(db, worldId);
  return rows.map(({ id, upload, width, height, name, hidden }) => ({
    id,
    url: tilesetUrl(upload),
    width,
    height,
    name,
    hidden,
  }));
}

/** The files of these worlds' tilesets (before the worlds are deleted: the rows go with them). */
export async function tilesetFilesOfWorlds(db: Db, worldIds: readonly string[]): Promise<string[]> {
  if (worldIds.length === 0) return [];
  const rows = await db
    .select({ upload: worldTilesets.upload })
    .from(worldTilesets)
    .where(inArray(worldTilesets.worldId, [...worldIds]));
  return rows.map((row) => tilesetUrl(row.upload));
}

/** Whether this upload is a tileset a moderator hid: its file is then not served. */
export async function isHiddenTilesetUpload(db: Db, upload: string): Promise<boolean> {
  const [row] = await db
    .select({ hidden: worldTilesets.hidden })
    .from(worldTilesets)
    .where(eq(worldTilesets.upload, upload));
  return row?.hidden === true;
}

/** A tileset as a report or the moderators' queue sees it: with the world it is in and its owner. */
export async function findTileset(
  db: Db,
  id: string,
): Promise<Pick<WorldTilesetRow, 'id' | 'worldId' | 'userId' | 'name' | 'upload' | 'hidden'> | undefined> {
  const [row] = await db
    .select({
      id: worldTilesets.id,
      worldId: worldTilesets.worldId,
      userId: worldTilesets.userId,
      name: worldTilesets.name,
      upload: worldTilesets.upload,
      hidden: worldTilesets.hidden,
    })
    .from(worldTilesets)
    .where(eq(worldTilesets.id, id));
  return row;
}

/** Every tileset of these ids still there, by id (the moderators' queue). */
export async function reportedTilesets(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; url: string; hidden: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: worldTilesets.id,
      name: worldTilesets.name,
      upload: worldTilesets.upload,
      hidden: worldTilesets.hidden,
    })
    .from(worldTilesets)
    .where(inArray(worldTilesets.id, [...ids]));
  return new Map(rows.map(({ upload, ...row }) => [row.id, { ...row, url: tilesetUrl(upload) }]));
}

/** Hides or shows a tileset (inside a moderator's transaction); false when it is gone. */
export async function setTilesetHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(worldTilesets)
    .set({ hidden })
    .where(eq(worldTilesets.id, id))
    .returning({ id: worldTilesets.id });
  return rows.length > 0;
}
