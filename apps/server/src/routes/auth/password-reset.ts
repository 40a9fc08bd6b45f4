import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  passwordProblems,
  resetPasswordRequestSchema,
} from '@authentic/core';
import { consumePasswordReset, createPasswordReset, peekPasswordReset } from '../../db/sessions-repository.js';
import { findUserByEmail, findUserById, updateAccount } from '../../db/users-repository.js';
import { authErrorAnswers } from '../error-answers.js';
import type { AuthContext } from './context.js';
import { hashPassword } from './credentials.js';

const RESET_TTL_MS = 60 * 60 * 1000;

/** POST /forgot-password (a reset link by mail) and POST /reset-password (a new password by that link). */
export function passwordResetRoutes({ app, db, config, limits }: AuthContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** Reset mails still being sent; closing waits for them. */
  const pendingMails = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pendingMails]);
  });
  async function sendResetLink(email: string): Promise<void> {
    // The answer is on its way first: nothing below can change its timing.
    await new Promise((resolve) => setImmediate(resolve));
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = await createPasswordReset(db, user.id, RESET_TTL_MS, new Date());
    const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await app.mailer.send({
      to: user.email,
      subject: 'Reset your Authentic Internet password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Authentic Internet account.',
        `Open this link within an hour to choose a new one:`,
        '',
        link,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  typed.post(
    '/forgot-password',
    {
      config: limits.perIp,
      preHandler: limits.perIdentifier('forgot', (r) => (r.body as { email?: string }).email ?? ''),
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      // Decision 0226: the lookup, the link and the mail happen after the answer, so the
      // answer takes the same time whether or not the account exists.
      const { email } = request.body;
      const job = sendResetLink(email).catch((error: unknown) =>
        request.log.error({ err: error }, 'forgot-password: mail failed'),
      );
      pendingMails.add(job);
      void job.finally(() => pendingMails.delete(job));
      return { success: true, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  typed.post(
    '/reset-password',
    {
      config: limits.perIp,
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...authErrorAnswers(400) } },
    },
    async (request, reply) => {
      const now = new Date();
      const userId = await peekPasswordReset(db, request.body.token, now);
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) return reply.status(400).send({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
      const problems = passwordProblems(request.body.password, user.username);
      if (problems.length > 0) {
        return reply.status(400).send({
          success: false,
          message: problems.join(' '),
          passwordRequirements: AUTH_MESSAGES.passwordRequirements,
        });
      }
      if (!(await consumePasswordReset(db, request.body.token, now))) {
        return reply.status(400).send({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
      }
      // Like a password change: every session and every other reset link of this account ends.
      const updated = await updateAccount(
        db,
        user.id,
        { passwordHash: await hashPassword(request.body.password) },
        now,
      );
      if (!updated.ok) return reply.status(400).send({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
      app.sessions.remember(user.id, { sessionVersion: updated.user.sessionVersion, username: updated.user.username });
      return { success: true, message: AUTH_MESSAGES.resetSuccess };
    },
  );
}
