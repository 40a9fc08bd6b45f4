import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STORY_MESSAGES,
  storyStateResponseSchema,
  storyStatsResponseSchema,
  worldStoryResponseSchema,
} from '@authentic/core';
import { readStoryProgress, readStoryState, readStoryStats } from '../../db/story-progress-repository.js';
import { httpError, loadVisibleWorld, rejectMalformedWorldId, worldParams } from './access.js';
import {
  acceptsGzip,
  builderErrors,
  perPlayerPerMinute,
  signedInWorld,
  type BuilderOptions,
} from './builder-common.js';
import { publishedBuild, publishedStory } from './story-common.js';
import { worldStoryTurnRoutes } from './story-turns.js';
import { errorAnswers } from '../error-answers.js';

/**
 * A world's ink story (decision 0283): GET /api/worlds/{id}/story (the published compiled story,
 * also for guests, who play it in the browser), …/story/state (the player's place and what the
 * story gave them), …/story/stats (the owner's counts), and the turns (story-turns.ts).
 */
export const worldStoryRoutes: FastifyPluginAsync<BuilderOptions> = async (app, options) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/:worldId/story',
    {
      onRequest: app.optionalAuth,
      preValidation: rejectMalformedWorldId,
      config: perPlayerPerMinute(60),
      schema: {
        params: worldParams,
        response: { 200: worldStoryResponseSchema, ...builderErrors, ...errorAnswers(422, 503) },
      },
    },
    async (request, reply) => {
      const { world } = await loadVisibleWorld(db, request.params.worldId, request.user?.id ?? null);
      const story = await publishedStory(db, world);
      const build = await publishedBuild(db, options.stories, story.source);
      const body = { success: true as const, version: story.version, compiled: build.compiled, knots: build.knots };
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      if (!acceptsGzip(request)) return body;
      return reply
        .header('content-encoding', 'gzip')
        .type('application/json; charset=utf-8')
        .send(gzipSync(JSON.stringify(body)) as never);
    },
  );

  typed.get(
    '/:worldId/story/state',
    {
      ...signedInWorld(app),
      schema: { params: worldParams, response: { 200: storyStateResponseSchema, ...builderErrors } },
    },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      const [saved, progress] = await Promise.all([
        readStoryState(db, world.id, userId),
        readStoryProgress(db, world.id, userId),
      ]);
      return { success: true as const, knot: saved?.knot ?? null, choices: saved?.choices ?? [], ...progress };
    },
  );

  typed.get(
    '/:worldId/story/stats',
    {
      ...signedInWorld(app),
      schema: { params: worldParams, response: { 200: storyStatsResponseSchema, ...builderErrors } },
    },
    async (request) => {
      const userId = request.user!.id;
      const { world } = await loadVisibleWorld(db, request.params.worldId, userId);
      if (world.ownerId !== userId) throw httpError(403, STORY_MESSAGES.ownerOnly);
      return { success: true as const, ...(await readStoryStats(db, world.id)) };
    },
  );

  await app.register(worldStoryTurnRoutes, options);
};
