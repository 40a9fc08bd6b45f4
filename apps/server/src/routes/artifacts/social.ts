import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTIFACT_API_MESSAGES,
  artifactCommentRequestSchema,
  artifactCommentResponseSchema,
  artifactInteractRequestSchema,
  artifactVoteResponseSchema,
  restrictedErrorSchema,
  SAFETY_MESSAGES,
} from '@authentic/core';
import { findArtifactRow, findVisibleArtifact } from '../../db/artifacts-repository.js';
import { addComment, toggleVote } from '../../db/artifact-social-repository.js';
import { errorResponses, httpError, idParams, notFound, perPlayer, rejectMalformedId } from './access.js';
import { countInteraction } from '../../db/artifact-interactions-repository.js';
import { toCommentDto } from './to-dto.js';
import { moderatorMuteWithReason } from '../../moderation/db/restrictions-repository.js';
import { formatUntil } from '../../moderation/format-until.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import { artifactCarryRoutes } from './carry.js';

const interactResponseSchema = z.object({
  success: z.literal(true),
  interactions: z.object({ views: z.number().int(), saves: z.number().int(), shares: z.number().int() }),
});

/** What any signed-in player does with an artifact they can see: count, vote, comment; pick up and drop (carry.ts). */
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
        response: { 201: artifactCommentResponseSchema, ...errorResponses, 403: restrictedErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(await findVisibleArtifact(db, request.params.id, user.id))) throw notFound();
      // Safety (issue 23): no comments while a moderator's mute lasts; words the filter flags are refused.
      const muted = await moderatorMuteWithReason(db, user.id);
      if (muted) {
        // `until` and `reason` let the screen say it in the player's own time zone (issue 38 item 6).
        return reply.status(403).send({
          success: false as const,
          message: SAFETY_MESSAGES.mutedUntil(formatUntil(muted.until), muted.reason),
          until: muted.until.toISOString(),
          ...(muted.reason ? { reason: muted.reason } : {}),
        });
      }
      assertCleanWords(app.wordFilter, { comment: request.body.text });
      const comment = await addComment(db, request.params.id, user, request.body.text);
      return reply.status(201).send({ success: true as const, comment: toCommentDto(comment) });
    },
  );

  await app.register(artifactCarryRoutes);
};
