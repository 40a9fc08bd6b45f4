import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { encode as encodePng } from 'fast-png';
import { z } from 'zod';
import { worldThumbnailPixels, type WorldDoc } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { readVersion } from '../../db/world-docs-repository.js';
import { readThumbnail, storeThumbnail, type StoredThumbnail } from '../../db/world-thumbnails-repository.js';
import type { WorldRow } from '../../db/worlds-repository.js';
import { loadVisibleWorld, rejectMalformedWorldId, worldParams } from './access.js';
import { generatedDoc, playedDoc } from './world-docs.js';
import { matchesTag } from './play-cache.js';
import { errorAnswers } from '../error-answers.js';

/** Thumbnails per minute per player or address: an Explore page shows a few dozen at a time. */
export const THUMBNAIL_RATE_PER_MINUTE = 300;
/** How long a browser or proxy keeps a thumbnail before asking again (with its ETag). */
const MAX_AGE_SECONDS = 300;

/** How many thumbnails this process has rendered: a test checks the route does not render per request. */
export const thumbnailRenders = { count: 0 };

/** A world document's spawn map as a PNG, with its strong ETag. */
export function renderThumbnail(doc: WorldDoc, version: number): StoredThumbnail {
  thumbnailRenders.count += 1;
  const pixels = worldThumbnailPixels(doc);
  const png = Buffer.from(encodePng({ ...pixels, channels: 4, depth: 8 }));
  const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
  return { version, png, etag };
}

const thumbnailQuery = z.object({
  v: z.coerce.number().int().min(0).optional().describe('The published version (0: never published): for caches only.'),
});

/** Documented as a PNG (a Buffer is sent as it is; no serializer reads it). */
const pngResponse = {
  description: "The world's spawn map as a PNG, 256×160, in the game's tile colours.",
  content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
};
const notModifiedSchema = z.null().describe('Not modified: the If-None-Match header named the current ETag.');

/**
 * GET /api/worlds/{id}/thumbnail.png (issue 34, decision 0267): a world's spawn map in the game's
 * tile colours, rendered once per (world, version) on its first request and kept in the database.
 * Open to guests for public and unlisted worlds; a private world's only to its owner.
 */
export const worldThumbnailRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db: Db = app.database.db;
  // Concurrent first requests for the same version wait for the one render.
  const rendering = new Map<string, Promise<StoredThumbnail>>();

  const renderAndStore = async (world: WorldRow, version: number): Promise<StoredThumbnail> => {
    const doc = (version > 0 ? await readVersion(db, world.id, version) : generatedDoc(world)) ?? null;
    const thumbnail = doc ? renderThumbnail(doc, version) : renderThumbnail((await playedDoc(db, world)).doc, version);
    await storeThumbnail(db, world.id, thumbnail);
    return thumbnail;
  };
  const thumbnailOf = async (world: WorldRow, version: number): Promise<StoredThumbnail> => {
    const stored = await readThumbnail(db, world.id);
    if (stored?.version === version) return stored;
    const key = `${world.id} ${version}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderAndStore(world, version).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  typed.get(
    '/:worldId/thumbnail.png',
    {
      onRequest: app.optionalAuth,
      preValidation: rejectMalformedWorldId,
      config: {
        rateLimit: {
          max: THUMBNAIL_RATE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        params: worldParams,
        querystring: thumbnailQuery,
        response: { 200: pngResponse, 304: notModifiedSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      // A guest is nobody's owner: they see public and unlisted worlds only.
      const { world } = await loadVisibleWorld(db, request.params.worldId, request.user?.id ?? null);
      const thumbnail = await thumbnailOf(world, world.publishedVersion ?? 0);
      reply
        .header('etag', thumbnail.etag)
        .header('cache-control', `${world.isPublic ? 'public' : 'private'}, max-age=${MAX_AGE_SECONDS}`);
      if (matchesTag(request.headers['if-none-match'], thumbnail.etag))
        return reply.status(304).send(undefined as never);
      return reply.type('image/png').send(thumbnail.png as never);
    },
  );
};
