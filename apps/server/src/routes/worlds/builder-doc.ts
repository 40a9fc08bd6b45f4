import { worldArtProblem } from './world-art.js';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  saveWorldDocRequestSchema,
  saveWorldDocResponseSchema,
  STORY_MESSAGES,
  WORLD_BUILDER_LIMITS,
  WORLD_BUILDER_MESSAGES,
  worldDocConflictResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
} from '@authentic/core';
import { readVersion, saveVersion } from '../../db/world-docs-repository.js';
import { worldDocWordProblem } from '../../moderation/world-words.js';
import { notFound, worldParams } from './access.js';
import {
  acceptsGzip,
  builderErrors,
  loadOwnedWorld,
  perPlayerPerMinute,
  signedInWorld,
  tellPlayers,
  type BuilderOptions,
} from './builder-common.js';
import { storageFull } from './storage.js';
import { checkWorldStory } from './story-check.js';
import { generatedDoc, standable } from './world-docs.js';

/** What a 503 asks the builder to wait before saving again: the checking threads were busy or slow. */
const CHECK_RETRY_SECONDS = 5;

/**
 * A world document goes out gzipped when the client takes it (every browser does): a 256×256 map is
 * 65 kB of digits, a few kB gzipped (issue 25). Small answers elsewhere stay as they are.
 */
function sendCompact(request: FastifyRequest, reply: FastifyReply, body: object): FastifyReply {
  if (!acceptsGzip(request)) return reply.send(body as never);
  return reply
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8')
    .send(gzipSync(JSON.stringify(body)) as never);
}

const saveSchema = {
  params: worldParams,
  body: saveWorldDocRequestSchema,
  response: {
    200: saveWorldDocResponseSchema,
    ...builderErrors,
    400: worldDocProblemsResponseSchema.or(apiErrorSchema),
    409: worldDocConflictResponseSchema,
    503: apiErrorSchema,
  },
};

/** GET and PUT /api/worlds/{id}/doc: the owner's latest document, and saving a new version of it. */
export const worldDocRoutes: FastifyPluginAsync<BuilderOptions> = async (app, limits) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/:worldId/doc',
    {
      ...signedInWorld(app),
      schema: { params: worldParams, response: { 200: worldDocResponseSchema, ...builderErrors } },
    },
    async (request, reply) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
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
      ...signedInWorld(app),
      bodyLimit: WORLD_BUILDER_LIMITS.bodyBytes,
      config: perPlayerPerMinute(60),
      schema: saveSchema,
    },
    async (request, reply) => {
      const world = await loadOwnedWorld(db, request.params.worldId, request.user!.id);
      const { doc, baseVersion, force, publish } = request.body;
      // Map names and ids pass the word filter like artifact texts (decision 0269).
      const wordProblem = worldDocWordProblem(app.wordFilter, doc);
      if (wordProblem) {
        return reply.status(400).send({ success: false, message: wordProblem.message, problems: [wordProblem] });
      }
      const artProblem = await worldArtProblem(db, world.id, doc);
      if (artProblem) {
        return reply.status(400).send({ success: false, message: artProblem.message, problems: [artProblem] });
      }
      // Big worlds are checked off the event loop, within a time budget (decision 0259); so is a story (0283).
      const [checked, story] = await Promise.all([limits.checkWorld(doc), checkWorldStory(db, limits.stories, doc)]);
      if (checked.kind !== 'done' || story.kind !== 'done') {
        const message =
          checked.kind === 'busy'
            ? WORLD_BUILDER_MESSAGES.checkBusy
            : checked.kind === 'timeout'
              ? WORLD_BUILDER_MESSAGES.notCheckedInTime
              : story.kind === 'busy'
                ? STORY_MESSAGES.busy
                : STORY_MESSAGES.notCompiledInTime;
        return reply.header('retry-after', String(CHECK_RETRY_SECONDS)).status(503).send({ success: false, message });
      }
      const problems = [...checked.problems, ...story.problems];
      if (problems.length > 0) {
        // The story's own summary when only the story is wrong (a knot bound with no story says so itself).
        const message =
          checked.problems.length > 0
            ? WORLD_BUILDER_MESSAGES.invalid
            : doc.story
              ? STORY_MESSAGES.invalid
              : story.problems[0]!.message;
        return reply.status(400).send({ success: false, message, problems });
      }
      const storage = { ownerId: world.ownerId, quotaBytes: limits.storageQuotaBytes };
      // Saving what is already the latest version adds none (issue 36): that version answers.
      const input = { worldId: world.id, doc, baseVersion, force, publish, standable, storage, keepUnchanged: true };
      const saved = await saveVersion(db, input);
      if (!saved.ok) {
        if ('missing' in saved) throw notFound();
        if ('full' in saved) throw storageFull(limits);
        return reply
          .status(409)
          .send({ success: false, message: WORLD_BUILDER_MESSAGES.conflict, currentVersion: saved.conflict });
      }
      if (saved.publishedNow) tellPlayers(app, world.id, saved.version);
      const say = WORLD_BUILDER_MESSAGES;
      return {
        success: true as const,
        message: publish
          ? say.published(saved.version)
          : saved.unchanged
            ? say.unchanged(saved.version)
            : say.saved(saved.version),
        version: saved.version,
        published: saved.published,
      };
    },
  );
};
