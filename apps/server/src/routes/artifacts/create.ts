import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyArtifactDefaults,
  ARTIFACT_MESSAGES,
  artifactResponseSchema,
  createArtifactRequestSchema,
  pickUserChanges,
  recordArtifactCreated,
} from '@authentic/core';
import { ensureCharacter } from '../../db/characters-repository.js';
import { insertArtifact, recordLevel3Artifact, type ArtifactRow } from '../../db/artifacts-repository.js';
import { grantEarnedAchievements, recordCreation } from '../../db/progress-repository.js';
import { errorResponses, loadVisibleArtifact, perPlayer } from './access.js';
import { tellArtifactMaps } from './live-news.js';
import { checkFiles, parseBody, readArtifactForm, storeFiles } from './multipart.js';
import { resolvePlacement } from './placement.js';
import { assertCleanArtifact, columnsFor, fileColumns } from './write-common.js';

/** POST /api/artifacts: a signed-in player makes an artifact, placed on a map they may see. */
export const artifactCreateRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

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
};
