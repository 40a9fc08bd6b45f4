import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderationActionRequestSchema,
  moderationActionResponseSchema,
  moderationLogResponseSchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
  SAFETY_MESSAGES,
  TILESET_MESSAGES,
  WORLD_MODERATION_MESSAGES,
  worldHideReasonText,
  type ModerationLogEntry,
  type ModerationReport,
  type ReportReason,
} from '@authentic/core';
import { isUuid } from '../../db/friends-repository.js';
import {
  applyModerationAction,
  findReport,
  listReports,
  moderationLog,
  type LogEntry,
  type ReportEntry,
} from '../db/moderation-repository.js';
import { inForce, isModerator } from '../db/safety-repository.js';
import { formatUntil } from '../format-until.js';
import { moderationErrors as errors, moderatorGuard } from './guard.js';
import { operatorRoutes } from './operator.js';
import { restrictionRoutes } from './restrictions.js';

const QUEUE_LIMIT = 200;
const LOG_LIMIT = 200;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toReportDto({ report, reporter, targetUser, subject }: ReportEntry): ModerationReport {
  return {
    id: report.id,
    kind: report.kind,
    targetId: report.targetId,
    reason: report.reason as ReportReason,
    details: report.details,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    closedAt: iso(report.closedAt),
    reporter,
    targetUser: targetUser
      ? {
          id: targetUser.id,
          username: targetUser.username,
          // Only what is in force: an ended mute or suspension is no longer the player's.
          mutedUntil: iso(inForce(targetUser.mutedUntil)),
          suspendedUntil: iso(inForce(targetUser.suspendedUntil)),
        }
      : null,
    subject,
  };
}

export const toLogDto = ({ entry, moderator, player }: LogEntry): ModerationLogEntry => ({
  id: entry.id,
  moderator,
  player,
  action: entry.action,
  targetKind: entry.targetKind,
  targetId: entry.targetId,
  reportId: entry.reportId,
  until: iso(entry.until),
  note: entry.note,
  createdAt: entry.createdAt.toISOString(),
});

/** Which report kinds each action fits: a world's report restricts its creator. */
const ABOUT_SOMEONE = ['player', 'chat', 'artifact', 'comment', 'world', 'tileset'];
const FITS: Record<string, ReadonlyArray<string>> = {
  hideArtifact: ['artifact'],
  hideComment: ['comment'],
  hideWorld: ['world'],
  hideTileset: ['tileset'],
  showTileset: ['tileset'],
  mutePlayer: ABOUT_SOMEONE,
  suspendPlayer: ABOUT_SOMEONE,
  close: ABOUT_SOMEONE,
};

/**
 * /api/moderation: the moderators' queue, their actions and the log. Every route checks the
 * account's role in the database on each request (403 otherwise): a role is granted only by the
 * command line (`npm run moderator -- grant <username>`), never through the API. Hiding an
 * artifact, a comment or a world (from Explore, with the reason its page shows), muting or
 * suspending the account a report is about, or closing the report each write one
 * moderation_actions row; hide, mute and suspend close the report unless the
 * request says `close: false`. A moderator's account cannot be muted or suspended this way.
 */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const guard = moderatorGuard(app);

  typed.get(
    '/reports',
    {
      ...guard,
      schema: {
        querystring: moderationReportsQuerySchema,
        response: { 200: moderationReportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const entries = await listReports(db, { status: request.query.status, limit: QUEUE_LIMIT });
      return { success: true as const, reports: entries.map(toReportDto) };
    },
  );

  typed.post(
    '/reports/:id/actions',
    {
      ...guard,
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: moderationActionRequestSchema,
        response: { 200: moderationActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = request.user!.id;
      const { action, minutes, note } = request.body;
      const report = isUuid(request.params.id) ? await findReport(db, request.params.id) : undefined;
      const fail = (status: 400 | 404 | 409, message: string) => reply.status(status).send({ success: false, message });
      if (!report) return fail(404, SAFETY_MESSAGES.reportNotFound);
      if (!FITS[action]?.includes(report.kind)) return fail(400, SAFETY_MESSAGES.actionDoesNotFit);
      if (action === 'close' && report.status === 'closed') return fail(409, SAFETY_MESSAGES.reportClosed);
      const restricting = action === 'mutePlayer' || action === 'suspendPlayer';
      if (restricting && minutes === undefined) return fail(400, SAFETY_MESSAGES.minutesRequired);
      if (restricting && report.targetUserId && (await isModerator(db, report.targetUserId))) {
        return fail(400, SAFETY_MESSAGES.moderatorNotPlayer);
      }
      const now = new Date();
      const until = restricting ? new Date(now.getTime() + minutes! * 60_000) : null;
      const result = await applyModerationAction(db, {
        moderatorId,
        report,
        action,
        until,
        note: note ?? '',
        // A world's page tells its players why: the moderator's words, else the report's reason.
        hideReason: action === 'hideWorld' ? worldHideReasonText(request.body.reason ?? report.reason) : null,
        closeReport: action === 'close' || request.body.close !== false,
        now,
      });
      if (!result.ok) return fail(404, SAFETY_MESSAGES.reportTargetGone);
      if (result.sessionVersion) {
        // This instance refuses the account's older tokens at once; others within the session TTL.
        const { userId, version, username } = result.sessionVersion;
        app.sessions.remember(userId, { sessionVersion: version, username, suspendedUntil: until });
      }
      if (restricting && report.targetUserId) app.safetyEvents.emit('moderation', report.targetUserId);

      const [entry] = await listReports(db, { ids: [report.id], limit: 1 });
      if (!entry) return fail(404, SAFETY_MESSAGES.reportNotFound);
      const name = entry.targetUser?.username ?? '';
      const message =
        action === 'hideArtifact'
          ? SAFETY_MESSAGES.artifactHidden
          : action === 'hideComment'
            ? SAFETY_MESSAGES.commentHidden
            : action === 'hideWorld'
              ? WORLD_MODERATION_MESSAGES.worldHidden
              : action === 'hideTileset'
                ? TILESET_MESSAGES.tilesetHidden
                : action === 'showTileset'
                  ? TILESET_MESSAGES.tilesetShown
                  : action === 'mutePlayer'
                    ? SAFETY_MESSAGES.playerMuted(name, formatUntil(until!))
                    : action === 'suspendPlayer'
                      ? SAFETY_MESSAGES.playerSuspended(name, formatUntil(until!))
                      : SAFETY_MESSAGES.reportClosedDone;
      const logEntry = toLogDto({
        entry: result.entry,
        moderator: { id: moderatorId, username: request.user!.username },
        player: entry.targetUser ? { id: entry.targetUser.id, username: entry.targetUser.username } : null,
      });
      return { success: true as const, message, report: toReportDto(entry), entry: logEntry };
    },
  );

  await app.register(restrictionRoutes);
  await app.register(operatorRoutes);

  typed.get('/log', { ...guard, schema: { response: { 200: moderationLogResponseSchema, ...errors } } }, async () => ({
    success: true as const,
    entries: (await moderationLog(db, LOG_LIMIT)).map(toLogDto),
  }));
};
