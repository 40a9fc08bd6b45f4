import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, privacyResponseSchema, privacyUpdateSchema, SAFETY_MESSAGES } from '@authentic/core';
import { setShareMapWithFriends, shareMapWithFriends } from '../../db/safety-repository.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * /api/users/me/privacy: the player's own privacy settings. shareMapWithFriends (off unless the
 * player turns it on) lets friends see on which map the player is; live presence reads it.
 */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/me/privacy',
    { onRequest: app.authenticate, schema: { response: { 200: privacyResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      shareMapWithFriends: await shareMapWithFriends(db, request.user!.id),
      tellFriendsWhenOnline: true,
    }),
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
      const share = request.body.shareMapWithFriends ?? (await shareMapWithFriends(db, userId));
      await setShareMapWithFriends(db, userId, share);
      // Friends' views of this player change: presence reloads them like a block or mute.
      app.safetyEvents.emit('relations', [userId]);
      return {
        success: true as const,
        shareMapWithFriends: share,
        tellFriendsWhenOnline: true,
        message: SAFETY_MESSAGES.privacySaved,
      };
    },
  );
};
