import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievementSchema, HTTP_MESSAGES, levelForExperience } from '@authentic/core';
import { ensureCharacter } from '../../db/characters-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { errorAnswers } from '../error-answers.js';

const publicCharacterSchema = z.object({
  success: z.literal(true),
  character: z.object({
    id: z.string(),
    username: z.string(),
    exp: z.number().int(),
    level: z.number().int(),
    avatar: z.string().nullable(),
    achievements: z.array(achievementSchema),
  }),
});

/** GET /api/characters/{userId}: what any signed-in player may see of another (no e-mail, no inventory). */
export const characterRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ userId: z.uuid({ message: HTTP_MESSAGES.notFound }) }),
        response: { 200: publicCharacterSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.database.db, request.params.userId);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      const character = await ensureCharacter(app.database.db, user.id);
      return {
        success: true as const,
        character: {
          id: user.id,
          username: user.username,
          exp: user.experience,
          level: levelForExperience(user.experience),
          avatar: user.avatar,
          achievements: character.achievements,
        },
      };
    },
  );
};
