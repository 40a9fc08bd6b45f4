import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ARTIFACT_PICKED_STATUS, type ArtifactListQuery } from '@authentic/core';
import { forgetArtifactTotals, keptTotal } from './artifact-totals.js';
import type { Db } from './client.js';
import { artifacts, artifactVotes, characters, users, worlds } from './schema.js';

export type ArtifactRow = typeof artifacts.$inferSelect;
export type NewArtifactRow = typeof artifacts.$inferInsert;
export type ArtifactChanges = Partial<Omit<NewArtifactRow, 'id' | 'creatorId' | 'createdAt'>>;

/** An artifact with the names of its creator and holder, and whether the viewer voted for it. */
export interface ArtifactEntry {
  artifact: ArtifactRow;
  /** Null when the creator deleted their account (decision 0257). */
  creatorName: string | null;
  holderName: string | null;
  voted: boolean;
}

export interface ArtifactCommentRow {
  id: string;
  artifactId: string;
  text: string;
  createdAt: Date;
  /** Null, with the former player's name, when the writer deleted their account (decision 0257). */
  userId: string | null;
  username: string;
}

const creatorUser = alias(users, 'creator_user');
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const holderUser = alias(users, 'holder_user');

/**
 * The coarse visibility rule of decision 0124 in SQL, so pagination and totals
 * count only what the viewer may see. Core's viewArtifactFor still decides each
 * row and strips creator-only fields. A holder always sees what they carry.
 */
export function visibleTo(viewerId: string | null): SQL {
  // Safety (issue 23): an artifact a moderator hid is seen by its creator alone, holder included.
  if (viewerId === null) {
    return sql`(${artifacts.hiddenAt} is null and ${artifacts.isExclusive} = false and ${artifacts.visibility} = 'public' and ${inEnterableWorld(null)})`;
  }
  const me = sql`jsonb_build_array(${viewerId}::text)`;
  return sql`(${artifacts.creatorId} = ${viewerId}
    or (${artifacts.hiddenAt} is null and (${artifacts.holderId} = ${viewerId}
    or (${artifacts.isExclusive} = false and ${inEnterableWorld(viewerId)} and (
      ${artifacts.visibility} = 'public'
      or (${artifacts.visibility} = 'friends' and (
        ${artifacts.allowedUsers} @> ${me}
        or exists (select 1 from ${characters}
          where ${characters.userId} = ${artifacts.creatorId} and ${characters.friends} @> ${me}))))))))`;
}

/**
 * Not lying in a player's world this viewer may not enter (issue 22 §5): what lies in a private
 * world is seen and taken only by its owner, whatever the artifact's own visibility, and what lies
 * in a deleted world by nobody. Built-in maps (named, not ids) and carried artifacts pass.
 */
export function inEnterableWorld(viewerId: string | null): SQL {
  const mayEnter =
    viewerId === null ? sql`${worlds.isPublic}` : sql`(${worlds.isPublic} or ${worlds.ownerId} = ${viewerId})`;
  // Cast only what looks like an id, so the world is found by its key.
  return sql`(${artifacts.locationMapName} is null or ${artifacts.locationMapName} !~* ${UUID_PATTERN}
    or exists (select 1 from ${worlds}
      where ${worlds.id} = (case when ${artifacts.locationMapName} ~* ${UUID_PATTERN}
        then ${artifacts.locationMapName}::uuid end) and ${mayEnter}))`;
}

function selectEntries(db: Db, viewerId: string | null) {
  const voted = viewerId
    ? sql<boolean>`exists (select 1 from ${artifactVotes}
        where ${artifactVotes.artifactId} = ${artifacts.id} and ${artifactVotes.userId} = ${viewerId})`
    : sql<boolean>`false`;
  return db
    .select({ artifact: artifacts, creatorName: creatorUser.username, holderName: holderUser.username, voted })
    .from(artifacts)
    .leftJoin(creatorUser, eq(creatorUser.id, artifacts.creatorId))
    .leftJoin(holderUser, eq(holderUser.id, artifacts.holderId));
}

// The nulls order matches the indexes (drizzle-kit writes DESC NULLS LAST), so each sort is an index scan.
const newestFirst = [sql`${artifacts.createdAt} desc nulls last`, sql`${artifacts.id} desc nulls last`];
const ORDER: Record<NonNullable<ArtifactListQuery['sort']>, SQL[]> = {
  newest: newestFirst,
  oldest: [sql`${artifacts.createdAt} asc nulls first`, sql`${artifacts.id} asc nulls first`],
  'most-voted': [sql`${artifacts.votes} desc nulls last`, ...newestFirst],
  'most-commented': [sql`${artifacts.commentCount} desc nulls last`, ...newestFirst],
};

/** Past this the offset is only a way to make the database work for nothing. */
const MAX_OFFSET = 1_000_000;

export interface ArtifactListOptions {
  viewerId: string | null;
  filter: 'all' | 'mine' | 'others';
  sort: keyof typeof ORDER;
  page: number;
  limit: number;
  area?: string | undefined;
  mapName?: string | undefined;
}

export async function listArtifacts(
  db: Db,
  options: ArtifactListOptions,
): Promise<{ entries: ArtifactEntry[]; total: number }> {
  const { viewerId, filter, sort, page, limit, area, mapName } = options;
  const conditions: SQL[] = [visibleTo(viewerId)];
  if (viewerId && filter === 'mine') conditions.push(eq(artifacts.creatorId, viewerId));
  if (viewerId && filter === 'others') {
    conditions.push(or(isNull(artifacts.creatorId), ne(artifacts.creatorId, viewerId))!);
  }
  if (area) conditions.push(sql`lower(${artifacts.area}) = lower(${area})`);
  if (mapName) conditions.push(eq(artifacts.locationMapName, mapName), isNotNull(artifacts.locationX));
  const where = and(...conditions);
  const offset = (page - 1) * limit;
  const [entries, total] = await Promise.all([
    offset > MAX_OFFSET
      ? Promise.resolve([])
      : selectEntries(db, viewerId)
          .where(where)
          .orderBy(...ORDER[sort])
          .limit(limit)
          .offset(offset),
    keptTotal(db, JSON.stringify([viewerId, filter, area, mapName]), Date.now(), async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(artifacts)
        .where(where);
      return row?.total ?? 0;
    }),
  ]);
  return { entries, total };
}

/** One artifact, if it exists and the viewer may see it. */
export async function findVisibleArtifact(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<ArtifactEntry | undefined> {
  const [entry] = await selectEntries(db, viewerId).where(and(eq(artifacts.id, id), visibleTo(viewerId)));
  return entry;
}

/** A public profile's artifacts: public, shared, shown ones this player made, newest first. */
export async function listPublicArtifactsBy(db: Db, creatorId: string, limit: number): Promise<ArtifactEntry[]> {
  return selectEntries(db, null)
    .where(and(eq(artifacts.creatorId, creatorId), visibleTo(null), eq(artifacts.visible, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** How many artifacts this player made (the creator index answers it). */
export async function countArtifactsBy(db: Db, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(artifacts)
    .where(eq(artifacts.creatorId, creatorId));
  return Number(row?.count ?? 0);
}

/** The row alone, whoever may see it: for permission checks. */
export async function findArtifactRow(db: Db, id: string): Promise<ArtifactRow | undefined> {
  const [row] = await db.select().from(artifacts).where(eq(artifacts.id, id));
  return row;
}

/** What the player carries (decision 0171), last picked up first. */
export async function listHeldArtifacts(db: Db, userId: string): Promise<ArtifactEntry[]> {
  return (
    selectEntries(db, userId)
      // A hidden artifact leaves its holder's hands too, unless the holder made it (visibleTo's rule).
      .where(and(eq(artifacts.holderId, userId), or(isNull(artifacts.hiddenAt), eq(artifacts.creatorId, userId))))
      .orderBy(sql`${artifacts.updatedAt} desc`, sql`${artifacts.id} desc`)
  );
}

/** Of these creators, the ones whose friends list holds the viewer (they share friends-only artifacts). */
export async function ownersBefriending(db: Db, viewerId: string, ownerIds: string[]): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({ userId: characters.userId })
    .from(characters)
    .where(
      and(inArray(characters.userId, ownerIds), sql`${characters.friends} @> jsonb_build_array(${viewerId}::text)`),
    );
  return rows.map((row) => row.userId);
}

export async function insertArtifact(db: Db, values: NewArtifactRow): Promise<ArtifactRow> {
  const [row] = await db.insert(artifacts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  forgetArtifactTotals(db);
  return row;
}

/**
 * Updates the row and answers it with the files it held before, read under
 * the row's lock, so of two edits (or an edit and a delete) racing, each
 * knows exactly which files it replaced. Undefined when the row is gone.
 */
export async function updateArtifactRow(
  db: Db,
  id: string,
  changes: ArtifactChanges,
): Promise<(ArtifactRow & { previous: { image: string | null; attachment: string | null } }) | undefined> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: artifacts.image, attachment: artifacts.attachment })
      .from(artifacts)
      .where(eq(artifacts.id, id))
      .for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(artifacts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(artifacts.id, id))
      .returning();
    return row && { ...row, previous: before };
  });
  forgetArtifactTotals(db);
  return updated;
}

/** Deletes the row (votes and comments go with it) and answers it, so its uploads can be removed. */
export async function deleteArtifactRow(db: Db, id: string): Promise<ArtifactRow | undefined> {
  const [row] = await db.delete(artifacts).where(eq(artifacts.id, id)).returning();
  forgetArtifactTotals(db);
  return row;
}

/**
 * Decision 0171: one conditional UPDATE takes a visible, placed, unheld
 * artifact into the player's hands, so of two players racing only one wins.
 */
export async function pickUpArtifact(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(artifacts)
    .set({
      holderId: userId,
      locationX: null,
      locationY: null,
      locationMapName: null,
      locationArea: null,
      status: ARTIFACT_PICKED_STATUS,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(artifacts.id, id),
        isNull(artifacts.holderId),
        isNotNull(artifacts.locationX),
        isNotNull(artifacts.locationMapName),
        visibleTo(userId),
        // Its creator sees it anywhere; only a player who may enter the world can take it there.
        inEnterableWorld(userId),
      ),
    )
    .returning({ id: artifacts.id });
  forgetArtifactTotals(db);
  return rows.length > 0;
}

/** The holder, or the creator of an artifact nobody holds, puts it on a map cell. */
export async function dropArtifact(
  db: Db,
  id: string,
  userId: string,
  location: { x: number; y: number; mapName: string; area?: string | undefined },
): Promise<boolean> {
  const rows = await db
    .update(artifacts)
    .set({
      holderId: null,
      locationX: location.x,
      locationY: location.y,
      locationMapName: location.mapName,
      locationArea: location.area ?? null,
      status: 'dropped',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(artifacts.id, id),
        sql`(${artifacts.holderId} = ${userId} or (${artifacts.holderId} is null and ${artifacts.creatorId} = ${userId}))`,
      ),
    )
    .returning({ id: artifacts.id });
  forgetArtifactTotals(db);
  return rows.length > 0;
}

/**
 * Spec 01 §4 level 3: stores the qualifying artifact unless one is stored (the
 * character must exist). Conditional, so of two creations at once only one counts;
 * true when this one did.
 */
export async function recordLevel3Artifact(db: Db, userId: string, artifactId: string): Promise<boolean> {
  const rows = await db
    .update(characters)
    .set({
      qualifyingArtifacts: sql`${characters.qualifyingArtifacts} || jsonb_build_object('level3', ${artifactId}::text)`,
      updatedAt: new Date(),
    })
    .where(and(eq(characters.userId, userId), sql`${characters.qualifyingArtifacts} ->> 'level3' is null`))
    .returning({ userId: characters.userId });
  return rows.length > 0;
}
