import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeIdentifier } from '@authentic/core';
import { forgetArtifactTotals } from './artifact-totals.js';
import type { Db } from './client.js';
import { characters, friendRequests, users } from './schema.js';

/**
 * Friends (decision 0221): a pending request is a friend_requests row; a friendship is each
 * player's id in the other's characters.friends — both sides, always changed together in one
 * transaction — because the artifact visibility rules read that list.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** What friends lists and search show of a player: nothing private. */
export interface PlayerRow {
  id: string;
  username: string;
  avatar: string | null;
  experience: number;
}

const playerColumns = { id: users.id, username: users.username, avatar: users.avatar, experience: users.experience };

export interface FriendRequestEntry {
  id: string;
  createdAt: Date;
  from: PlayerRow;
  to: PlayerRow;
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

function selectRequests(db: Db) {
  return db
    .select({
      id: friendRequests.id,
      createdAt: friendRequests.createdAt,
      from: { id: fromUser.id, username: fromUser.username, avatar: fromUser.avatar, experience: fromUser.experience },
      to: { id: toUser.id, username: toUser.username, avatar: toUser.avatar, experience: toUser.experience },
    })
    .from(friendRequests)
    .innerJoin(fromUser, eq(fromUser.id, friendRequests.fromUserId))
    .innerJoin(toUser, eq(toUser.id, friendRequests.toUserId));
}

const newestFirst = [desc(friendRequests.createdAt), desc(friendRequests.id)];

/** These players, by username; ids that name no account (or are not ids) are left out. */
export async function playersByIds(db: Db, ids: readonly string[]): Promise<PlayerRow[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  return db.select(playerColumns).from(users).where(inArray(users.id, valid)).orderBy(asc(users.usernameKey));
}

/** The ids of this list that belong to an account. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  return (await playersByIds(db, ids)).map((player) => player.id);
}

/** The player's friends list as stored (empty before their character exists). */
export async function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db.select({ friends: characters.friends }).from(characters).where(eq(characters.userId, userId));
  return row?.friends ?? [];
}

/** Usernames that start with `prefix`, ignoring case; LIKE's wildcards in it are plain characters. */
export async function searchPlayers(db: Db, prefix: string, limit: number): Promise<PlayerRow[]> {
  const pattern = `${normalizeIdentifier(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(playerColumns)
    .from(users)
    .where(sql`${users.usernameKey} like ${pattern} escape '\\'`)
    .orderBy(asc(users.usernameKey))
    .limit(limit);
}

export async function findRequest(db: Db, id: string): Promise<FriendRequestEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const [entry] = await selectRequests(db).where(eq(friendRequests.id, id));
  return entry;
}

/** Requests others sent this player and requests they sent, each newest first. */
export async function requestsOf(
  db: Db,
  userId: string,
): Promise<{ incoming: FriendRequestEntry[]; outgoing: FriendRequestEntry[] }> {
  const [incoming, outgoing] = await Promise.all([
    selectRequests(db)
      .where(eq(friendRequests.toUserId, userId))
      .orderBy(...newestFirst),
    selectRequests(db)
      .where(eq(friendRequests.fromUserId, userId))
      .orderBy(...newestFirst),
  ]);
  return { incoming, outgoing };
}

/** Pending requests between this player and any of `others`, either way. */
export async function requestsBetween(
  db: Db,
  userId: string,
  others: readonly string[],
): Promise<Array<{ id: string; fromUserId: string; toUserId: string }>> {
  if (others.length === 0) return [];
  return db
    .select({ id: friendRequests.id, fromUserId: friendRequests.fromUserId, toUserId: friendRequests.toUserId })
    .from(friendRequests)
    .where(
      or(
        and(eq(friendRequests.fromUserId, userId), inArray(friendRequests.toUserId, [...others])),
        and(eq(friendRequests.toUserId, userId), inArray(friendRequests.fromUserId, [...others])),
      ),
    );
}

/** Deletes request `id` if this player sent or received it (declining or withdrawing); answers it when it did. */
export async function deleteRequestOf(
  db: Db,
  id: string,
  userId: string,
): Promise<{ fromUserId: string; toUserId: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(friendRequests)
    .where(
      and(eq(friendRequests.id, id), or(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, userId))),
    )
    .returning({ fromUserId: friendRequests.fromUserId, toUserId: friendRequests.toUserId });
  return row;
}

const holds = (friendId: string) => sql`${characters.friends} @> jsonb_build_array(${friendId}::text)`;

/** In a transaction: each id into the other's list (once), and no request left between them. */
async function befriend(tx: Db, a: string, b: string): Promise<void> {
  await tx
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
        and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
      ),
    );
  await tx
    .insert(characters)
    .values([{ userId: a }, { userId: b }])
    .onConflictDoNothing({ target: characters.userId });
  for (const [owner, friend] of [
    [a, b],
    [b, a],
  ] as const) {
    await tx
      .update(characters)
      .set({
        friends: sql`case when ${holds(friend)} then ${characters.friends}
          else ${characters.friends} || jsonb_build_array(${friend}::text) end`,
        updatedAt: new Date(),
      })
      .where(eq(characters.userId, owner));
  }
}

/**
 * Accepts the request that `condition` picks, if it is still there: deleting it is the claim,
 * so an accept racing a decline or a withdrawal does one thing or the other.
 */
async function acceptWhere(db: Db, condition: SQL | undefined): Promise<{ fromUserId: string } | undefined> {
  const accepted = await db.transaction(async (tx) => {
    const [request] = await tx
      .delete(friendRequests)
      .where(condition)
      .returning({ fromUserId: friendRequests.fromUserId, toUserId: friendRequests.toUserId });
    if (request) await befriend(tx, request.fromUserId, request.toUserId);
    return request;
  });
  // Friends-only artifacts change hands: list totals kept for a moment must be counted again.
  if (accepted) forgetArtifactTotals(db);
  return accepted;
}

/** The recipient accepts request `id`. */
export const acceptRequest = (db: Db, id: string, recipientId: string) =>
  acceptWhere(db, and(eq(friendRequests.id, id), eq(friendRequests.toUserId, recipientId)));

export type AskResult =
  | { outcome: 'friends' }
  | { outcome: 'requested'; request: FriendRequestEntry }
  | { outcome: 'alreadyFriends' | 'alreadyRequested' };

/**
 * `fromUserId` asks `toUserId`: asking someone who had already asked you says yes. Both players'
 * rows are locked first, in one order, so two players asking each other at the same moment are
 * settled one after the other: one request, then its acceptance — never two pending requests.
 */
export async function askFriendship(db: Db, fromUserId: string, toUserId: string): Promise<AskResult> {
  const result = await db.transaction(async (tx): Promise<AskResult> => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [fromUserId, toUserId]))
      .orderBy(asc(users.id))
      .for('update');
    if ((await friendIdsOf(tx, fromUserId)).includes(toUserId)) return { outcome: 'alreadyFriends' };
    const [theirs] = await tx
      .delete(friendRequests)
      .where(and(eq(friendRequests.fromUserId, toUserId), eq(friendRequests.toUserId, fromUserId)))
      .returning({ id: friendRequests.id });
    if (theirs) {
      await befriend(tx, toUserId, fromUserId);
      return { outcome: 'friends' };
    }
    const [row] = await tx
      .insert(friendRequests)
      .values({ fromUserId, toUserId })
      .onConflictDoNothing({ target: [friendRequests.fromUserId, friendRequests.toUserId] })
      .returning({ id: friendRequests.id });
    const request = row && (await findRequest(tx, row.id));
    return request ? { outcome: 'requested', request } : { outcome: 'alreadyRequested' };
  });
  // Friends-only artifacts change hands: list totals kept for a moment must be counted again.
  if (result.outcome === 'friends') forgetArtifactTotals(db);
  return result;
}

/** Ends a friendship on both sides; false when neither listed the other. */
export async function unfriend(db: Db, a: string, b: string): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    let changed = false;
    for (const [owner, friend] of [
      [a, b],
      [b, a],
    ] as const) {
      const rows = await tx
        .update(characters)
        .set({ friends: sql`${characters.friends} - ${friend}::text`, updatedAt: new Date() })
        .where(and(eq(characters.userId, owner), holds(friend)))
        .returning({ userId: characters.userId });
      changed ||= rows.length > 0;
    }
    return changed;
  });
  if (removed) forgetArtifactTotals(db);
  return removed;
}
