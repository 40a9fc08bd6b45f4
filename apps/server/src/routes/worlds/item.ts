import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HTTP_MESSAGES,
  messageResponseSchema,
  WORLD_LIMITS,
  WORLD_MESSAGES,
  WORLD_VISIBILITIES,
  worldResponseSchema,
} from '@authentic/core';
import { tilesetFilesOfWorlds } from '../../db/world-tilesets-repository.js';
import { deleteWorld, updateWorld, visibilityColumns, type WorldEntry } from '../../db/worlds-repository.js';
import { artifactIdsInWorlds } from '../../db/world-play-repository.js';
import { likesWorld } from '../../db/world-social-repository.js';
import { countStoryQuests } from '../../db/story-progress-repository.js';
import { readPublished } from '../../db/world-docs-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { assertCleanWorld } from '../../moderation/world-words.js';
import { httpError, loadVisibleWorld, notFound, rejectMalformedWorldId, worldParams } from './access.js';
import { toWorldDto } from './world-dto.js';
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

/** GET, PUT and DELETE /api/worlds/{worldId}: one world read by whoever may see it, changed or deleted by its owner. */
export const worldItemRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signedInWorld = { onRequest: app.authenticate, preValidation: rejectMalformedWorldId };

  /** The world if it is this player's; 403 when they can see but not own it, 404 when they cannot see it. */
  const loadOwned = async (worldId: string, viewerId: string): Promise<WorldEntry> => {
    const entry = await loadVisibleWorld(db, worldId, viewerId);
    if (entry.world.ownerId !== viewerId) throw httpError(403, HTTP_MESSAGES.forbidden);
    return entry;
  };

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
      const [artifactIds, liked, storyQuestsCompleted] = await Promise.all([
        artifactIdsInWorlds(db, [entry.world.id], viewerId),
        viewerId === null || viewerId === entry.world.ownerId ? false : likesWorld(db, entry.world.id, viewerId),
        countStoryQuests(db, entry.world.id),
      ]);
      const world = { ...toWorldDto(entry, artifactIds.get(entry.world.id), Date.now(), liked), storyQuestsCompleted };
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
      // Its tileset images go with it (issue 36): the rows by the foreign key, the files and their
      // upload records here, so the owner's storage frees at once.
      const tilesetFiles = await tilesetFilesOfWorlds(db, [worldId]);
      if (!(await deleteWorld(db, worldId, userId))) throw notFound();
      for (const url of tilesetFiles) await app.uploads.remove(url);
      // Gone: its visitors leave its live rooms at once, on every instance, as when it turns private.
      (app.presence as PresenceRegistry | undefined)?.worldClosed?.(worldId, userId);
      return { success: true, message: WORLD_MESSAGES.deleted };
    },
  );
};
