import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWorldRequestSchema,
  generateWorldMap,
  HTTP_MESSAGES,
  messageResponseSchema,
  WORLD_LIMITS,
  WORLD_MESSAGES,
  WORLD_VISIBILITIES,
  worldListResponseSchema,
  worldResponseSchema,
  worldHideReasonText,
  worldWeather,
  type World,
} from '@authentic/core';
import {
  createWorldWithin,
  deleteWorld,
  findWorld,
  listWorldsOf,
  updateWorld,
  visibilityColumns,
  visibilityOf,
  type WorldEntry,
} from '../../db/worlds-repository.js';
import { artifactIdsInWorlds } from '../../db/world-play-repository.js';
import { likesWorld } from '../../db/world-social-repository.js';
import { readPublished } from '../../db/world-docs-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { assertCleanWorld } from '../../moderation/world-words.js';
import { httpError, loadVisibleWorld, notFound, rejectMalformedWorldId, worldParams } from './access.js';
import { worldLikeRoutes } from './likes.js';
import { worldThumbnailRoutes } from './thumbnail.js';
import { worldLimitReached, worldStorageRoutes, type WorldLimits } from './storage.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 403, 404, 429);

/** What the owner may change; created worlds stay development worlds (isMainWorld is never taken). */
const updateWorldRequestSchema = z.object({
  name: z
    .string({ error: WORLD_MESSAGES.nameTooShort })
    .trim()
    .min(WORLD_LIMITS.nameMin, WORLD_MESSAGES.nameTooShort)
    .max(WORLD_LIMITS.nameMax)
    .optional(),
  description: z
    .string({ error: WORLD_MESSAGES.descriptionTooShort })
    .trim()
    .min(WORLD_LIMITS.descriptionMin, WORLD_MESSAGES.descriptionTooShort)
    .max(WORLD_LIMITS.descriptionMax)
    .optional(),
  isPublic: z.boolean().optional(),
  /** Issue 34: wins over `isPublic` when both are sent. */
  visibility: z.enum(WORLD_VISIBILITIES).optional(),
});

const MAIN_WORLD_PORTAL = { name: 'Main World', targetWorldId: 'main', targetWorldName: 'Main World' };

/** The answer's world: map, NPCs and weather generated from (mapType, id), so the same world reads the same. */
export function toWorldDto(
  { world, creator }: WorldEntry,
  artifactIds: readonly string[] = [],
  now: number = Date.now(),
  liked = false,
): World {
  const map = generateWorldMap(world.mapType, world.id);
  const weather = worldWeather(world.mapType, world.id, Math.floor(now / 3_600_000));
  return {
    _id: world.id,
    id: world.id,
    name: world.name,
    description: world.description,
    isMainWorld: false,
    isPublic: world.isPublic,
    visibility: visibilityOf(world),
    mapType: world.mapType,
    type: world.mapType,
    mapData: map.data,
    artifacts: [...artifactIds],
    npcs: map.npcs.map((npc) => npc.id),
    games: [],
    portals: [MAIN_WORLD_PORTAL],
    weather: { temperature: weather.temperature, condition: weather.condition },
    creator,
    createdAt: world.createdAt.toISOString(),
    hidden: world.hiddenAt ? { reason: world.hiddenReason ?? worldHideReasonText('other') } : null,
    visits: world.visits,
    likes: world.likes,
    liked,
  };
}

/** /api/worlds: players' development worlds (spec 01 §7). Ownership and visibility are checked here. */
export const worldRoutes: FastifyPluginAsync<WorldLimits> = async (app, limits) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  await app.register(worldStorageRoutes, {
    storageQuotaBytes: limits.storageQuotaBytes,
    worldsPerPlayer: limits.worldsPerPlayer,
  });
  await app.register(worldLikeRoutes);
  await app.register(worldThumbnailRoutes);
  const signedInWorld = { onRequest: app.authenticate, preValidation: rejectMalformedWorldId };

  const loadVisible = (worldId: string, viewerId: string) => loadVisibleWorld(db, worldId, viewerId);
  /** The world if it is this player's; 403 when they can see but not own it, 404 when they cannot see it. */
  const loadOwned = async (worldId: string, viewerId: string): Promise<WorldEntry> => {
    const entry = await loadVisible(worldId, viewerId);
    if (entry.world.ownerId !== viewerId) throw httpError(403, HTTP_MESSAGES.forbidden);
    return entry;
  };

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

  // Guests too (issue 34): an unlisted or public world's page and game open from a link.
  typed.get(
    '/:worldId',
    {
      onRequest: app.optionalAuth,
      preValidation: rejectMalformedWorldId,
      schema: { params: worldParams, response: { 200: worldResponseSchema, ...errors } },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const entry = await loadVisibleWorld(db, request.params.worldId, viewerId);
      const [artifactIds, liked] = await Promise.all([
        artifactIdsInWorlds(db, [entry.world.id], viewerId),
        viewerId === null || viewerId === entry.world.ownerId ? false : likesWorld(db, entry.world.id, viewerId),
      ]);
      const world = toWorldDto(entry, artifactIds.get(entry.world.id), Date.now(), liked);
      // Once a version is published, the world's map is its spawn map as painted (issue 25).
      const published = entry.world.publishedVersion === null ? null : await readPublished(db, entry.world.id);
      const spawnMap = published?.doc.maps.find((map) => map.id === published.doc.spawn.mapId);
      if (spawnMap) world.mapData = spawnMap.rows.map((row) => [...row].map(Number));
      return { success: true as const, world };
    },
  );

  typed.put(
    '/:worldId',
    {
      ...signedInWorld,
      schema: {
        params: worldParams,
        body: updateWorldRequestSchema,
        response: { 200: worldResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { worldId } = request.params;
      const entry = await loadOwned(worldId, userId);
      const { name, description, visibility } = request.body;
      assertCleanWorld(app.wordFilter, { name, description });
      const isPublic = visibility ? visibility !== 'private' : request.body.isPublic;
      const changes = {
        ...(name !== undefined && { name }),
        ...(description !== undefined && { description }),
        ...(visibility ? visibilityColumns(visibility) : isPublic !== undefined && { isPublic }),
      };
      const updated = await updateWorld(db, worldId, userId, changes);
      if (!updated) throw notFound();
      // Private now: its visitors leave its live rooms at once, on every instance (issue 33).
      if (isPublic === false) (app.presence as PresenceRegistry | undefined)?.worldClosed?.(worldId, userId);
      const artifactIds = await artifactIdsInWorlds(db, [worldId], userId);
      const world = toWorldDto({ world: updated, creator: entry.creator }, artifactIds.get(worldId));
      return { success: true as const, world };
    },
  );

  typed.delete(
    '/:worldId',
    { ...signedInWorld, schema: { params: worldParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const userId = request.user!.id;
      const { worldId } = request.params;
      await loadOwned(worldId, userId);
      if (!(await deleteWorld(db, worldId, userId))) throw notFound();
      // Gone: its visitors leave its live rooms at once, on every instance, as when it turns private.
      (app.presence as PresenceRegistry | undefined)?.worldClosed?.(worldId, userId);
      return { success: true, message: WORLD_MESSAGES.deleted };
    },
  );
};
