import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAFETY_MESSAGES } from '@authentic/core';
import { isModerator } from '../db/safety-repository.js';
import { errorAnswers } from '../../routes/error-answers.js';

/** The refusals every moderation route may answer. */
export const moderationErrors = errorAnswers(400, 401, 403, 404, 409, 429);

/**
 * What every /api/moderation route is set up with: signed in, a moderator by the database on each
 * request (403 otherwise; a role is granted only by the command line), and a rate per moderator.
 */
export function moderatorGuard(app: FastifyInstance) {
  const db = app.database.db;
  return {
    onRequest: app.authenticate,
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await isModerator(db, request.user!.id))) {
        await reply.status(403).send({ success: false, message: SAFETY_MESSAGES.notModerator });
      }
    },
    config: {
      rateLimit: {
        max: 120,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
  };
}
