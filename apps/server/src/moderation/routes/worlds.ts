import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WORLD_MESSAGES, worldModerationRequestSchema, worldModerationResponseSchema } from '@authentic/core';
import { moderateWorld } from '../db/world-moderation-repository.js';
import { httpError, notFound, rejectMalformedWorldId, worldParams } from '../../routes/worlds/access.js';
import { moderationErrors, moderatorGuard } from './guard.js';

/**
 * PUT /api/moderation/worlds/{id} (issue 34, decisions 0266 and 0269): a moderator hides a world
 * from Explore with a reason its page shows (it still opens for those who may open it), shows it
 * again, or features it in the Featured row (at most six; a seventh is a 409). Each change is
 * written to the moderation log.
 */
export const worldModerationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.put(
    '/worlds/:worldId',
    {
      ...moderatorGuard(app),
      preValidation: rejectMalformedWorldId,
      schema: {
        params: worldParams,
        body: worldModerationRequestSchema,
        response: { 200: worldModerationResponseSchema, ...moderationErrors },
      },
    },
    async (request) => {
      const outcome = await moderateWorld(db, request.params.worldId, request.user!.id, request.body);
      if (outcome === 'notFound') throw notFound();
      if (outcome === 'featuredFull') throw httpError(409, WORLD_MESSAGES.featuredFull);
      return { success: true as const, ...outcome };
    },
  );
};
