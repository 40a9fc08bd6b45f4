import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTIFACT_API_MESSAGES,
  artifactCommentRequestSchema,
  artifactCommentResponseSchema,
  artifactDropRequestSchema,
  artifactInteractRequestSchema,
  artifactResponseSchema,
  artifactVoteResponseSchema,
  SAFETY_MESSAGES,
} from '@authentic/core';
import { dropArtifact, findArtifactRow, findVisibleArtifact, pickUpArtifact } from '../../db/artifacts-repository.js';
import { addComment, toggleVote } from '../../db/artifact-social-repository.js';
import {
  errorResponses,
  httpError,
  idParams,
  loadVisibleArtifact,
  notFound,
  perPlayer,
  rejectMalformedId,
} from './access.js';
import { countInteraction } from '../../db/artifact-interactions-repository.js';
import { recordPickup } from '../../db/progress-repository.js';
import { resolvePlacement } from './placement.js';
import { toCommentDto } from './to-dto.js';
import { moderatorMuteOf } from '../../moderation/db/safety-repository.js';
import { formatUntil } from '../../moderation/format-until.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import { tellArtifactMaps } from './live-news.js';

const interactResponseSchema = z.object({
  success: z.literal(true),
  interactions: z.object({ views: z.number().int(), saves: z.number().int(), shares: z.number().int() }),
});

/** What any signed-in player does with an artifact they can see: count, vote, comment, pick up, drop. */
export const artifactSocialRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate, preValidation: rejectMalformedId };

  typed.post(
    '/:id/interact',
    {
      ...auth,
      config: perPlayer(600),
      schema: {
        params: idParams,
        body: artifactInteractRequestSchema,
        response: { 200: interactResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const interactions = await countInteraction(
        db,
        request.params.id,
        request.user!.id,
        request.body.interactionType,
        new Date().toISOString().slice(0, 10),
      );
      if (!interactions) throw notFound();
      return { success: true as const, interactions };
    },
  );

  typed.post(
    '/:id/vote',
    {
      ...auth,
      config: perPlayer(300),
      schema: { params: idParams, response: { 200: artifactVoteResponseSchema, ...errorResponses } },
    },
    async (request) => {
      // Decision 0226: a creator's own vote would only inflate the count.
      const row = await findArtifactRow(db, request.params.id);
      if (row?.creatorId === request.user!.id) throw httpError(403, ARTIFACT_API_MESSAGES.ownVote);
      const result = await toggleVote(db, request.params.id, request.user!.id);
      if (!result) throw notFound();
      return { success: true as const, ...result };
    },
  );

  typed.post(
    '/:id/comment',
    {
      ...auth,
      config: perPlayer(60),
      schema: {
        params: idParams,
        body: artifactCommentRequestSchema,
        response: { 201: artifactCommentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(await findVisibleArtifact(db, request.params.id, user.id))) throw notFound();
      // Safety (issue 23): no comments while a moderator's mute lasts; words the filter flags are refused.
      const muted = await moderatorMuteOf(db, user.id);
      if (muted) throw httpError(403, SAFETY_MESSAGES.mutedUntil(formatUntil(muted)));
      assertCleanWords(app.wordFilter, { comment: request.body.text });
      const comment = await addComment(db, request.params.id, user, request.body.text);
      return reply.status(201).send({ success: true as const, comment: toCommentDto(comment) });
    },
  );

  // Decision 0171: anyone who can see a placed artifact may take it; one conditional UPDATE settles a race.
  typed.post(
    '/:id/pickup',
    {
      ...auth,
      config: perPlayer(240),
      schema: { params: idParams, response: { 200: artifactResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      // Where it lay, for the players on that map (issue 34): the update below clears it.
      const lay = await findArtifactRow(db, id);
      if (!(await pickUpArtifact(db, id, userId))) {
        const entry = await findVisibleArtifact(db, id, userId);
        if (!entry) throw notFound();
        if (entry.artifact.holderId !== null) throw httpError(409, ARTIFACT_API_MESSAGES.alreadyHeld);
        throw httpError(409, ARTIFACT_API_MESSAGES.notOnMap);
      }
      // Decision 0232: collecting is what the server saw, counted for achievements from here.
      await recordPickup(db, userId, id);
      tellArtifactMaps(app, lay?.locationMapName);
      return { success: true as const, artifact: await loadVisibleArtifact(db, id, userId) };
    },
  );

  typed.post(
    '/:id/drop',
    {
      ...auth,
      config: perPlayer(240),
      schema: {
        params: idParams,
        body: artifactDropRequestSchema,
        response: { 200: artifactResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      // Decision 0220: only onto a walkable cell of a map the player may see.
      const location = await resolvePlacement(db, userId, request.body.location, Math.random);
      if (!(await dropArtifact(db, id, userId, { ...request.body.location, ...location }))) {
        if (!(await findVisibleArtifact(db, id, userId))) throw notFound();
        throw httpError(403, ARTIFACT_API_MESSAGES.dropNotAllowed);
      }
      tellArtifactMaps(app, location.mapName);
      return { success: true as const, artifact: await loadVisibleArtifact(db, id, userId) };
    },
  );
};
