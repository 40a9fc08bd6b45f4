import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  levelForExperience,
  MINI_GAME_RESULT_MESSAGES,
  miniGameParamsSchema,
  miniGameResultResponseSchema,
} from '@authentic/core';
import { recordMiniGameResult } from '../../db/minigames-repository.js';
import { verifyMiniGameResult } from './verify.js';

/** A long platformer run is a few kilobytes; an hour of it stays well under this. */
export const MINI_GAME_RESULT_BODY_LIMIT = 256 * 1024;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** POST /api/minigames/:game/results: a result is replayed through core before anything is paid (decision 0211). */
export const miniGameRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.post(
    '/:game/results',
    {
      onRequest: app.authenticate,
      bodyLimit: MINI_GAME_RESULT_BODY_LIMIT,
      // After authenticate (the limiter's hook comes second), so each player has their own count.
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      // The body's schema depends on the game, so the handler checks it (verify.ts), with the same 400.
      schema: { params: miniGameParamsSchema, response: { 200: miniGameResultResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { game } = request.params;
      const verified = verifyMiniGameResult(game, request.body);
      if (!verified.ok) return reply.status(verified.status).send({ success: false, message: verified.message });
      const result = await recordMiniGameResult(db, request.user!.id, verified);
      if (!result.ok) {
        return reply.status(409).send({ success: false, message: MINI_GAME_RESULT_MESSAGES.alreadyRecorded });
      }
      return {
        success: true as const,
        experience: result.experience,
        level: levelForExperience(result.experience),
        gained: result.gained,
        levelCompleted: result.levelCompleted,
        achievements: result.achievements,
        score: verified.score,
      };
    },
  );
};
