import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTIFACT_API_MESSAGES,
  artifactMessageRequestSchema,
  artifactMessageResponseSchema,
  editableFields,
  pickUserChanges,
} from '@authentic/core';
import { updateArtifactRow } from '../../db/artifacts-repository.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import { errorResponses, httpError, idParams, perPlayer, rejectMalformedId } from './access.js';
import { ownArtifact } from './write-common.js';

const messageResponses = { 200: artifactMessageResponseSchema, ...errorResponses };

/** PUT and DELETE /api/artifacts/{id}/message: the creator writes or clears an artifact's message. */
export const artifactMessageRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate, preValidation: rejectMalformedId };

  typed.put(
    '/:id/message',
    {
      ...auth,
      config: perPlayer(240),
      schema: { params: idParams, body: artifactMessageRequestSchema, response: messageResponses },
    },
    async (request) => {
      const row = await ownArtifact(db, request.params.id, request.user!.id, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      assertCleanWords(app.wordFilter, { message: request.body.content });
      const changes = pickUserChanges(row, { messageText: request.body.content });
      if (changes.messageText === undefined) throw httpError(403, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      await updateArtifactRow(db, row.id, { messageText: changes.messageText });
      return { success: true as const, messageText: changes.messageText };
    },
  );

  typed.delete(
    '/:id/message',
    { ...auth, config: perPlayer(240), schema: { params: idParams, response: messageResponses } },
    async (request) => {
      const row = await ownArtifact(db, request.params.id, request.user!.id, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      if (!editableFields(row).fields.includes('messageText')) {
        throw httpError(403, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      }
      await updateArtifactRow(db, row.id, { messageText: null });
      return { success: true as const, messageText: '' };
    },
  );
};
