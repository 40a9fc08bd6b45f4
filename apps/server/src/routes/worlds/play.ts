import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { worldPlayResponseSchema } from '@authentic/core';
import { readVersion } from '../../db/world-docs-repository.js';
import { loadVisibleWorld, rejectMalformedWorldId, worldParams } from './access.js';
import { acceptsGzip, builderErrors, perPlayerPerMinute } from './builder-common.js';
import { encode, matchesTag, PlayCache } from './play-cache.js';
import { generatedDoc, playedDoc } from './world-docs.js';

/** What the /play answers of the worlds most played may hold together, gzipped (issue 33). */
export const PLAY_CACHE_BYTES = 32 * 1024 * 1024;

/** /play answers per minute per player: a game loads it on entering a world and on each publish. */
export const PLAY_RATE_PER_MINUTE = 60;

const notModifiedSchema = z
  .null()
  .describe(
    "Not modified: the If-None-Match header named this answer's ETag, so the copy the client holds is current.",
  );

/** GET /api/worlds/{id}/play: the version players walk, from a per-version gzip cache with a strong ETag. */
export const worldPlayRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const playCache = new PlayCache(PLAY_CACHE_BYTES);

  typed.get(
    '/:worldId/play',
    {
      // Guests play unlisted and public worlds from a link (issue 34); a private one is its owner's.
      onRequest: app.optionalAuth,
      preValidation: rejectMalformedWorldId,
      config: perPlayerPerMinute(PLAY_RATE_PER_MINUTE),
      schema: {
        params: worldParams,
        response: { 200: worldPlayResponseSchema, 304: notModifiedSchema, ...builderErrors },
      },
    },
    async (request, reply) => {
      // Who may see the world is asked on every request; the cache only spares reading and encoding it.
      const { world } = await loadVisibleWorld(db, request.params.worldId, request.user?.id ?? null);
      const version = world.publishedVersion ?? 0;
      const key = version > 0 ? `v${version}` : `generated ${world.mapType} ${world.name}`;
      const cached = await playCache.get(world.id, key, async () => {
        const doc = version > 0 ? await readVersion(db, world.id, version) : generatedDoc(world);
        return doc ? { success: true as const, doc, version } : null;
      });
      // Published again since the world was read, and that version pruned: the newest, not cached.
      const answer = cached ?? encode({ success: true as const, ...(await playedDoc(db, world)) });
      const gzip = acceptsGzip(request);
      // A strong tag per encoding: the gzipped bytes and the plain ones are not the same answer.
      const etag = `"${answer.hash}${gzip ? '-gzip' : ''}"`;
      reply.header('etag', etag).header('vary', 'accept-encoding').header('cache-control', 'private, no-cache');
      if (matchesTag(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
      reply.type('application/json; charset=utf-8');
      if (gzip) return reply.header('content-encoding', 'gzip').send(answer.gzip as never);
      return reply.send(gunzipSync(answer.gzip) as never);
    },
  );
};
