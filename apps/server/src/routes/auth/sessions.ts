import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  restrictedErrorSchema,
} from '@authentic/core';
import { revokeByToken, rotateRefreshToken } from '../../db/sessions-repository.js';
import { endAllSessions } from '../../db/users-repository.js';
import { suspensionOfRefreshToken } from '../../moderation/db/safety-repository.js';
import { authErrorAnswers } from '../error-answers.js';
import { suspendedReply, type AuthContext } from './context.js';

/** POST /refresh (a new token pair for a refresh token). */
export function refreshRoute({ app, db, config, limits }: AuthContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/refresh',
    {
      preHandler: async (request, reply) => {
        const wait = await limits.perRefreshToken(request);
        if (wait !== undefined) await limits.tooMany(reply, wait);
      },
      // The spec's one message for any malformed token, without the usual field prefix.
      attachValidation: true,
      schema: {
        body: refreshRequestSchema,
        response: {
          200: refreshResponseSchema,
          ...authErrorAnswers(400, 401),
          403: restrictedErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.status(400).send({ success: false, message: AUTH_MESSAGES.invalidRefreshFormat });
      }
      // Checked before the rotation: the refresh token stays good for after the suspension.
      const suspended = await suspensionOfRefreshToken(db, request.body.refreshToken);
      if (suspended) return suspendedReply(reply, suspended);
      const rotated = await rotateRefreshToken(db, request.body.refreshToken, config.refreshTokenTtlMs, new Date());
      if (!rotated.ok) {
        return reply.status(401).send({ success: false, message: AUTH_MESSAGES.invalidRefreshToken });
      }
      const { userId: id, username, sessionVersion } = rotated;
      const { token } = await app.tokens.signAccess({ id, username, sessionVersion });
      return {
        success: true as const,
        message: AUTH_MESSAGES.tokenRefreshed,
        token,
        refreshToken: rotated.refreshToken,
      };
    },
  );
}

/** POST /logout (this device) and POST /logout-all (every device). */
export function logoutRoutes({ app, db }: AuthContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Never fails the client: a bad or unknown token still logs out locally.
  typed.post(
    '/logout',
    { schema: { body: logoutRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const token = request.body?.refreshToken;
      if (typeof token === 'string' && token.length >= 10 && token.length <= 200) {
        await revokeByToken(db, token, new Date()).catch((error: unknown) => {
          request.log.warn({ err: error }, 'logout: could not revoke the refresh token');
        });
      }
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },
  );

  // Ours (issue 14): sign out on every device at once, this one included.
  typed.post(
    '/logout-all',
    { onRequest: app.authenticate, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = request.user!;
      const version = await endAllSessions(db, user.id, new Date());
      if (version !== undefined) app.sessions.remember(user.id, { sessionVersion: version, username: user.username });
      return { success: true, message: AUTH_MESSAGES.loggedOutEverywhere };
    },
  );
}
