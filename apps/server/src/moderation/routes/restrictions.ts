import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderationRestrictionRequestSchema,
  moderationRestrictionResponseSchema,
  SAFETY_MESSAGES,
  type ModerationLogEntry,
} from '@authentic/core';
import { isUuid } from '../../db/friends-repository.js';
import { changeRestriction } from '../db/restrictions-repository.js';
import { formatUntil } from '../format-until.js';
import { moderationErrors as errors, moderatorGuard } from './guard.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * POST /api/moderation/players/:id/restriction (issue 38 item 6): a moderator lifts a player's
 * mute or suspension, or ends it sooner; never later (that is a new action on a report). One
 * moderation_actions row each (liftMute, shortenMute, liftSuspension, shortenSuspension).
 */
export const restrictionRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.post(
    '/players/:id/restriction',
    {
      ...moderatorGuard(app),
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: moderationRestrictionRequestSchema,
        response: { 200: moderationRestrictionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { restriction, minutes, note } = request.body;
      const fail = (status: 400 | 404 | 409, message: string) => reply.status(status).send({ success: false, message });
      if (!isUuid(request.params.id)) return fail(404, SAFETY_MESSAGES.playerNotFound);
      const now = new Date();
      const result = await changeRestriction(db, {
        moderatorId: request.user!.id,
        userId: request.params.id,
        restriction,
        until: minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000),
        note: note ?? '',
        now,
      });
      if (!result.ok) {
        if (result.problem === 'playerGone') return fail(404, SAFETY_MESSAGES.playerNotFound);
        if (result.problem === 'notShorter') return fail(400, SAFETY_MESSAGES.onlyShorter);
        return fail(409, SAFETY_MESSAGES.notRestricted(result.username ?? '', restriction));
      }
      const { player, entry } = result;
      if (restriction === 'suspension') {
        // This instance lets the account sign in again at once (or at the new end); others within the session TTL.
        app.sessions.remember(player.id, {
          sessionVersion: result.sessionVersion,
          username: player.username,
          suspendedUntil: player.suspendedUntil,
        });
      }
      // Live presence reads the mute again: a lifted one lets the player chat at once.
      app.safetyEvents.emit('moderation', player.id);
      const until = restriction === 'mute' ? player.mutedUntil : player.suspendedUntil;
      const message = until
        ? restriction === 'mute'
          ? SAFETY_MESSAGES.playerMuted(player.username, formatUntil(until))
          : SAFETY_MESSAGES.playerSuspended(player.username, formatUntil(until))
        : restriction === 'mute'
          ? SAFETY_MESSAGES.muteLifted(player.username)
          : SAFETY_MESSAGES.suspensionLifted(player.username);
      const logEntry: ModerationLogEntry = {
        id: entry.id,
        moderator: { id: request.user!.id, username: request.user!.username },
        player: { id: player.id, username: player.username },
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        reportId: null,
        until: iso(entry.until),
        note: entry.note,
        createdAt: entry.createdAt.toISOString(),
      };
      return {
        success: true as const,
        message,
        player: {
          id: player.id,
          username: player.username,
          mutedUntil: iso(player.mutedUntil),
          suspendedUntil: iso(player.suspendedUntil),
        },
        entry: logEntry,
      };
    },
  );
};
