import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MapType, WorldVisibility } from '@authentic/core';
import type { Db } from './client.js';
import { countWorlds, lockPlayer } from './storage-repository.js';
import { users, worlds } from './schema.js';

export type WorldRow = typeof worlds.$inferSelect;
export interface WorldEntry {
  world: WorldRow;
  creator: { id: string; username: string } | null;
}

const entryColumns = {
  world: worlds,
  creatorId: users.id,
  creatorName: users.username,
};

function toEntry(row: { world: WorldRow; creatorId: string | null; creatorName: string | null }): WorldEntry {
  const creator =
    row.creatorId !== null && row.creatorName !== null ? { id: row.creatorId, username: row.creatorName } : null;
  return { world: row.world, creator };
}

/** A world's visibility from its two columns (decision 0266): private whenever it is not public. */
export function visibilityOf(world: Pick<WorldRow, 'isPublic' | 'listed'>): WorldVisibility {
  if (!world.isPublic) return 'private';
  return world.listed ? 'public' : 'unlisted';
}

/** The columns a visibility sets (private keeps `listed` as it was: it means nothing then). */
export function visibilityColumns(
  visibility: WorldVisibility,
): Pick<WorldRow, 'isPublic'> & Partial<Pick<WorldRow, 'listed'>> {
  if (visibility === 'private') return { isPublic: false };
  return { isPublic: true, listed: visibility === 'public' };
}

export async function createWorld(
  db: Db,
  values: {
    ownerId: string;
    name: string;
    description: string;
    mapType: MapType;
    isPublic: boolean;
    listed?: boolean;
  },
): Promise<WorldRow> {
  const [row] = await db.insert(worlds).values(values).returning();
  if (!row) throw new Error('world insert returned nothing');
  return row;
}

/**
 * Creates the world unless its owner already keeps `maxWorlds` (decision 0260): 'limit' then, and
 * 'gone' when the owner's account is. The owner's row is locked while their worlds are counted,
 * so racing creates never pass the cap together.
 */
export async function createWorldWithin(
  db: Db,
  values: Parameters<typeof createWorld>[1],
  maxWorlds: number,
): Promise<WorldRow | 'limit' | 'gone'> {
  return db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, values.ownerId))) return 'gone' as const;
    if ((await countWorlds(tx, values.ownerId)) >= maxWorlds) return 'limit' as const;
    return createWorld(tx, values);
  });
}

/** One world with its creator, or null. */
export async function findWorld(db: Db, id: string): Promise<WorldEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(worlds)
    .leftJoin(users, eq(users.id, worlds.ownerId))
    .where(eq(worlds.id, id));
  return row ? toEntry(row) : null;
}

/** A player's worlds, newest first. */
export async function listWorldsOf(db: Db, ownerId: string): Promise<WorldEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(worlds)
    .leftJoin(users, eq(users.id, worlds.ownerId))
    .where(eq(worlds.ownerId, ownerId))
    .orderBy(desc(worlds.createdAt), desc(worlds.id));
  return rows.map(toEntry);
}

/** Changes the owner's world; null when it is not theirs (or gone). */
export async function updateWorld(
  db: Db,
  id: string,
  ownerId: string,
  changes: Partial<Pick<WorldRow, 'name' | 'description' | 'isPublic' | 'listed'>>,
): Promise<WorldRow | null> {
  const [row] = await db
    .update(worlds)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(worlds.id, id), eq(worlds.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/** Deletes the owner's world; false when it is not theirs (or gone). */
export async function deleteWorld(db: Db, id: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(worlds)
    .where(and(eq(worlds.id, id), eq(worlds.ownerId, ownerId)))
    .returning({ id: worlds.id });
  return rows.length > 0;
}

/** Who owns each of these worlds and whether it is public, in one query; a deleted world is absent. */
export async function worldsAccess(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { ownerId: string; isPublic: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: worlds.id, ownerId: worlds.ownerId, isPublic: worlds.isPublic })
    .from(worlds)
    .where(inArray(worlds.id, [...ids]));
  return new Map(rows.map(({ id, ...access }) => [id, access]));
}
