import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  generateWorldMap,
  isWalkableTile,
  publishWorldRequestSchema,
  saveWorldDocRequestSchema,
  saveWorldDocResponseSchema,
  startingWorldDoc,
  WORLD_BUILDER_LIMITS,
  WORLD_BUILDER_MESSAGES,
  worldDocConflictResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
  worldDocTile,
  worldPlayResponseSchema,
  worldVersionParamsSchema,
  worldVersionsResponseSchema,
  type WorldDoc,
} from '@authentic/core';
import type { WorldRow } from '../../db/worlds-repository.js';
import {
  listVersions,
  publishVersion,
  readPublished,
  readVersion,
  saveVersion,
  type Standable,
} from '../../db/world-docs-repository.js';
import { httpError, loadVisibleWorld, notFound, rejectMalformedWorldId, worldParams } from './access.js';
import { encode, matchesTag, PlayCache } from './play-cache.js';
import { storageFull, type WorldLimits } from './storage.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import type { WorldChecker } from '../../replay/world-check.js';
import { assertCleanWorldDoc, worldDocWordProblem } from '../../moderation/world-words.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** What the /play answers of the worlds most played may hold together, gzipped (issue 33). */
export const PLAY_CACHE_BYTES = 32 * 1024 * 1024;

/** /play answers per minute per player: a game loads it on entering a world and on each publish. */
export const PLAY_RATE_PER_MINUTE = 60;

const notModifiedSchema = z
  .null()
  .describe(
    "Not modified: the If-None-Match header named this answer's ETag, so the copy the client holds is current.",
  );

const acceptsGzip = (request: FastifyRequest) => {
  const accepts = request.headers['accept-encoding'];
  return typeof accepts === 'string' && /\bgzip\b/.test(accepts);
};

/**
 * A world document goes out gzipped when the client takes it (every browser does): a 256×256 map is
 * 65 kB of digits, a few kB gzipped (issue 25). Small answers elsewhere stay as they are.
 */
function sendCompact(request: FastifyRequest, reply: FastifyReply, body: object): FastifyReply {
  const accepts = request.headers['accept-encoding'];
  if (typeof accepts !== 'string' || !/\bgzip\b/.test(accepts)) return reply.send(body as never);
  return reply
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8')
    .send(gzipSync(JSON.stringify(body)) as never);
}

/** A cell of a document someone can stand on. */
export const standable: Standable = (doc, mapId, cell) => {
  const map = doc.maps.find((candidate) => candidate.id === mapId);
  return map !== undefined && isWalkableTile(worldDocTile(map, cell) ?? undefined);
};

/** A world's first document, before anything is saved: its generated map (decision 0246). */
export function generatedDoc(world: Pick<WorldRow, 'id' | 'name' | 'mapType'>): WorldDoc {
  return startingWorldDoc(generateWorldMap(world.mapType, world.id), world.name);
}

/** What players walk in a world: the published version, else the generated map (version 0). */
export async function playedDoc(
  db: Parameters<typeof readPublished>[0],
  world: Pick<WorldRow, 'id' | 'name' | 'mapType'>,
): Promise<{ doc: WorldDoc; version: number }> {
  return (await readPublished(db, world.id)) ?? { doc: generatedDoc(world), version: 0 };
}

/** What a 503 asks the builder to wait before saving again: the checking threads were busy or slow. */
const CHECK_RETRY_SECONDS = 5;

/**
 * /api/worlds/{id}/doc, /versions, /publish, /play (issue 25, decision 0248): the world builder's
 * saves. Only the owner reads and writes the document; every save is checked by core's
 * checkWorldDoc (a big world's off the event loop, decision 0259), numbered, and refused (409) when
 * another save landed since the one it started from.
 */
export const worldBuilderRoutes: FastifyPluginAsync<WorldLimits & { checkWorld: WorldChecker }> = async (
  app,
  limits,
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const playCache = new PlayCache(PLAY_CACHE_BYTES);
  const signedInWorld = { onRequest: app.authenticate, preValidation: rejectMalformedWorldId };

  // Live players of the world hear of the new version at once, on every instance: the presence hub
  // sends it over its Redis bus (realtime/bus.ts). No presence in some test apps.
  const tellPlayers = (worldId: string, version: number) => {
    (app.presence as PresenceRegistry | undefined)?.worldPublished?.(worldId, version);
  };
  const loadOwned = async (worldId: string, viewerId: string) => {
    const entry = await loadVisibleWorld(db, worldId, viewerId);
    if (entry.world.ownerId !== viewerId) throw httpError(403, WORLD_BUILDER_MESSAGES.ownerOnly);
    return entry.world;
  };

  typed.get(
    '/:worldId/doc',
    { ...signedInWorld, schema: { params: worldParams, response: { 200: worldDocResponseSchema, ...errors } } },
    async (request, reply) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const doc = world.latestVersion > 0 ? await readVersion(db, world.id, world.latestVersion) : null;
      return sendCompact(request, reply, {
        success: true as const,
        doc: doc ?? generatedDoc(world),
        version: doc ? world.latestVersion : 0,
        published: world.publishedVersion,
      });
    },
  );

  typed.put(
    '/:worldId/doc',
    {
      ...signedInWorld,
      bodyLimit: WORLD_BUILDER_LIMITS.bodyBytes,
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: {
        params: worldParams,
        body: saveWorldDocRequestSchema,
        response: {
          200: saveWorldDocResponseSchema,
          ...errors,
          400: worldDocProblemsResponseSchema.or(apiErrorSchema),
          409: worldDocConflictResponseSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const { doc, baseVersion, force, publish } = request.body;
      // Map names and ids pass the word filter like artifact texts (decision 0269).
      const wordProblem = worldDocWordProblem(app.wordFilter, doc);
      if (wordProblem) {
        return reply.status(400).send({ success: false, message: wordProblem.message, problems: [wordProblem] });
      }
      // Big worlds are checked off the event loop, within a time budget (decision 0259).
      const checked = await limits.checkWorld(doc);
      if (checked.kind !== 'done') {
        const message =
          checked.kind === 'busy' ? WORLD_BUILDER_MESSAGES.checkBusy : WORLD_BUILDER_MESSAGES.notCheckedInTime;
        return reply.header('retry-after', String(CHECK_RETRY_SECONDS)).status(503).send({ success: false, message });
      }
      const { problems } = checked;
      if (problems.length > 0) {
        return reply.status(400).send({ success: false, message: WORLD_BUILDER_MESSAGES.invalid, problems });
      }
      const storage = { ownerId: world.ownerId, quotaBytes: limits.storageQuotaBytes };
      const saved = await saveVersion(db, { worldId: world.id, doc, baseVersion, force, publish, standable, storage });
      if (!saved.ok) {
        if ('missing' in saved) throw notFound();
        if ('full' in saved) throw storageFull(limits);
        return reply
          .status(409)
          .send({ success: false, message: WORLD_BUILDER_MESSAGES.conflict, currentVersion: saved.conflict });
      }
      if (publish) tellPlayers(world.id, saved.version);
      return {
        success: true as const,
        message: publish
          ? WORLD_BUILDER_MESSAGES.published(saved.version)
          : WORLD_BUILDER_MESSAGES.saved(saved.version),
        version: saved.version,
        published: saved.published,
      };
    },
  );

  typed.get(
    '/:worldId/versions',
    { ...signedInWorld, schema: { params: worldParams, response: { 200: worldVersionsResponseSchema, ...errors } } },
    async (request) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const versions = await listVersions(db, world.id);
      return {
        success: true as const,
        published: world.publishedVersion,
        versions: versions.map((version) => ({
          number: version.number,
          savedAt: version.savedAt.toISOString(),
          maps: version.maps,
          published: version.number === world.publishedVersion,
        })),
      };
    },
  );

  typed.post(
    '/:worldId/versions/:number/restore',
    {
      ...signedInWorld,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: { params: worldVersionParamsSchema, response: { 200: saveWorldDocResponseSchema, ...errors } },
    },
    async (request) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const doc = await readVersion(db, world.id, request.params.number);
      if (!doc) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      assertCleanWorldDoc(app.wordFilter, doc);
      const saved = await saveVersion(db, {
        worldId: world.id,
        doc,
        baseVersion: world.latestVersion,
        force: true,
        publish: false,
        standable,
        storage: { ownerId: world.ownerId, quotaBytes: limits.storageQuotaBytes },
      });
      if (!saved.ok) throw 'full' in saved ? storageFull(limits) : notFound();
      return {
        success: true as const,
        message: WORLD_BUILDER_MESSAGES.restored(request.params.number, saved.version),
        version: saved.version,
        published: saved.published,
      };
    },
  );

  typed.post(
    '/:worldId/publish',
    {
      ...signedInWorld,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: {
        params: worldParams,
        body: publishWorldRequestSchema,
        response: { 200: saveWorldDocResponseSchema, ...errors },
      },
    },
    async (request) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const { version } = request.body;
      // A version saved before decision 0269 is read by the word filter before anyone walks it.
      const saved = await readVersion(db, world.id, version);
      if (!saved) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      assertCleanWorldDoc(app.wordFilter, saved);
      const published = await publishVersion(db, world.id, version, standable);
      if (!published) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      tellPlayers(world.id, version);
      return {
        success: true as const,
        message: WORLD_BUILDER_MESSAGES.published(version),
        version: published.latest,
        published: version,
      };
    },
  );

  typed.get(
    '/:worldId/play',
    {
      // Guests play unlisted and public worlds from a link (issue 34); a private one is its owner's.
      onRequest: app.optionalAuth,
      preValidation: rejectMalformedWorldId,
      config: {
        rateLimit: {
          max: PLAY_RATE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        params: worldParams,
        response: { 200: worldPlayResponseSchema, 304: notModifiedSchema, ...errors },
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
