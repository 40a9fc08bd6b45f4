import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import {
  artifactComments,
  artifacts,
  artifactVotes,
  characters,
  friendRequests,
  minigameRecords,
  playerBlocks,
  playerMutes,
  progressEvents,
  users,
  worldPositions,
  worlds,
  worldTilesets,
  worldVersions,
} from './schema.js';
import { tilesetUrl } from './world-tilesets-repository.js';

/** Rows read per query while an export streams (decision 0257): a large account is read in pages. */
const PAGE = 200;

/**
 * A turn of the event loop between two pages (decision 0264). PGlite answers without waiting on
 * any socket, so a loop of its queries would otherwise never let another request in.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The account as its owner may take it: never the password hash, the session version or token hashes. */
export async function exportAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      avatar: users.avatar,
      experience: users.experience,
      role: users.role,
      shareMapWithFriends: users.shareMapWithFriends,
      mutedUntil: users.mutedUntil,
      suspendedUntil: users.suspendedUntil,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function exportCharacter(db: Db, userId: string) {
  const [character] = await db.select().from(characters).where(eq(characters.userId, userId));
  const [miniGames] = await db.select().from(minigameRecords).where(eq(minigameRecords.userId, userId));
  const positions = await db
    .select({ worldId: worldPositions.worldId, mapId: worldPositions.mapId, x: worldPositions.x, y: worldPositions.y })
    .from(worldPositions)
    .where(eq(worldPositions.userId, userId));
  return { character: character ?? null, miniGames: miniGames ?? null, worldPositions: positions };
}

/** Pages of rows ordered by a unique text/uuid key, read one page at a time. */
async function* paged<T extends { key: string }>(read: (after: string | null) => Promise<T[]>): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.key;
    await nextTurn();
  }
}

const after = (column: SQL | Parameters<typeof gt>[0], key: string | null) => (key === null ? [] : [gt(column, key)]);

export function exportProgressEvents(db: Db, userId: string) {
  return paged((key) =>
    db
      .select({
        key: progressEvents.id,
        kind: progressEvents.kind,
        eventKey: progressEvents.key,
        experience: progressEvents.experience,
        createdAt: progressEvents.createdAt,
      })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), ...after(progressEvents.id, key)))
      .orderBy(asc(progressEvents.id))
      .limit(PAGE),
  );
}

export function exportArtifacts(db: Db, userId: string) {
  return paged((key) =>
    db
      .select()
      .from(artifacts)
      .where(and(eq(artifacts.creatorId, userId), ...after(artifacts.id, key)))
      .orderBy(asc(artifacts.id))
      .limit(PAGE)
      .then((rows) => rows.map((row) => ({ ...row, key: row.id }))),
  );
}

export function exportComments(db: Db, userId: string) {
  return paged((key) =>
    db
      .select({
        key: artifactComments.id,
        artifactId: artifactComments.artifactId,
        artifactName: artifacts.name,
        text: artifactComments.text,
        hiddenAt: artifactComments.hiddenAt,
        createdAt: artifactComments.createdAt,
      })
      .from(artifactComments)
      .innerJoin(artifacts, eq(artifacts.id, artifactComments.artifactId))
      .where(and(eq(artifactComments.userId, userId), ...after(artifactComments.id, key)))
      .orderBy(asc(artifactComments.id))
      .limit(PAGE),
  );
}

export function exportVotes(db: Db, userId: string) {
  return paged((key) =>
    db
      .select({ key: artifactVotes.artifactId, artifactName: artifacts.name, createdAt: artifactVotes.createdAt })
      .from(artifactVotes)
      .innerJoin(artifacts, eq(artifacts.id, artifactVotes.artifactId))
      .where(and(eq(artifactVotes.userId, userId), ...after(artifactVotes.artifactId, key)))
      .orderBy(asc(artifactVotes.artifactId))
      .limit(PAGE),
  );
}

/** Friends by name, requests either way, and whom this player blocked or muted. */
export async function exportFriends(db: Db, userId: string) {
  const [character] = await db
    .select({ friends: characters.friends })
    .from(characters)
    .where(eq(characters.userId, userId));
  const ids = character?.friends ?? [];
  const names = async (list: string[]) =>
    list.length === 0
      ? []
      : db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, list));
  const requests = await db
    .select({ from: friendRequests.fromUserId, to: friendRequests.toUserId, createdAt: friendRequests.createdAt })
    .from(friendRequests)
    .where(or(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, userId)));
  const blocked = await db
    .select({ id: playerBlocks.blockedId, at: playerBlocks.createdAt })
    .from(playerBlocks)
    .where(eq(playerBlocks.blockerId, userId));
  const muted = await db
    .select({ id: playerMutes.mutedId, at: playerMutes.createdAt })
    .from(playerMutes)
    .where(eq(playerMutes.muterId, userId));
  const people = new Map(
    (
      await names([
        ...ids,
        ...requests.flatMap((r) => [r.from, r.to]),
        ...blocked.map((b) => b.id),
        ...muted.map((m) => m.id),
      ])
    ).map((row) => [row.id, row.username]),
  );
  const person = (id: string) => ({ id, username: people.get(id) ?? null });
  return {
    friends: ids.map(person),
    requestsSent: requests.filter((r) => r.from === userId).map((r) => ({ ...person(r.to), sentAt: r.createdAt })),
    requestsReceived: requests
      .filter((r) => r.to === userId)
      .map((r) => ({ ...person(r.from), receivedAt: r.createdAt })),
    blocked: blocked.map((b) => ({ ...person(b.id), since: b.at })),
    muted: muted.map((m) => ({ ...person(m.id), since: m.at })),
  };
}

/** The player's worlds, each with its tileset images (issue 36: their names, sizes and addresses). */
export async function exportWorldList(db: Db, userId: string) {
  const list = await db.select().from(worlds).where(eq(worlds.ownerId, userId)).orderBy(asc(worlds.createdAt));
  const images = await db
    .select()
    .from(worldTilesets)
    .where(eq(worldTilesets.userId, userId))
    .orderBy(asc(worldTilesets.createdAt), asc(worldTilesets.id));
  return list.map((world) => ({
    ...world,
    tilesets: images
      .filter((image) => image.worldId === world.id)
      .map(({ id, name, upload, width, height, bytes, hidden, createdAt }) => ({
        id,
        name,
        url: tilesetUrl(upload),
        width,
        height,
        bytes,
        hidden,
        createdAt,
      })),
  }));
}

/**
 * Every saved version of one world, one document per query by its number (decision 0264): each
 * query is short, and the event loop has a turn between two. The document comes as the
 * database's JSON text, written into the zip as it is: never parsed and serialised again here.
 */
export async function* exportWorldVersions(db: Db, worldId: string) {
  let after = 0;
  for (;;) {
    const [row] = await db
      .select({
        number: worldVersions.number,
        createdAt: worldVersions.createdAt,
        docJson: sql<string>`${worldVersions.doc}::text`,
      })
      .from(worldVersions)
      .where(and(eq(worldVersions.worldId, worldId), gt(worldVersions.number, after)))
      .orderBy(asc(worldVersions.number))
      .limit(1);
    if (!row) return;
    yield row;
    after = row.number;
    await nextTurn();
  }
}
