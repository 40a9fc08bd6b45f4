import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWorldRequestSchema,
  HTTP_MESSAGES,
  WORLD_MESSAGES,
  worldListResponseSchema,
  worldResponseSchema,
} from '@authentic/core';
import { createWorldWithin, findWorld, listWorldsOf, visibilityColumns } from '../../db/worlds-repository.js';
import { artifactIdsInWorlds } from '../../db/world-play-repository.js';
import { assertCleanWorld } from '../../moderation/world-words.js';
import { httpError } from './access.js';
import { worldLimitReached, type WorldLimits } from './storage.js';
import { toWorldDto } from './world-dto.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 403, 404, 429);

/** GET /api/worlds/my-worlds and POST /api/worlds: the signed-in player's worlds, and making one within the limit. */
export const worldCollectionRoutes: FastifyPluginAsync<WorldLimits> = async (app, limits) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/my-worlds',
    { onRequest: app.authenticate, schema: { response: { 200: worldListResponseSchema, ...errors } } },
    async (request) => {
      const viewerId = request.user!.id;
      const entries = await listWorldsOf(db, viewerId);
      const artifactIds = await artifactIdsInWorlds(
        db,
        entries.map((entry) => entry.world.id),
        viewerId,
      );
      const now = Date.now();
      const worlds = entries.map((entry) => toWorldDto(entry, artifactIds.get(entry.world.id), now));
      return { success: true as const, worlds };
    },
  );

  typed.post(
    '/',
    {
      onRequest: app.authenticate,
      // After authenticate (the limiter's hook comes second), so each player has their own count.
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: { body: createWorldRequestSchema, response: { 201: worldResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const mapType = body.mapType ?? body.type;
      if (!mapType) throw httpError(400, `mapType: ${WORLD_MESSAGES.mapTypeRequired}`);
      assertCleanWorld(app.wordFilter, body);
      const user = request.user!;
      const world = await createWorldWithin(
        db,
        {
          ownerId: user.id,
          name: body.name,
          description: body.description,
          mapType,
          ...(body.visibility ? visibilityColumns(body.visibility) : { isPublic: body.isPublic }),
        },
        limits.worldsPerPlayer,
      );
      if (world === 'limit') throw worldLimitReached(limits);
      if (world === 'gone') throw httpError(401, HTTP_MESSAGES.authFailed);
      const entry = await findWorld(db, world.id);
      return reply.status(201).send({ success: true as const, world: toWorldDto(entry ?? { world, creator: null }) });
    },
  );
};
