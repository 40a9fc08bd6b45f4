import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { forgetArtifactTotals } from '../../db/artifact-totals.js';
import type { Db } from '../../db/client.js';
import { reportedTilesets, setTilesetHidden } from '../../db/world-tilesets-repository.js';
import { hideWorld, reportedWorlds } from './world-moderation-repository.js';
import { artifactComments, artifacts, moderationActions, reports, users, type ReportKind } from '../../db/schema.js';

/**
 * Reports and the moderation log (issue 23). A report keeps what was reported by id; only a chat
 * line, which is never stored anywhere else, is kept as text (the snapshot). The log is only ever
 * added to: every moderator action and every role change of the command line is one row.
 */

export type ReportRow = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;

export interface NewReport {
  reporterId: string;
  kind: ReportKind;
  targetId: string;
  targetUserId: string | null;
  snapshot: string | null;
  reason: string;
  details: string;
}

/** The new report's id, or undefined when this reporter has an open report of this target already. */
export async function createReport(db: Db, report: NewReport): Promise<string | undefined> {
  // The partial unique index (reports_open_once) settles two reports racing: one row, one 409.
  const [row] = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
  return row?.id;
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

const reporter = alias(users, 'reporter');
const targetUser = alias(users, 'target_user');

export interface ReportEntry {
  report: ReportRow;
  reporter: { id: string; username: string } | null;
  targetUser: { id: string; username: string; mutedUntil: Date | null; suspendedUntil: Date | null } | null;
  subject: { title: string | null; text: string; artifactId: string | null; hidden: boolean } | null;
}

/** Reports with what they are about, oldest first (the queue is worked from the front), at most `limit`. */
export async function listReports(
  db: Db,
  options: { status?: 'open' | 'closed'; ids?: string[]; limit: number },
): Promise<ReportEntry[]> {
  const conditions = [
    ...(options.status ? [eq(reports.status, options.status)] : []),
    ...(options.ids ? [inArray(reports.id, options.ids)] : []),
  ];
  const rows = await db
    .select({
      report: reports,
      reporter: { id: reporter.id, username: reporter.username },
      targetUser: {
        id: targetUser.id,
        username: targetUser.username,
        mutedUntil: targetUser.mutedUntil,
        suspendedUntil: targetUser.suspendedUntil,
      },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(targetUser, eq(targetUser.id, reports.targetUserId))
    .where(and(...conditions))
    .orderBy(options.status === 'closed' ? desc(reports.closedAt) : reports.createdAt, reports.id)
    .limit(options.limit);

  const idsOf = (kind: ReportKind) => [
    ...new Set(
      rows
        .filter((r) => r.report.kind === kind)
        .map((r) => r.report.targetId)
        .filter(isUuid),
    ),
  ];
  const artifactIds = idsOf('artifact');
  const commentIds = idsOf('comment');
  const [artifactRows, commentRows] = await Promise.all([
    artifactIds.length === 0
      ? []
      : db
          .select({
            id: artifacts.id,
            name: artifacts.name,
            description: artifacts.description,
            content: artifacts.content,
            hiddenAt: artifacts.hiddenAt,
          })
          .from(artifacts)
          .where(inArray(artifacts.id, artifactIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: artifactComments.id,
            text: artifactComments.text,
            artifactId: artifactComments.artifactId,
            hiddenAt: artifactComments.hiddenAt,
          })
          .from(artifactComments)
          .where(inArray(artifactComments.id, commentIds)),
  ]);
  const worldById = await reportedWorlds(db, idsOf('world'));
  const tilesetById = await reportedTilesets(db, idsOf('tileset'));
  const artifactById = new Map(artifactRows.map((a) => [a.id, a]));
  const commentById = new Map(commentRows.map((c) => [c.id, c]));

  return rows.map(({ report, reporter: by, targetUser: about }) => {
    let subject: ReportEntry['subject'] = null;
    if (report.kind === 'artifact') {
      const a = artifactById.get(report.targetId);
      if (a) {
        const text = [a.description, a.content].filter(Boolean).join('\n\n');
        subject = { title: a.name, text, artifactId: a.id, hidden: a.hiddenAt !== null };
      }
    } else if (report.kind === 'comment') {
      const c = commentById.get(report.targetId);
      if (c) subject = { title: null, text: c.text, artifactId: c.artifactId, hidden: c.hiddenAt !== null };
    } else if (report.kind === 'world') {
      const w = worldById.get(report.targetId);
      if (w) subject = { title: w.name, text: w.description, artifactId: null, hidden: w.hidden };
    } else if (report.kind === 'tileset') {
      // The image's address as its text: the moderator opens it to see what was reported.
      const ts = tilesetById.get(report.targetId);
      if (ts) subject = { title: ts.name, text: ts.url, artifactId: null, hidden: ts.hidden };
    } else if (report.kind === 'chat') {
      subject = { title: null, text: report.snapshot ?? '', artifactId: null, hidden: false };
    } else if (about) {
      subject = { title: null, text: about.username, artifactId: null, hidden: false };
    }
    return { report, reporter: by, targetUser: about, subject };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);

export type ModerationAction =
  | 'hideArtifact'
  | 'hideComment'
  | 'hideWorld'
  | 'hideTileset'
  | 'showTileset'
  | 'mutePlayer'
  | 'suspendPlayer'
  | 'close';

export interface ActionInput {
  moderatorId: string;
  report: ReportRow;
  action: ModerationAction;
  /** The end of a mute or suspension. */
  until: Date | null;
  note: string;
  /** hideWorld: the reason the world's page shows. */
  hideReason?: string | null;
  closeReport: boolean;
  now: Date;
}

export type ActionResult =
  | { ok: true; entry: ModerationActionRow; sessionVersion?: { userId: string; version: number; username: string } }
  | { ok: false; problem: 'targetGone' };

/**
 * One moderator action in one transaction: the change itself, its log row, and the report closed
 * when asked. Hiding a tileset sets its hidden flag (showing it clears it); hiding an artifact, a comment or a world sets hidden_at (a world also the reason its
 * page shows; a hidden comment leaves the artifact's comment count); a mute sets users.muted_until; a suspension sets users.suspended_until
 * and raises the session version, so every access token of the account stops working at once
 * (its refresh tokens are kept but refused while the suspension lasts).
 */
export async function applyModerationAction(db: Db, input: ActionInput): Promise<ActionResult> {
  const result = await applyInTransaction(db, input);
  // List totals kept for a moment must be counted again without the hidden artifact.
  if (result.ok && input.action === 'hideArtifact') forgetArtifactTotals(db);
  return result;
}

async function applyInTransaction(db: Db, input: ActionInput): Promise<ActionResult> {
  const { report, now } = input;
  return db.transaction(async (tx): Promise<ActionResult> => {
    let targetKind: string = report.kind;
    let targetId = report.targetId;
    let sessionVersion: { userId: string; version: number; username: string } | undefined;
    if (input.action === 'hideArtifact') {
      if (!isUuid(report.targetId)) return { ok: false, problem: 'targetGone' };
      const rows = await tx
        .update(artifacts)
        .set({ hiddenAt: sql`coalesce(${artifacts.hiddenAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(artifacts.id, report.targetId))
        .returning({ id: artifacts.id });
      if (rows.length === 0) return { ok: false, problem: 'targetGone' };
    } else if (input.action === 'hideComment') {
      if (!isUuid(report.targetId)) return { ok: false, problem: 'targetGone' };
      const [comment] = await tx
        .select({ artifactId: artifactComments.artifactId, hiddenAt: artifactComments.hiddenAt })
        .from(artifactComments)
        .where(eq(artifactComments.id, report.targetId))
        .for('update');
      if (!comment) return { ok: false, problem: 'targetGone' };
      if (comment.hiddenAt === null) {
        await tx
          .update(artifactComments)
          .set({ hiddenAt: now })
          .where(and(eq(artifactComments.id, report.targetId), isNull(artifactComments.hiddenAt)));
        await tx
          .update(artifacts)
          .set({ commentCount: sql`greatest(${artifacts.commentCount} - 1, 0)` })
          .where(eq(artifacts.id, comment.artifactId));
      }
    } else if (input.action === 'hideWorld') {
      const hidden = isUuid(report.targetId) && (await hideWorld(tx, report.targetId, input.hideReason ?? '', now));
      if (!hidden) return { ok: false, problem: 'targetGone' };
    } else if (input.action === 'hideTileset' || input.action === 'showTileset') {
      // A hidden tileset's file is no longer served (plugins/uploads.ts); shown again, it is.
      const changed =
        isUuid(report.targetId) && (await setTilesetHidden(tx, report.targetId, input.action === 'hideTileset'));
      if (!changed) return { ok: false, problem: 'targetGone' };
    } else if (input.action === 'mutePlayer' || input.action === 'suspendPlayer') {
      if (!report.targetUserId) return { ok: false, problem: 'targetGone' };
      targetKind = 'player';
      targetId = report.targetUserId;
      const [row] = await tx
        .update(users)
        .set(
          input.action === 'mutePlayer'
            ? { mutedUntil: input.until, updatedAt: now }
            : { suspendedUntil: input.until, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now },
        )
        .where(eq(users.id, report.targetUserId))
        .returning({ id: users.id, sessionVersion: users.sessionVersion, username: users.username });
      if (!row) return { ok: false, problem: 'targetGone' };
      if (input.action === 'suspendPlayer') {
        sessionVersion = { userId: row.id, version: row.sessionVersion, username: row.username };
      }
    }
    if (input.closeReport && report.status === 'open') {
      await tx
        .update(reports)
        .set({ status: 'closed', closedAt: now, closedBy: input.moderatorId })
        .where(and(eq(reports.id, report.id), eq(reports.status, 'open')));
    }
    const [entry] = await tx
      .insert(moderationActions)
      .values({
        moderatorId: input.moderatorId,
        action: input.action,
        targetKind,
        targetId,
        reportId: report.id,
        until: input.until,
        note: input.note,
        createdAt: now,
      })
      .returning();
    if (!entry) throw new Error('insert returned no row');
    return { ok: true, entry, ...(sessionVersion ? { sessionVersion } : {}) };
  });
}

const moderator = alias(users, 'moderator');
const aboutPlayer = alias(users, 'about_player');

export interface LogEntry {
  entry: ModerationActionRow;
  moderator: { id: string; username: string } | null;
  /** The player the action was about: its own target, or the account its report was about. */
  player: { id: string; username: string } | null;
}

/** The moderation log, newest first, at most `limit` rows, naming moderators and players by username. */
export async function moderationLog(db: Db, limit: number): Promise<LogEntry[]> {
  // A player's report closed as it stood may keep a username as its target: only an id is cast.
  const playerId = sql`coalesce(${reports.targetUserId}, case when ${moderationActions.targetKind} = 'player'
    and ${moderationActions.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then ${moderationActions.targetId}::uuid end)`;
  return db
    .select({
      entry: moderationActions,
      moderator: { id: moderator.id, username: moderator.username },
      player: { id: aboutPlayer.id, username: aboutPlayer.username },
    })
    .from(moderationActions)
    .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
    .leftJoin(reports, eq(reports.id, moderationActions.reportId))
    .leftJoin(aboutPlayer, eq(aboutPlayer.id, playerId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

/**
 * Makes an account a moderator or a player again (the command line's only way; the API has none),
 * logged with no moderator. Answers the account, or undefined when no account has that username.
 */
export async function setRole(
  db: Db,
  usernameKey: string,
  role: 'player' | 'moderator',
  note: string,
): Promise<{ id: string; username: string; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.usernameKey, usernameKey))
      .for('update');
    if (!before) return undefined;
    const changed = before.role !== role;
    if (changed) {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, before.id));
      await tx.insert(moderationActions).values({
        moderatorId: null,
        action: role === 'moderator' ? 'grantModerator' : 'revokeModerator',
        targetKind: 'player',
        targetId: before.id,
        note,
      });
    }
    return { id: before.id, username: before.username, changed };
  });
}

/** Every moderator, by username. */
export async function listModerators(db: Db): Promise<Array<{ id: string; username: string }>> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.role, 'moderator'))
    .orderBy(users.usernameKey);
}
