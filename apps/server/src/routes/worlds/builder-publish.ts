import { assertWorldArt } from './world-art.js';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishWorldRequestSchema, saveWorldDocResponseSchema, WORLD_BUILDER_MESSAGES } from '@authentic/core';
import { publishVersion, readVersion } from '../../db/world-docs-repository.js';
import { assertCleanWorldDoc } from '../../moderation/world-words.js';
import { httpError, worldParams } from './access.js';
import {
  builderErrors,
  loadOwnedWorld,
  perPlayerPerMinute,
  signedInWorld,
  tellPlayers,
  type BuilderOptions,
} from './builder-common.js';
import { assertWorldStory } from './story-check.js';
import { errorAnswers } from '../error-answers.js';
import { standable } from './world-docs.js';

/** POST /api/worlds/{id}/publish: the owner makes a saved version the one players walk, and they hear of it. */
export const worldPublishRoutes: FastifyPluginAsync<BuilderOptions> = async (app, options) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.post(
    '/:worldId/publish',
    {
      ...signedInWorld(app),
      config: perPlayerPerMinute(30),
      schema: {
        params: worldParams,
        body: publishWorldRequestSchema,
        response: { 200: saveWorldDocResponseSchema, ...builderErrors, ...errorAnswers(503) },
      },
    },
    async (request) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
      const { version } = request.body;
      // A version saved before decision 0269 is read by the word filter before anyone walks it.
      const saved = await readVersion(db, world.id, version);
      if (!saved) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      assertCleanWorldDoc(app.wordFilter, saved);
      await assertWorldArt(db, world.id, saved);
      // Its story compiled when saved; compiled again if the cache lost it, and refused if it no longer passes.
      await assertWorldStory(db, options.stories, saved);
      const published = await publishVersion(db, world.id, version, standable);
      if (!published) throw httpError(404, WORLD_BUILDER_MESSAGES.versionMissing);
      tellPlayers(app, world.id, version);
      return {
        success: true as const,
        message: WORLD_BUILDER_MESSAGES.published(version),
        version: published.latest,
        published: version,
      };
    },
  );
};
