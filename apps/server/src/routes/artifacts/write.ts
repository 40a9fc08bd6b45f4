import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyArtifactDefaults,
  ARTIFACT_API_MESSAGES,
  ARTIFACT_MESSAGES,
  artifactMessageRequestSchema,
  artifactMessageResponseSchema,
  artifactResponseSchema,
  canEditArtifact,
  canViewArtifact,
  createArtifactRequestSchema,
  editableFields,
  messageResponseSchema,
  pickUserChanges,
  recordArtifactCreated,
  updateArtifactRequestSchema,
  type ArtifactUserChanges,
} from '@authentic/core';
import { ensureCharacter } from '../../db/characters-repository.js';
import {
  deleteArtifactRow,
  findArtifactRow,
  insertArtifact,
  recordLevel3Artifact,
  updateArtifactRow,
  type ArtifactChanges,
  type ArtifactRow,
} from '../../db/artifacts-repository.js';
import type { Db } from '../../db/client.js';
import { grantEarnedAchievements, recordCreation } from '../../db/progress-repository.js';
import {
  errorResponses,
  httpError,
  idParams,
  loadVisibleArtifact,
  notFound,
  perPlayer,
  rejectMalformedId,
  viewerFor,
} from './access.js';
import { checkFiles, parseBody, readArtifactForm, storeFiles, type StoredFiles } from './multipart.js';
import { resolvePlacement } from './placement.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import type { WordFilter } from '../../realtime/seams.js';
import { tellArtifactMaps } from './live-news.js';

/** Safety (issue 23): the texts a player writes on an artifact go through the word filter (400 naming the field). */
function assertCleanArtifact(filter: WordFilter, input: Record<string, unknown>): void {
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : undefined);
  assertCleanWords(filter, {
    name: text('name'),
    description: text('description'),
    content: text('content'),
    message: text('messageText'),
    riddle: text('riddle'),
    dedication: text('dedication'),
    significance: text('significance'),
  });
  if (Array.isArray(input.tags)) {
    assertCleanWords(filter, { tags: input.tags.filter((tag) => typeof tag === 'string').join(' ') });
  }
}

/** The row's columns for the changes a player may make; the location is four columns. */
function columnsFor(changes: ArtifactUserChanges): ArtifactChanges {
  const { location, ...rest } = changes;
  const columns: ArtifactChanges = { ...rest };
  if (location) {
    columns.locationX = location.x;
    columns.locationY = location.y;
    columns.locationMapName = location.mapName ?? null;
    columns.locationArea = location.area ?? null;
  }
  return columns;
}

function fileColumns(stored: StoredFiles): ArtifactChanges {
  return {
    ...(stored.image ? { image: stored.image } : {}),
    ...(stored.attachment
      ? {
          attachment: stored.attachment.url,
          attachmentType: stored.attachment.attachmentType,
          attachmentOriginalName: stored.attachment.originalName,
        }
      : {}),
  };
}

/**
 * The artifact, if the caller made it. Someone who may see it but did not
 * make it gets 403 with `forbidden`; to anyone else it does not exist.
 */
async function ownArtifact(db: Db, id: string, userId: string, forbidden: string): Promise<ArtifactRow> {
  const row = await findArtifactRow(db, id);
  if (!row) throw notFound();
  const record = {
    creator: row.creatorId,
    visibility: row.visibility,
    isExclusive: row.isExclusive,
    allowedUsers: row.allowedUsers,
  };
  if (canEditArtifact(record, userId)) return row;
  const viewer = await viewerFor(db, userId, [{ artifact: row, creatorName: '', holderName: null, voted: false }]);
  if (canViewArtifact(record, viewer) || row.holderId === userId) throw httpError(403, forbidden);
  throw notFound();
}

/** Create, edit, delete and the message of an artifact: the creator's calls. */
export const artifactWriteRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate, preValidation: rejectMalformedId };

  // Spec 01 §5: creating needs a login, with the form's own words.
  const loginToCreate = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.optionalAuth(request);
    if (!request.user) await reply.status(401).send({ success: false, message: ARTIFACT_MESSAGES.loginRequired });
  };

  typed.post(
    '/',
    {
      onRequest: loginToCreate,
      config: perPlayer(120),
      schema: {
        response: { 201: artifactResponseSchema.extend({ level3Completed: z.boolean() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const form = await readArtifactForm(request);
      const input = parseBody(createArtifactRequestSchema, form.body);
      assertCleanArtifact(app.wordFilter, input);
      const files = checkFiles(form.files);
      const { location: requested, ...fields } = input;
      const picked = pickUserChanges({}, fields);
      // Decision 0220: on a walkable cell of a real map, never off the grid.
      const location = await resolvePlacement(db, user.id, requested, Math.random);
      const artifact = applyArtifactDefaults(
        { ...picked, location, name: input.name, description: input.description },
        Math.random,
      );
      const stored = await storeFiles(app, files, { userId: user.id, address: request.ip });
      let row: ArtifactRow;
      try {
        row = await insertArtifact(db, {
          ...columnsFor({ ...picked, location: artifact.location }),
          ...fileColumns(stored),
          creatorId: user.id,
          name: artifact.name,
          description: artifact.description,
          content: artifact.content,
          area: artifact.area,
          exp: artifact.exp,
          visible: artifact.visible,
          status: artifact.status,
          type: artifact.type,
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }

      // Spec 01 §4: the player's first artifact on Overworld 3 qualifies for level 3.
      let level3Completed = false;
      if (row.locationMapName) {
        const character = await ensureCharacter(db, user.id);
        const outcome = recordArtifactCreated(character.qualifyingArtifacts, [], row.locationMapName, row.id);
        if (outcome.qualifyingArtifacts.level3 === row.id) {
          level3Completed = await recordLevel3Artifact(db, user.id, row.id);
        }
      }
      // Decision 0232: counted by the number made, not by id, so remaking a deleted one pays nothing new.
      await recordCreation(db, user.id);
      await grantEarnedAchievements(db, user.id);
      const dto = await loadVisibleArtifact(db, row.id, user.id);
      tellArtifactMaps(app, row.locationMapName);
      return reply
        .status(201)
        .send({ success: true as const, message: ARTIFACT_MESSAGES.created, artifact: dto, level3Completed });
    },
  );

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

  const messageResponses = { 200: artifactMessageResponseSchema, ...errorResponses };

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
