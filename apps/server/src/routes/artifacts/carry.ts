import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARTIFACT_API_MESSAGES, artifactDropRequestSchema, artifactResponseSchema } from '@authentic/core';
import { dropArtifact, findArtifactRow, findVisibleArtifact, pickUpArtifact } from '../../db/artifacts-repository.js';
import { recordPickup } from '../../db/progress-repository.js';
import {
  errorResponses,
  httpError,
  idParams,
  loadVisibleArtifact,
  notFound,
  perPlayer,
  rejectMalformedId,
} from './access.js';
import { tellArtifactMaps } from './live-news.js';
import { resolvePlacement } from './placement.js';

/** POST /api/artifacts/{id}/pickup and /drop: taking an artifact off a map and laying it on one; the map's players hear of both. */
export const artifactCarryRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate, preValidation: rejectMalformedId };

  // Decision 0171: anyone who can see a placed artifact may take it; one conditional UPDATE settles a race.
  typed.post(
    '/:id/pickup',
    {
      ...auth,
      config: perPlayer(240),
      schema: { params: idParams, response: { 200: artifactResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      // Where it lay, for the players on that map (issue 34): the update below clears it.
      const lay = await findArtifactRow(db, id);
      if (!(await pickUpArtifact(db, id, userId))) {
        const entry = await findVisibleArtifact(db, id, userId);
        if (!entry) throw notFound();
        if (entry.artifact.holderId !== null) throw httpError(409, ARTIFACT_API_MESSAGES.alreadyHeld);
        throw httpError(409, ARTIFACT_API_MESSAGES.notOnMap);
      }
      // Decision 0232: collecting is what the server saw, counted for achievements from here.
      await recordPickup(db, userId, id);
      tellArtifactMaps(app, lay?.locationMapName);
      return { success: true as const, artifact: await loadVisibleArtifact(db, id, userId) };
    },
  );

  typed.post(
    '/:id/drop',
    {
      ...auth,
      config: perPlayer(240),
      schema: {
        params: idParams,
        body: artifactDropRequestSchema,
        response: { 200: artifactResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      // Decision 0220: only onto a walkable cell of a map the player may see.
      const location = await resolvePlacement(db, userId, request.body.location, Math.random);
      if (!(await dropArtifact(db, id, userId, { ...request.body.location, ...location }))) {
        if (!(await findVisibleArtifact(db, id, userId))) throw notFound();
        throw httpError(403, ARTIFACT_API_MESSAGES.dropNotAllowed);
      }
      tellArtifactMaps(app, location.mapName);
      return { success: true as const, artifact: await loadVisibleArtifact(db, id, userId) };
    },
  );
};
