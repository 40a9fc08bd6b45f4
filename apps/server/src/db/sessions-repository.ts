import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client.js';
import { passwordResets, refreshTokens, users } from './schema.js';

/** Opaque random token; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a family (a login) or continues one (a refresh); returns the token to hand out. */
export async function issueRefreshToken(
  db: Db,
  input: { userId: string; familyId?: string; ttlMs: number; now: Date },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId ?? randomUUID(),
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

export type RotateResult =
  | { ok: true; userId: string; refreshToken: string; username: string; sessionVersion: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotation: the presented token is revoked and a successor issued in its family.
 * The revoke is one conditional UPDATE, so of two requests with the same token
 * only one wins; the other is treated as reuse and ends the family.
 *
 * The account row is read FOR SHARE in the same transaction, so a password change
 * (which updates that row first, then revokes every token) runs wholly before or
 * after: before, this token is already revoked; after, the successor is revoked with
 * the rest and the access token signed with the version read here is refused.
 */
export async function rotateRefreshToken(db: Db, token: string, ttlMs: number, now: Date): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [account] = await tx
      .select({ username: users.username, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('share');
    if (!account) return { ok: false, reason: 'unknown' };
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    const refreshToken = await issueRefreshToken(tx, { userId: row.userId, familyId: row.familyId, ttlMs, now });
    return { ok: true, userId: row.userId, refreshToken, ...account };
  });
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session (family) this token belongs to. Unknown tokens are ignored. */
export async function revokeByToken(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId, now);
}

export async function revokeAllForUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Every reset link of this user not yet used stops working. */
export async function invalidatePasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function createPasswordReset(db: Db, userId: string, ttlMs: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Marks a valid, unused, unexpired reset token used; returns its user, once. */
export async function consumePasswordReset(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** The user a valid reset token belongs to, without using it up. */
export async function peekPasswordReset(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row?.userId;
}
