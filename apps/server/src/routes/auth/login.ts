import { verify } from '@node-rs/argon2';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  restrictedErrorSchema,
} from '@authentic/core';
import { findUserById, findUserByIdentifier, toPublicUser } from '../../db/users-repository.js';
import { inForce } from '../../moderation/db/safety-repository.js';
import { authErrorAnswers } from '../error-answers.js';
import { signIn, suspendedReply, type AuthContext } from './context.js';
import { hashPassword } from './credentials.js';
import { loginIdentifier } from './rate-limits.js';

/** POST /login (username or e-mail and password) and GET /me (the signed-in account). */
export async function loginRoutes(context: AuthContext): Promise<void> {
  const { app, db, limits } = context;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Verifying against this when no user matches keeps "no such user" as slow as "wrong password".
  const decoyHash = await hashPassword('decoy-password-for-timing');

  typed.post(
    '/login',
    {
      config: limits.perIp,
      preHandler: limits.perIdentifier('login', loginIdentifier, limits.loginAccountKey),
      schema: {
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...authErrorAnswers(401), 403: restrictedErrorSchema },
      },
    },
    async (request, reply) => {
      const user = limits.loginLookups.has(request)
        ? limits.loginLookups.get(request)
        : await findUserByIdentifier(db, loginIdentifier(request));
      const valid = await verify(user?.passwordHash ?? decoyHash, request.body.password);
      if (!user || !valid) {
        // The rules are public; naming them helps a player who mistyped a short password.
        const breaksRules = request.body.password.length < ACCOUNT_LIMITS.passwordMin;
        return reply.status(401).send({
          success: false,
          message: AUTH_MESSAGES.invalidCredentials,
          ...(breaksRules ? { passwordRequirements: AUTH_MESSAGES.passwordRequirements } : {}),
        });
      }
      // Safety (issue 23): a suspended account signs in again only when its suspension ends.
      const suspended = inForce(user.suspendedUntil);
      if (suspended) return suspendedReply(reply, suspended);
      return signIn(context, user, AUTH_MESSAGES.loginSuccess);
    },
  );

  typed.get(
    '/me',
    { preHandler: app.authenticate, schema: { response: { 200: meResponseSchema, ...authErrorAnswers(401) } } },
    async (request, reply) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
      return { success: true as const, user: toPublicUser(user, { includeEmail: true }) };
    },
  );
}
