import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacyResponseSchema, privacyUpdateSchema, SAFETY_MESSAGES } from '@authentic/core';
import { privacyOf, setPrivacy } from '../../db/privacy-repository.js';
import { errorAnswers } from '../../routes/error-answers.js';

const errors = errorAnswers(400, 401, 429);

/**
 * /api/users/me/privacy: the player's own privacy settings. shareMapWithFriends (off unless the
 * player turns it on) lets friends see on which map the player is and Join them there; live
 * presence reads it. tellFriendsWhenOnline (on unless turned off) tells friends in the game when
 * the player comes online (issue 34).
 */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/me/privacy',
    { onRequest: app.authenticate, schema: { response: { 200: privacyResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await privacyOf(db, request.user!.id)) }),
  );

  typed.put(
    '/me/privacy',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: {
        body: privacyUpdateSchema,
        response: { 200: privacyResponseSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const settings = await setPrivacy(db, userId, request.body);
      // Friends' views of this player change: presence reloads them like a block or mute.
      app.safetyEvents.emit('relations', [userId]);
      return { success: true as const, ...settings, message: SAFETY_MESSAGES.privacySaved };
    },
  );
};
