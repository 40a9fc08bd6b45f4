import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artifactInventoryResponseSchema,
  artifactListQuerySchema,
  artifactListResponseSchema,
  artifactMessageResponseSchema,
  artifactResponseSchema,
  AUTH_MESSAGES,
} from '@authentic/core';
import { listArtifacts, listHeldArtifacts } from '../../db/artifacts-repository.js';
import { coalesced } from '../../db/coalesced.js';
import { artifactsFor, errorResponses, httpError, idParams, loadVisibleArtifact, rejectMalformedId } from './access.js';

/** Lists, the inventory, one artifact and its message: what a viewer may see (decision 0124). */
export const artifactReadRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const maybeSignedIn = { onRequest: app.optionalAuth, preValidation: rejectMalformedId };
  // The same page asked for by many at once (the game and the page both load it) is read and
  // serialised once; nobody is answered from a read that began before they asked, so writes show
  // at once. The answer is encoded with the contract's schema here, once per read, not per reply.
  const sharedPages = coalesced<string>();

  // Untyped reply: the answer is a string encoded once per shared read (above).
  app.get<{ Querystring: z.output<typeof artifactListQuerySchema> }>(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: artifactListQuerySchema, response: errorResponses },
    },
    async (request, reply) => {
      const query = request.query;
      const viewerId = request.user?.id ?? null;
      // "Mine" and "others" are relative to a player (decision 0172).
      if (query.filter !== 'all' && viewerId === null) throw httpError(401, AUTH_MESSAGES.authRequired);
      const { filter, sort, page, limit, area, mapName } = query;
      const key = JSON.stringify([viewerId, filter, sort, page, limit, area, mapName]);
      const body = await sharedPages(key, async () => {
        const { entries, total } = await listArtifacts(db, { viewerId, ...query });
        const artifacts = await artifactsFor(db, viewerId, entries);
        return JSON.stringify(
          z.encode(artifactListResponseSchema, { success: true as const, artifacts, total, page, limit }),
        );
      });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  typed.get(
    '/inventory',
    { onRequest: app.authenticate, schema: { response: { 200: artifactInventoryResponseSchema, ...errorResponses } } },
    async (request) => {
      const userId = request.user!.id;
      const artifacts = await artifactsFor(db, userId, await listHeldArtifacts(db, userId));
      return { success: true as const, artifacts };
    },
  );

  typed.get(
    '/:id',
    { ...maybeSignedIn, schema: { params: idParams, response: { 200: artifactResponseSchema, ...errorResponses } } },
    async (request) => {
      const artifact = await loadVisibleArtifact(db, request.params.id, request.user?.id ?? null);
      return { success: true as const, artifact };
    },
  );

  typed.get(
    '/:id/message',
    {
      ...maybeSignedIn,
      schema: { params: idParams, response: { 200: artifactMessageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const artifact = await loadVisibleArtifact(db, request.params.id, request.user?.id ?? null, 0);
      return { success: true as const, messageText: artifact.messageText ?? '' };
    },
  );
};
