import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizeIdentifier, type PublicUser } from '@authentic/core';
import type { Db } from './client.js';
import { retiredUsernames, users } from './schema.js';
import { identifierHeld } from './held-identifiers.js';
import { invalidatePasswordResets, revokeAllForUser } from './sessions-repository.js';

export type UserRow = typeof users.$inferSelect;

/** The user as a client may see it. The e-mail only goes to its owner. */
export function toPublicUser(row: UserRow, options: { includeEmail: boolean }): PublicUser {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    ...(options.includeEmail ? { email: row.email, role: row.role } : {}),
    avatar: row.avatar,
    experience: row.experience,
    createdAt: row.createdAt.toISOString(),
  };
}

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; conflict: 'username' | 'email' };

/** How long a username given up by a rename stays its last owner's (decision 0234). */
export const RETIRED_USERNAME_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when someone other than `userId` gave this username up by a rename and still holds it. */
async function usernameHeldByAnother(tx: Tx | Db, key: string, userId: string | null, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ userId: retiredUsernames.userId })
    .from(retiredUsernames)
    .where(
      and(
        eq(retiredUsernames.usernameKey, key),
        gt(retiredUsernames.until, now),
        ...(userId ? [ne(retiredUsernames.userId, userId)] : []),
      ),
    );
  return Boolean(row);
}
export type UpdateAccountResult = CreateUserResult | { ok: false; conflict: 'missing' };

/** Postgres unique-violation, whichever driver reports it. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') return candidate.constraint ?? candidate.message ?? '';
  }
  return undefined;
}

export async function createUser(
  db: Db,
  input: { username: string; email: string; passwordHash: string },
): Promise<CreateUserResult> {
  const usernameKey = normalizeIdentifier(input.username);
  try {
    const now = new Date();
    if (await usernameHeldByAnother(db, usernameKey, null, now)) return { ok: false, conflict: 'username' };
    // A deleted account's username and e-mail stay taken for a while (decision 0257).
    if (await identifierHeld(db, usernameKey, now)) return { ok: false, conflict: 'username' };
    if (await identifierHeld(db, normalizeIdentifier(input.email), now)) return { ok: false, conflict: 'email' };
    const [row] = await db
      .insert(users)
      .values({
        username: input.username.trim(),
        usernameKey,
        email: input.email.trim(),
        emailKey: normalizeIdentifier(input.email),
        passwordHash: input.passwordHash,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { ok: true, user: row };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    return { ok: false, conflict: constraint.includes('email') ? 'email' : 'username' };
  }
}

/** By username or e-mail, ignoring case. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = normalizeIdentifier(identifier);
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, key), eq(users.emailKey, key)))
    .limit(2);
  // A username that equals someone else's e-mail cannot happen (usernames have no '@'),
  // but prefer the exact username match if it ever did.
  return rows.find((row) => row.usernameKey === key) ?? rows[0];
}

/** By username alone, ignoring case (friend requests, public profiles). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.usernameKey, normalizeIdentifier(username)));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.emailKey, normalizeIdentifier(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * What authentication checks a token against, for several accounts in one read (the lookups of
 * requests that arrive together are batched); ids of no account are absent from the map.
 */
export async function findSessionStates(
  db: Db,
  ids: string[],
): Promise<
  Map<string, { sessionVersion: number; username: string; suspendedUntil: Date | null; avatar: string | null }>
> {
  const rows = await db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      username: users.username,
      suspendedUntil: users.suspendedUntil,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

export interface AccountChanges {
  username?: string;
  email?: string;
  passwordHash?: string;
}

/**
 * Changes the account in one transaction. A new password also raises the session version,
 * revokes every refresh token and every unused reset link: every session ends (decision 0221).
 * A new e-mail revokes every unused reset link too: a link sent to the old address must not
 * outlive it. A new username retires the old one for RETIRED_USERNAME_HOLD_MS (decision 0234).
 * A username or e-mail someone else holds (ignoring case) is a conflict, not an error.
 */
export async function updateAccount(
  db: Db,
  userId: string,
  changes: AccountChanges,
  now: Date,
): Promise<UpdateAccountResult> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (changes.username !== undefined) {
    set.username = changes.username.trim();
    set.usernameKey = normalizeIdentifier(changes.username);
  }
  if (changes.email !== undefined) {
    set.email = changes.email.trim();
    set.emailKey = normalizeIdentifier(changes.email);
  }
  if (changes.passwordHash !== undefined) set.passwordHash = changes.passwordHash;
  try {
    return await db.transaction(async (tx): Promise<UpdateAccountResult> => {
      let before: { usernameKey: string } | undefined;
      if (set.usernameKey !== undefined) {
        [before] = await tx
          .select({ usernameKey: users.usernameKey })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (await usernameHeldByAnother(tx, set.usernameKey, userId, now)) return { ok: false, conflict: 'username' };
        if (await identifierHeld(tx, set.usernameKey, now)) return { ok: false, conflict: 'username' };
      }
      if (set.emailKey !== undefined && (await identifierHeld(tx, set.emailKey, now))) {
        return { ok: false, conflict: 'email' };
      }
      // The account row is updated first: a refresh in flight (which reads it FOR SHARE) waits or went before.
      const [row] = await tx
        .update(users)
        .set({
          ...set,
          ...(changes.passwordHash !== undefined && { sessionVersion: sql`${users.sessionVersion} + 1` }),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) return { ok: false, conflict: 'missing' };
      if (changes.passwordHash !== undefined) await revokeAllForUser(tx, userId, now);
      if (changes.passwordHash !== undefined || changes.email !== undefined) {
        await invalidatePasswordResets(tx, userId, now);
      }
      if (before && set.usernameKey !== undefined && before.usernameKey !== set.usernameKey) {
        await retireUsername(tx, before.usernameKey, set.usernameKey, userId, now);
      }
      return { ok: true, user: row };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    return { ok: false, conflict: constraint.includes('email') ? 'email' : 'username' };
  }
}

/** Holds the name given up for its owner; the name taken is theirs again, so no longer held. */
async function retireUsername(tx: Tx, oldKey: string, newKey: string, userId: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + RETIRED_USERNAME_HOLD_MS);
  await tx
    .insert(retiredUsernames)
    .values({ usernameKey: oldKey, userId, until })
    .onConflictDoUpdate({ target: retiredUsernames.usernameKey, set: { userId, until } });
  await tx.delete(retiredUsernames).where(eq(retiredUsernames.usernameKey, newKey));
}

/**
 * Signs the player out everywhere: the session version rises (every access token issued before stops
 * working) and every refresh token is revoked, in one transaction. Answers the new version.
 */
export async function endAllSessions(db: Db, userId: string, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion, username: users.username });
    if (!row) return undefined;
    await revokeAllForUser(tx, userId, now);
    return row.sessionVersion;
  });
}

/** Sets the avatar URL; answers the one it replaced, so its file can be removed. */
export async function setAvatar(db: Db, userId: string, avatar: string): Promise<string | null> {
  // Read under the row's lock: of racing uploads each replaces exactly one avatar, so none is left orphaned.
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
    return before?.avatar ?? null;
  });
}
