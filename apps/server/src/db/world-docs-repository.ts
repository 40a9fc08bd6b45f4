import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { WORLD_BUILDER_LIMITS, type WorldDoc } from '@authentic/core';
import type { Db } from './client.js';
import { canonicalJson } from './canonical-json.js';
import { lockPlayer, storedBytes } from './storage-repository.js';
import { worldPositions, worldVersions, worlds } from './schema.js';

/** A world's saved version. */
export interface WorldVersionRow {
  number: number;
  savedAt: Date;
  maps: number;
}

export type SaveOutcome =
  /** `unchanged`: the document was the latest version's, so no version was added (issue 36). */
  | { ok: true; version: number; published: number | null; unchanged?: boolean; publishedNow?: boolean }
  | { ok: false; conflict: number }
  | { ok: false; missing: true }
  | { ok: false; full: true };

/** Thrown inside a save's transaction to undo it: the owner's storage would not hold it (decision 0260). */
class StorageFull extends Error {}

/** One version's document, or null when it is not kept. */
export async function readVersion(db: Db, worldId: string, number: number): Promise<WorldDoc | null> {
  const [row] = await db
    .select({ doc: worldVersions.doc })
    .from(worldVersions)
    .where(and(eq(worldVersions.worldId, worldId), eq(worldVersions.number, number)));
  return row?.doc ?? null;
}

/** The world's saved versions, newest first, with how many maps each holds. */
export async function listVersions(db: Db, worldId: string): Promise<WorldVersionRow[]> {
  return db
    .select({
      number: worldVersions.number,
      savedAt: worldVersions.createdAt,
      maps: sql<number>`jsonb_array_length(${worldVersions.doc} -> 'maps')`.mapWith(Number),
    })
    .from(worldVersions)
    .where(eq(worldVersions.worldId, worldId))
    .orderBy(desc(worldVersions.number));
}

/** Positions whose cell the new document no longer lets anyone stand on go: their players start at the spawn. */
async function dropStrandedPositions(tx: Db, worldId: string, doc: WorldDoc, standable: Standable): Promise<number> {
  const rows = await tx
    .select({ userId: worldPositions.userId, mapId: worldPositions.mapId, x: worldPositions.x, y: worldPositions.y })
    .from(worldPositions)
    .where(eq(worldPositions.worldId, worldId));
  let dropped = 0;
  for (const row of rows) {
    if (standable(doc, row.mapId ?? doc.spawn.mapId, row)) continue;
    await tx
      .delete(worldPositions)
      .where(and(eq(worldPositions.worldId, worldId), eq(worldPositions.userId, row.userId)));
    dropped += 1;
  }
  return dropped;
}

export type Standable = (doc: WorldDoc, mapId: string, cell: { x: number; y: number }) => boolean;

/**
 * Saves a new version on top of `baseVersion`. Another save since then is a conflict unless
 * `force`. The world's row is locked for the transaction, so two saves never take one number.
 * Older versions past the last 20 go, except the published one.
 *
 * With `storage`, the owner's row is locked first (before the world's, as uploads and creates do)
 * and the save is undone when it leaves their storage over its quota and fuller than before
 * (decision 0260): a player over quota can still save a smaller world, never a bigger one.
 */
export async function saveVersion(
  db: Db,
  input: {
    worldId: string;
    doc: WorldDoc;
    baseVersion: number;
    force: boolean;
    publish: boolean;
    standable: Standable;
    storage?: { ownerId: string; quotaBytes: number };
    /** A document equal to the latest version's (canonical JSON) adds no version: that one answers. */
    keepUnchanged?: boolean;
  },
): Promise<SaveOutcome> {
  try {
    return await db.transaction((tx) => saveIn(tx, input));
  } catch (error) {
    if (error instanceof StorageFull) return { ok: false, full: true };
    throw error;
  }
}

async function saveIn(tx: Db, input: Parameters<typeof saveVersion>[1]): Promise<SaveOutcome> {
  const { storage } = input;
  if (storage && !(await lockPlayer(tx, storage.ownerId))) return { ok: false, missing: true };
  const before = storage ? await storedBytes(tx, storage.ownerId) : 0;
  const saved = await saveLocked(tx, input);
  if (storage && saved.ok) {
    const after = await storedBytes(tx, storage.ownerId);
    if (after > storage.quotaBytes && after > before) throw new StorageFull();
  }
  return saved;
}

async function saveLocked(tx: Db, input: Parameters<typeof saveVersion>[1]): Promise<SaveOutcome> {
  const [world] = await tx
    .select({ latest: worlds.latestVersion, published: worlds.publishedVersion })
    .from(worlds)
    .where(eq(worlds.id, input.worldId))
    .for('update');
  if (!world) return { ok: false, missing: true };
  if (world.latest !== input.baseVersion && !input.force) return { ok: false, conflict: world.latest };
  if (input.keepUnchanged && world.latest > 0) {
    const latest = await readVersion(tx, input.worldId, world.latest);
    if (latest && canonicalJson(latest) === canonicalJson(input.doc)) return keepLatest(tx, input, world);
  }
  const version = world.latest + 1;
  await tx.insert(worldVersions).values({ worldId: input.worldId, number: version, doc: input.doc });
  const published = input.publish ? version : world.published;
  await tx
    .update(worlds)
    .set({ latestVersion: version, publishedVersion: published, updatedAt: new Date() })
    .where(eq(worlds.id, input.worldId));
  await prune(tx, input.worldId, version, published);
  if (input.publish) await dropStrandedPositions(tx, input.worldId, input.doc, input.standable);
  return { ok: true, version, published, publishedNow: input.publish };
}

/** The latest version stands for an unchanged document; published now if asked and not yet. */
async function keepLatest(
  tx: Db,
  input: Parameters<typeof saveVersion>[1],
  world: { latest: number; published: number | null },
): Promise<SaveOutcome> {
  const version = world.latest;
  if (!input.publish || world.published === version)
    return { ok: true, version, published: world.published, unchanged: true };
  await tx.update(worlds).set({ publishedVersion: version, updatedAt: new Date() }).where(eq(worlds.id, input.worldId));
  await dropStrandedPositions(tx, input.worldId, input.doc, input.standable);
  return { ok: true, version, published: version, unchanged: true, publishedNow: true };
}

async function prune(tx: Db, worldId: string, newest: number, published: number | null): Promise<void> {
  const oldestKept = newest - WORLD_BUILDER_LIMITS.versionsKept + 1;
  await tx
    .delete(worldVersions)
    .where(
      and(
        eq(worldVersions.worldId, worldId),
        lte(worldVersions.number, oldestKept - 1),
        published === null ? sql`true` : ne(worldVersions.number, published),
      ),
    );
}

/** Players walk `number` from now on; null when that version is not kept. */
export async function publishVersion(
  db: Db,
  worldId: string,
  number: number,
  standable: Standable,
): Promise<{ doc: WorldDoc; latest: number } | null> {
  return db.transaction(async (tx) => {
    const [world] = await tx
      .select({ latest: worlds.latestVersion })
      .from(worlds)
      .where(eq(worlds.id, worldId))
      .for('update');
    const doc = world ? await readVersion(tx, worldId, number) : null;
    if (!world || !doc) return null;
    await tx.update(worlds).set({ publishedVersion: number, updatedAt: new Date() }).where(eq(worlds.id, worldId));
    await dropStrandedPositions(tx, worldId, doc, standable);
    return { doc, latest: world.latest };
  });
}

/** The published document of a world, or null while it plays its generated map. */
export async function readPublished(db: Db, worldId: string): Promise<{ doc: WorldDoc; version: number } | null> {
  const [row] = await db
    .select({ doc: worldVersions.doc, version: worldVersions.number })
    .from(worlds)
    .innerJoin(
      worldVersions,
      and(eq(worldVersions.worldId, worlds.id), eq(worldVersions.number, worlds.publishedVersion)),
    )
    .where(eq(worlds.id, worldId));
  return row ?? null;
}
