import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  checkWorldDoc,
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
import type { PresenceRegistry } from '../../realtime/seams.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
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

/**
 * /api/worlds/{id}/doc, /versions, /publish, /play (issue 25, decision 0248): the world builder's
 * saves. Only the owner reads and writes the document; every save is checked by core's
 * checkWorldDoc, numbered, and refused (409) when another save landed since the one it started from.
 */
export const worldBuilderRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
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
        },
      },
    },
    async (request, reply) => {
      const world = await loadOwned(request.params.worldId, request.user!.id);
      const { doc, baseVersion, force, publish } = request.body;
      const problems = checkWorldDoc(doc);
      if (problems.length > 0) {
        return reply.status(400).send({ success: false, message: WORLD_BUILDER_MESSAGES.invalid, problems });
      }
      const saved = await saveVersion(db, { worldId: world.id, doc, baseVersion, force, publish, standable });
      if (!saved.ok) {
        if ('missing' in saved) throw notFound();
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
      const saved = await saveVersion(db, {
        worldId: world.id,
        doc,
        baseVersion: world.latestVersion,
        force: true,
        publish: false,
        standable,
      });
      if (!saved.ok) throw notFound();
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
    { ...signedInWorld, schema: { params: worldParams, response: { 200: worldPlayResponseSchema, ...errors } } },
    async (request, reply) => {
      const { world } = await loadVisibleWorld(db, request.params.worldId, request.user!.id);
      return sendCompact(request, reply, { success: true as const, ...(await playedDoc(db, world)) });
    },
  );
};
