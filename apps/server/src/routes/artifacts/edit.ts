import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTIFACT_API_MESSAGES,
  ARTIFACT_MESSAGES,
  artifactResponseSchema,
  editableFields,
  messageResponseSchema,
  pickUserChanges,
  updateArtifactRequestSchema,
} from '@authentic/core';
import { deleteArtifactRow, updateArtifactRow } from '../../db/artifacts-repository.js';
import {
  errorResponses,
  httpError,
  idParams,
  loadVisibleArtifact,
  notFound,
  perPlayer,
  rejectMalformedId,
} from './access.js';
import { tellArtifactMaps } from './live-news.js';
import { checkFiles, parseBody, readArtifactForm, storeFiles } from './multipart.js';
import { resolvePlacement } from './placement.js';
import { assertCleanArtifact, columnsFor, fileColumns, ownArtifact } from './write-common.js';

/** PUT and DELETE /api/artifacts/{id}: the creator changes or deletes an artifact, with its files. */
export const artifactEditRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate, preValidation: rejectMalformedId };

  typed.put(
    '/:id',
    {
      ...auth,
      config: perPlayer(240),
      schema: { params: idParams, response: { 200: artifactResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const userId = request.user!.id;
      const row = await ownArtifact(db, request.params.id, userId, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      const form = await readArtifactForm(request);
      const input = parseBody(updateArtifactRequestSchema, form.body);
      assertCleanArtifact(app.wordFilter, input);
      const files = checkFiles(form.files);
      // Only what this artifact lets a player change (a built-in-style record says which, core decides).
      const changes = columnsFor(pickUserChanges(row, input));
      const allowed = editableFields(row).fields;
      // Someone carries it: only a drop puts it back on a map (decision 0171).
      if (row.holderId !== null) {
        delete changes.locationX;
        delete changes.locationY;
        delete changes.locationMapName;
        delete changes.locationArea;
      } else if (input.location === null && allowed.includes('location')) {
        Object.assign(changes, { locationX: null, locationY: null, locationMapName: null, locationArea: null });
      } else if (input.location && changes.locationX !== undefined) {
        const location = await resolvePlacement(db, userId, input.location, Math.random);
        Object.assign(changes, { locationX: location.x, locationY: location.y, locationMapName: location.mapName });
      }
      if ((files.image && !allowed.includes('image')) || (files.attachment && !allowed.includes('attachment'))) {
        throw httpError(403, ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      }
      const stored = await storeFiles(app, files, { userId, address: request.ip });
      let updated: Awaited<ReturnType<typeof updateArtifactRow>>;
      try {
        updated = await updateArtifactRow(db, row.id, { ...changes, ...fileColumns(stored) });
      } catch (error) {
        await stored.discard();
        throw error;
      }
      // Deleted meanwhile: the new files are no one's (decision 0226, no orphaned uploads).
      if (!updated) {
        await stored.discard();
        throw notFound();
      }
      // The replaced files, as they were at the moment of this update, are no longer anyone's.
      if (stored.image) await app.uploads.remove(updated.previous.image);
      if (stored.attachment) await app.uploads.remove(updated.previous.attachment);
      const artifact = await loadVisibleArtifact(db, row.id, userId);
      if (changes.locationX !== undefined) tellArtifactMaps(app, row.locationMapName, changes.locationMapName);
      return { success: true as const, message: ARTIFACT_MESSAGES.updated, artifact };
    },
  );

  typed.delete(
    '/:id',
    {
      ...auth,
      config: perPlayer(120),
      schema: { params: idParams, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const row = await ownArtifact(db, request.params.id, request.user!.id, ARTIFACT_API_MESSAGES.onlyCreatorDeletes);
      const deleted = await deleteArtifactRow(db, row.id);
      if (!deleted) throw notFound();
      await Promise.all([app.uploads.remove(deleted.image), app.uploads.remove(deleted.attachment)]);
      tellArtifactMaps(app, row.locationMapName);
      return { success: true, message: ARTIFACT_API_MESSAGES.deleted };
    },
  );
};
