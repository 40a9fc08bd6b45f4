import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Relations, Restrictions, SafetyLookup } from '../../realtime/seams.js';
import type { Db } from '../../db/client.js';
import { unfriend } from '../../db/friends-repository.js';
import { friendRequests, playerBlocks, playerMutes, refreshTokens, users } from '../../db/schema.js';
import { hashToken } from '../../db/sessions-repository.js';
import { muteReasonsOf } from './restrictions-repository.js';

/**
 * What live presence reads about an account (seams.ts). A block hides both players from each
 * other, whoever made it; a personal mute only silences the muted player for the muter. A
 * moderator's mute or suspension counts only while its end lies ahead.
 */
export function safetyLookup(db: Db): SafetyLookup {
  return {
    async relations(userId) {
      const [blocks, mutes] = await Promise.all([
        db
          .select({ blockerId: playerBlocks.blockerId, blockedId: playerBlocks.blockedId })
          .from(playerBlocks)
          .where(or(eq(playerBlocks.blockerId, userId), eq(playerBlocks.blockedId, userId))),
        db.select({ mutedId: playerMutes.mutedId }).from(playerMutes).where(eq(playerMutes.muterId, userId)),
      ]);
      const hidden = new Set(blocks.map((b) => (b.blockerId === userId ? b.blockedId : b.blockerId)));
      return { hidden: [...hidden], muted: mutes.map((m) => m.mutedId) };
    },
    async restrictions(userId) {
      const [row] = await db
        .select({ mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return { mutedUntil: null, suspendedUntil: null, gone: true };
      const mutedUntil = inForce(row.mutedUntil);
      const suspendedUntil = inForce(row.suspendedUntil);
      if (!mutedUntil) return { mutedUntil, suspendedUntil };
      return { mutedUntil, muteReason: (await muteReasonsOf(db, [userId])).get(userId) ?? null, suspendedUntil };
    },
    async relationsOfMany(userIds) {
      const ids = [...userIds];
      const found = new Map<string, { hidden: Set<string>; muted: string[] }>(
        ids.map((id) => [id, { hidden: new Set(), muted: [] }]),
      );
      if (ids.length === 0) return new Map();
      const [blocks, mutes] = await Promise.all([
        db
          .select({ blockerId: playerBlocks.blockerId, blockedId: playerBlocks.blockedId })
          .from(playerBlocks)
          .where(or(inArray(playerBlocks.blockerId, ids), inArray(playerBlocks.blockedId, ids))),
        db
          .select({ muterId: playerMutes.muterId, mutedId: playerMutes.mutedId })
          .from(playerMutes)
          .where(inArray(playerMutes.muterId, ids)),
      ]);
      for (const { blockerId, blockedId } of blocks) {
        found.get(blockerId)?.hidden.add(blockedId);
        found.get(blockedId)?.hidden.add(blockerId);
      }
      for (const { muterId, mutedId } of mutes) found.get(muterId)?.muted.push(mutedId);
      return new Map<string, Relations>(
        [...found].map(([id, { hidden, muted }]) => [id, { hidden: [...hidden], muted }]),
      );
    },
    async restrictionsOfMany(userIds) {
      const ids = [...userIds];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(inArray(users.id, ids));
      const found = new Map<string, Restrictions>(
        ids.map((id) => [id, { mutedUntil: null, suspendedUntil: null, gone: true }]),
      );
      const reasons = await muteReasonsOf(
        db,
        rows.filter((row) => inForce(row.mutedUntil)).map((row) => row.id),
      );
      for (const row of rows) {
        const mutedUntil = inForce(row.mutedUntil);
        const suspendedUntil = inForce(row.suspendedUntil);
        const why = mutedUntil ? { muteReason: reasons.get(row.id) ?? null } : {};
        found.set(row.id, { mutedUntil, ...why, suspendedUntil });
      }
      return found;
    },
  };
}

/** True when either player blocked the other. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: playerBlocks.blockerId })
    .from(playerBlocks)
    .where(
      or(
        and(eq(playerBlocks.blockerId, a), eq(playerBlocks.blockedId, b)),
        and(eq(playerBlocks.blockerId, b), eq(playerBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A blocked or muted player as the lists show them: nothing private. */
export interface RelatedPlayerRow {
  id: string;
  username: string;
  avatar: string | null;
}

/** The players this one blocked and the players it muted, by username. */
export async function relationsOf(
  db: Db,
  userId: string,
): Promise<{ blocked: RelatedPlayerRow[]; muted: RelatedPlayerRow[] }> {
  const columns = { id: users.id, username: users.username, avatar: users.avatar };
  const [blocked, muted] = await Promise.all([
    db
      .select(columns)
      .from(playerBlocks)
      .innerJoin(users, eq(users.id, playerBlocks.blockedId))
      .where(eq(playerBlocks.blockerId, userId))
      .orderBy(asc(users.usernameKey)),
    db
      .select(columns)
      .from(playerMutes)
      .innerJoin(users, eq(users.id, playerMutes.mutedId))
      .where(eq(playerMutes.muterId, userId))
      .orderBy(asc(users.usernameKey)),
  ]);
  return { blocked, muted };
}

/**
 * Blocks `blockedId` for `blockerId` (again is no change). In one transaction the pending friend
 * requests between the two, either way, are deleted; then the friendship, if any, ends on both
 * sides (friends-repository's unfriend, which also recounts friends-only artifact totals).
 * Unblocking later restores none of it.
 */
export async function blockPlayer(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(playerBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(friendRequests)
      .where(
        or(
          and(eq(friendRequests.fromUserId, blockerId), eq(friendRequests.toUserId, blockedId)),
          and(eq(friendRequests.fromUserId, blockedId), eq(friendRequests.toUserId, blockerId)),
        ),
      );
  });
  await unfriend(db, blockerId, blockedId);
}

/** False when there was no such block. */
export async function unblockPlayer(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(playerBlocks)
    .where(and(eq(playerBlocks.blockerId, blockerId), eq(playerBlocks.blockedId, blockedId)))
    .returning({ id: playerBlocks.blockedId });
  return rows.length > 0;
}

/** Whether `blockerId` blocked `blockedId` (one way). */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: playerBlocks.blockerId })
    .from(playerBlocks)
    .where(and(eq(playerBlocks.blockerId, blockerId), eq(playerBlocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

export async function mutePlayer(db: Db, muterId: string, mutedId: string): Promise<void> {
  await db.insert(playerMutes).values({ muterId, mutedId }).onConflictDoNothing();
}

/** False when there was no such mute. */
export async function unmutePlayer(db: Db, muterId: string, mutedId: string): Promise<boolean> {
  const rows = await db
    .delete(playerMutes)
    .where(and(eq(playerMutes.muterId, muterId), eq(playerMutes.mutedId, mutedId)))
    .returning({ id: playerMutes.mutedId });
  return rows.length > 0;
}

/** Whether friends may see on which map this player is (false for an unknown id). */
export async function shareMapWithFriends(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ share: users.shareMapWithFriends }).from(users).where(eq(users.id, userId));
  return row?.share ?? false;
}

export async function setShareMapWithFriends(db: Db, userId: string, share: boolean): Promise<void> {
  await db.update(users).set({ shareMapWithFriends: share, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A moderator's mute or suspension in force, with its end, or null. */
export const inForce = (until: Date | null | undefined, now = Date.now()): Date | null =>
  until && until.getTime() > now ? until : null;

/**
 * The suspension in force of the account a live (unrevoked) refresh token belongs to, read before
 * the token is rotated: a suspended account's refresh is refused and its token stays good for
 * after the suspension.
 */
export async function suspensionOfRefreshToken(db: Db, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: users.suspendedUntil })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
  return inForce(row?.until);
}

/** Whether the account is a moderator, read from the database on every call (never from a token). */
export async function isModerator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === 'moderator';
}
