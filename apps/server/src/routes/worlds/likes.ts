import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WORLD_MESSAGES, worldLikeResponseSchema } from '@authentic/core';
import { setWorldLike } from '../../db/world-social-repository.js';
import { httpError, loadVisibleWorld, notFound, rejectMalformedWorldId, worldParams } from './access.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 403, 404, 429);

/**
 * PUT and DELETE /api/worlds/{id}/like (issue 34): one like per signed-in player per world, never
 * on one's own, taken back with DELETE; both idempotent, both answer the world's new count. The
 * world must be one the player may open (theirs is refused; unlisted and public ones are open).
 */
export const worldLikeRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const options = {
    onRequest: app.authenticate,
    preValidation: rejectMalformedWorldId,
    // After authenticate, so each player has their own count (as artifact votes).
    config: {
      rateLimit: {
        max: 60,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
    schema: { params: worldParams, response: { 200: worldLikeResponseSchema, ...errors } },
  } as const;

  const like = async (worldId: string, userId: string, liked: boolean) => {
    const entry = await loadVisibleWorld(db, worldId, userId);
    if (entry.world.ownerId === userId) throw httpError(403, WORLD_MESSAGES.likeOwnWorld);
    const likes = await setWorldLike(db, worldId, userId, liked);
    if (likes === undefined) throw notFound();
    return { success: true as const, liked, likes };
  };

  typed.put('/:worldId/like', options, (request) => like(request.params.worldId, request.user!.id, true));
  typed.delete('/:worldId/like', options, (request) => like(request.params.worldId, request.user!.id, false));
};
