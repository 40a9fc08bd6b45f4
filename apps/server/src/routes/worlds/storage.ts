import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storageSize, WORLD_BUILDER_MESSAGES, worldStorageResponseSchema } from '@authentic/core';
import { countWorlds, storedBytes } from '../../db/storage-repository.js';
import { httpError } from './access.js';
import { errorAnswers } from '../error-answers.js';

/** What one player may keep (decision 0260): one storage for uploads and world versions, and how many worlds. */
export interface WorldLimits {
  storageQuotaBytes: number;
  worldsPerPlayer: number;
}

/** 403 for a save or restore the owner's storage would not hold. */
export const storageFull = (limits: WorldLimits) =>
  httpError(403, WORLD_BUILDER_MESSAGES.storageFull(storageSize(limits.storageQuotaBytes)));

/** 403 for a world past the cap. */
export const worldLimitReached = (limits: WorldLimits) =>
  httpError(403, WORLD_BUILDER_MESSAGES.worldLimit(limits.worldsPerPlayer));

/** GET /api/worlds/storage: what the editor and the worlds list show of the player's storage and worlds. */
export const worldStorageRoutes: FastifyPluginAsync<WorldLimits> = async (app, limits) => {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/storage',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: worldStorageResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [usedBytes, worlds] = [await storedBytes(db, userId), await countWorlds(db, userId)];
      return {
        success: true as const,
        storage: {
          usedBytes,
          limitBytes: limits.storageQuotaBytes,
          worlds,
          worldLimit: limits.worldsPerPlayer,
        },
      };
    },
  );
};
