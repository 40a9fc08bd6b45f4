import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  docMapIdOfKey,
  messageResponseSchema,
  WORLD_MESSAGES,
  worldPositionRequestSchema,
  worldPositionResponseSchema,
} from '@authentic/core';
import { readWorldPosition, saveWorldPosition } from '../../db/world-play-repository.js';
import { httpError, loadVisibleWorld, rejectMalformedWorldId, worldParams } from './access.js';
import { playedDoc, standable } from './world-docs.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 404, 429);

/**
 * /api/worlds/{id}/position (ours): where a player stands in a world they may see, so playing it
 * again, on any device, goes on from there. Only cells one can stand on are kept.
 */
export const worldPositionRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signedInWorld = { onRequest: app.authenticate, preValidation: rejectMalformedWorldId };

  typed.get(
    '/:worldId/position',
    { ...signedInWorld, schema: { params: worldParams, response: { 200: worldPositionResponseSchema, ...errors } } },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      return { success: true as const, position: await readWorldPosition(db, world.id, userId) };
    },
  );

  typed.put(
    '/:worldId/position',
    {
      ...signedInWorld,
      // A step is at most every 150 ms; the client sends far fewer (it waits for the player to stop).
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        params: worldParams,
        body: worldPositionRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      const { x, y, mapId = null } = request.body;
      // Checked against what players walk: the published document, else the generated map.
      const { doc } = await playedDoc(db, world);
      // A map is named by its key (core's worldMapKey) or by its id in the document; none: the spawn map.
      const onMap = mapId === null ? null : (docMapIdOfKey(world.id, mapId) ?? mapId);
      if (!standable(doc, onMap ?? doc.spawn.mapId, { x, y })) throw httpError(400, WORLD_MESSAGES.positionBlocked);
      await saveWorldPosition(db, world.id, userId, { x, y, mapId: onMap });
      return { success: true, message: WORLD_MESSAGES.positionSaved };
    },
  );
};
