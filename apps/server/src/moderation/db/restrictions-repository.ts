import { and, desc, eq, inArray } from 'drizzle-orm';
import { REPORT_REASON_LABELS, type PlayerRestriction, type ReportReason } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { moderationActions, reports, users } from '../../db/schema.js';
import { inForce } from './safety-repository.js';
import type { ModerationActionRow } from './moderation-repository.js';

/**
 * Lifting or shortening a moderator's mute or suspension (issue 38 item 6), and why a mute was
 * given. A mute comes from a report; its reason is that report's, as words a player reads.
 */

export interface RestrictionChange {
  moderatorId: string;
  userId: string;
  restriction: PlayerRestriction;
  /** The new end, or null to lift it now. */
  until: Date | null;
  note: string;
  now: Date;
}

export type RestrictionResult =
  | {
      ok: true;
      entry: ModerationActionRow;
      player: { id: string; username: string; mutedUntil: Date | null; suspendedUntil: Date | null };
      sessionVersion: number;
    }
  | { ok: false; problem: 'playerGone' | 'notRestricted' | 'notShorter'; username?: string };

const ACTIONS = {
  mute: { lift: 'liftMute', shorten: 'shortenMute' },
  suspension: { lift: 'liftSuspension', shorten: 'shortenSuspension' },
} as const;

/** One change in one transaction: the account's end date and its log row. Only ever earlier. */
export async function changeRestriction(db: Db, change: RestrictionChange): Promise<RestrictionResult> {
  const { userId, restriction, until, now } = change;
  return db.transaction(async (tx): Promise<RestrictionResult> => {
    const [row] = await tx
      .select({ username: users.username, mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) return { ok: false, problem: 'playerGone' };
    const current = inForce(restriction === 'mute' ? row.mutedUntil : row.suspendedUntil, now.getTime());
    if (!current) return { ok: false, problem: 'notRestricted', username: row.username };
    if (until && until.getTime() >= current.getTime()) return { ok: false, problem: 'notShorter' };
    // Lifted: no end at all, as for a player never restricted.
    const ends = until;
    const [player] = await tx
      .update(users)
      .set(restriction === 'mute' ? { mutedUntil: ends, updatedAt: now } : { suspendedUntil: ends, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({
        id: users.id,
        username: users.username,
        mutedUntil: users.mutedUntil,
        suspendedUntil: users.suspendedUntil,
        sessionVersion: users.sessionVersion,
      });
    if (!player) return { ok: false, problem: 'playerGone' };
    const [entry] = await tx
      .insert(moderationActions)
      .values({
        moderatorId: change.moderatorId,
        action: ACTIONS[restriction][until ? 'shorten' : 'lift'],
        targetKind: 'player',
        targetId: userId,
        until,
        note: change.note,
        createdAt: now,
      })
      .returning();
    if (!entry) throw new Error('insert returned no row');
    const { sessionVersion, ...rest } = player;
    return {
      ok: true,
      entry,
      sessionVersion,
      player: {
        ...rest,
        mutedUntil: inForce(rest.mutedUntil, now.getTime()),
        suspendedUntil: inForce(rest.suspendedUntil, now.getTime()),
      },
    };
  });
}

/** Why each of these players was muted: the reason of the report of their latest mute, as words. */
export async function muteReasonsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([moderationActions.targetId], { userId: moderationActions.targetId, reason: reports.reason })
    .from(moderationActions)
    .innerJoin(reports, eq(reports.id, moderationActions.reportId))
    .where(
      and(
        eq(moderationActions.action, 'mutePlayer'),
        eq(moderationActions.targetKind, 'player'),
        inArray(moderationActions.targetId, [...userIds]),
      ),
    )
    .orderBy(moderationActions.targetId, desc(moderationActions.createdAt));
  return new Map(rows.map((row) => [row.userId, REPORT_REASON_LABELS[row.reason as ReportReason] ?? row.reason]));
}

/** The moderator's mute in force on this account with its reason, or null. */
export async function moderatorMuteWithReason(
  db: Db,
  userId: string,
): Promise<{ until: Date; reason: string | null } | null> {
  const [row] = await db.select({ until: users.mutedUntil }).from(users).where(eq(users.id, userId));
  const until = inForce(row?.until);
  if (!until) return null;
  return { until, reason: (await muteReasonsOf(db, [userId])).get(userId) ?? null };
}
