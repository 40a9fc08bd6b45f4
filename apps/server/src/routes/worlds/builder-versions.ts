import { assertWorldArt } from './world-art.js';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveWorldDocResponseSchema,
  WORLD_BUILDER_MESSAGES,
  worldVersionParamsSchema,
  worldVersionsResponseSchema,
} from '@authentic/core';
import { listVersions, readVersion, saveVersion } from '../../db/world-docs-repository.js';
import { assertCleanWorldDoc } from '../../moderation/world-words.js';
import { httpError, notFound, worldParams } from './access.js';
import {
  builderErrors,
  loadOwnedWorld,
  perPlayerPerMinute,
  signedInWorld,
  type BuilderOptions,
} from './builder-common.js';
import { storageFull } from './storage.js';
import { standable } from './world-docs.js';

/** GET /api/worlds/{id}/versions and POST …/versions/{n}/restore: the owner's saved versions, and taking one back. */
export const worldVersionRoutes: FastifyPluginAsync<BuilderOptions> = async (app, limits) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/:worldId/versions',
    {
      ...signedInWorld(app),
      schema: { params: worldParams, response: { 200: worldVersionsResponseSchema, ...builderErrors } },
    },
    async (request) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
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
      ...signedInWorld(app),
      config: perPlayerPerMinute(30),
      schema: { params: worldVersionParamsSchema, response: { 200: saveWorldDocResponseSchema, ...builderErrors } },
    },
    async (request) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
      const doc = await readVersion(db, world.id, request.params.number);
      if (!doc) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      assertCleanWorldDoc(app.wordFilter, doc);
      await assertWorldArt(db, world.id, doc);
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
};
