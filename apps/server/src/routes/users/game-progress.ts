import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementConditionMet,
  achievementSchema,
  achievementUnlockRequestSchema,
  experienceResponseSchema,
  experienceUpdateSchema,
  findAchievement,
  formatMessage,
  gameProgressUpdateSchema,
  gameStateResponseSchema,
  levelForExperience,
  messageResponseSchema,
  PROGRESS_EVENT_MESSAGES,
  progressClaimResponseSchema,
  progressClaimSchema,
} from '@authentic/core';
import { addAchievement, ensureCharacter, updateProgress } from '../../db/characters-repository.js';
import { experienceOf, grantEarnedAchievements, serverAchievementStats } from '../../db/progress-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { claimProgress } from './progress-claims.js';
import { userErrors as errors } from './user-answers.js';

/** GET /game-state, PUT /experience, POST /me/events and POST /achievements: the player's progress. */
export function gameProgressRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // onRequest: who is asking is checked before the body is read or validated.
  const auth = { onRequest: app.authenticate };

  typed.get(
    '/game-state',
    { ...auth, schema: { response: { 200: gameStateResponseSchema, ...errors } } },
    async (request) => {
      const userId = request.user!.id;
      const [character, user] = await Promise.all([ensureCharacter(db, userId), findUserById(db, userId)]);
      const experience = user?.experience ?? 0;
      return {
        success: true as const,
        experience,
        level: levelForExperience(experience),
        achievements: character.achievements,
        inventory: character.inventory,
        viewedArtifacts: character.viewedArtifacts,
        lastPosition: character.lastPosition ?? null,
        gameProgress: {
          ...character.gameProgress,
          textAdventureProgress: character.gameProgress.textAdventureProgress ?? null,
        },
      };
    },
  );

  // Decision 0224: experience is the sum of recorded events. A total at or below it is answered
  // with it; anything above is refused, changing nothing.
  typed.put(
    '/experience',
    { ...auth, schema: { body: experienceUpdateSchema, response: { 200: experienceResponseSchema, ...errors } } },
    async (request, reply) => {
      const experience = await experienceOf(db, request.user!.id);
      if (request.body.experience > experience) {
        const message = formatMessage(PROGRESS_EVENT_MESSAGES.experienceNotRecorded, {
          experience: String(experience),
        });
        return reply.status(409).send({ success: false, message });
      }
      return { success: true as const, experience, level: levelForExperience(experience) };
    },
  );

  typed.post(
    '/me/events',
    {
      ...auth,
      schema: { body: progressClaimSchema, response: { 200: progressClaimResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const result = await claimProgress(db, userId, request.body, new Date());
      if (!result.ok) return reply.status(result.status).send({ success: false, message: result.message });
      const { recorded, gained, experience } = result;
      // Decision 0232: the server grants what recorded events earn; the client shows the list.
      const achievements = recorded
        ? await grantEarnedAchievements(db, userId)
        : (await ensureCharacter(db, userId)).achievements;
      const level = levelForExperience(experience);
      return { success: true as const, recorded, gained, experience, level, achievements };
    },
  );

  typed.post(
    '/achievements',
    {
      ...auth,
      schema: {
        body: achievementUnlockRequestSchema,
        response: { 200: z.object({ success: z.literal(true), achievements: z.array(achievementSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const definition = findAchievement(request.body.achievement.id);
      if (!definition) return reply.status(400).send({ success: false, message: 'Unknown achievement' });
      // Maps visited are only known to the client; every other condition is checked here (decision 0224).
      if (definition.condition.kind !== 'allMapsVisited') {
        const { stats, character } = await serverAchievementStats(db, request.user!.id, []);
        const had = character.achievements.some((achievement) => achievement.id === definition.id);
        if (!had && !achievementConditionMet(definition.condition, stats)) {
          return reply.status(409).send({ success: false, message: PROGRESS_EVENT_MESSAGES.achievementNotEarned });
        }
      }
      const { id, name, description, type } = definition;
      const achievements = await addAchievement(db, request.user!.id, {
        id,
        name,
        description,
        type,
        unlockedAt: new Date().toISOString(),
      });
      return { success: true as const, achievements };
    },
  );
}

/** PUT /me/progress: the client's game progress (positions, mini-game state), saved as sent. */
export function savedProgressRoute(app: FastifyInstance): void {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/progress',
    {
      onRequest: app.authenticate,
      schema: { body: gameProgressUpdateSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await updateProgress(db, request.user!.id, request.body);
      return { success: true, message: 'Progress saved' };
    },
  );
}
