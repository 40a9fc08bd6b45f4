import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, authResponseSchema, passwordProblems, registerRequestSchema } from '@authentic/core';
import { createUser } from '../../db/users-repository.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import { authErrorAnswers } from '../error-answers.js';
import { signIn, type AuthContext } from './context.js';
import { hashPassword } from './credentials.js';

/** POST /register: a new account, signed in at once. */
export function registerRoute(context: AuthContext): void {
  const { app, db, limits } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/register',
    {
      config: limits.perIp,
      preHandler: limits.perIdentifier('register', (r) => (r.body as { username?: string }).username ?? ''),
      schema: {
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...authErrorAnswers(400, 409) },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      assertCleanWords(app.wordFilter, { username });
      const problems = passwordProblems(password, username);
      if (problems.length > 0) {
        return reply.status(400).send({
          success: false,
          message: problems.join(' '),
          passwordRequirements: AUTH_MESSAGES.passwordRequirements,
        });
      }
      const created = await createUser(db, { username, email, passwordHash: await hashPassword(password) });
      if (!created.ok) {
        return reply.status(409).send({
          success: false,
          message: created.conflict === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
        });
      }
      return reply.status(201).send(await signIn(context, created.user, AUTH_MESSAGES.registerSuccess));
    },
  );
}
