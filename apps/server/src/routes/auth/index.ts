import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LIMITS,
  API_MESSAGES,
  AUTH_MESSAGES,
  authErrorSchema,
  authResponseSchema,
  forgotPasswordRequestSchema,
  formatMessage,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  normalizeIdentifier,
  passwordProblems,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  restrictedErrorSchema,
  SAFETY_MESSAGES,
} from '@authentic/core';
import type { Config } from '../../config.js';
import {
  consumePasswordReset,
  createPasswordReset,
  peekPasswordReset,
  revokeByToken,
  rotateRefreshToken,
} from '../../db/sessions-repository.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  toPublicUser,
  updateAccount,
  endAllSessions,
  type UserRow,
} from '../../db/users-repository.js';
import { hashPassword, startSession } from './credentials.js';
import { inForce, suspensionOfRefreshToken } from '../../moderation/db/safety-repository.js';
import { formatUntil } from '../../moderation/format-until.js';
import { assertCleanWords } from '../../moderation/word-check.js';
const RESET_TTL_MS = 60 * 60 * 1000;
const WINDOW = '15 minutes';

export interface AuthRouteOptions {
  config: Config;
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { config }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Verifying against this when no user matches keeps "no such user" as slow as "wrong password".
  const decoyHash = await hashPassword('decoy-password-for-timing');

  const perIp = { rateLimit: { max: config.authRateLimit.perIp, timeWindow: WINDOW } };
  /** A 429 that says when to come back, in the header and in words. */
  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .header('retry-after', String(seconds))
      .status(429)
      .send({ success: false, message: formatMessage(API_MESSAGES.retryAfter, { seconds }) });
  // The route's own limit (per IP) and these share the plugin's "already ran" flag,
  // so the per-identifier limits use createRateLimit, which only counts.
  const limiter = (max: number, key: (request: FastifyRequest) => string, timeWindow: string | number = WINDOW) => {
    const count = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (request: FastifyRequest) => {
      const result = await count(request);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
    };
  };
  /**
   * Guessing one account's password is limited per account and address together, so a
   * stranger's flood does not lock the owner out; the account alone has a much higher cap.
   * `keyOf` names what is being guessed at (by default the normalised text that was typed).
   */
  const perIdentifier = (
    name: string,
    pick: (request: FastifyRequest) => string,
    keyOf: (request: FastifyRequest, typed: string) => string | Promise<string> = (_request, typed) =>
      normalizeIdentifier(typed),
  ) => {
    const keys = new WeakMap<FastifyRequest, string>();
    const key = (request: FastifyRequest) => keys.get(request) ?? normalizeIdentifier(pick(request));
    const fromHere = limiter(config.authRateLimit.perIdentifier, (r) => `${name}:${key(r)}:${r.ip}`);
    const fromAnywhere = limiter(config.authRateLimit.perAccount, (r) => `${name}:${key(r)}`);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      keys.set(request, await keyOf(request, pick(request)));
      const wait = (await fromHere(request)) ?? (await fromAnywhere(request));
      if (wait !== undefined) await tooMany(reply, wait);
    };
  };
  /**
   * Decision 0233: login attempts count against the account the identifier names, so its
   * username and its e-mail (any case, any spaces) share one counter; text that names no
   * account counts as itself. The lookup is the one the login itself needs, made here once and
   * handed on, so a limited login costs no extra round trip and a known and an unknown
   * identifier take the same path, the same query and the same answers.
   */
  const loginLookups = new WeakMap<FastifyRequest, UserRow | undefined>();
  const loginIdentifier = (request: FastifyRequest) => {
    const body = request.body as { identifier?: string; username?: string };
    return body.identifier || body.username || '';
  };
  const loginAccountKey = async (request: FastifyRequest, typed: string) => {
    const user = await findUserByIdentifier(db, typed);
    loginLookups.set(request, user);
    return user ? `account:${user.id}` : `text:${normalizeIdentifier(typed)}`;
  };
  /**
   * Refresh is keyed by the presented token, not the address: an office full of players
   * behind one IP must not sign each other out. A token is only good once, so a generous
   * cap still stops one client hammering in a loop.
   */
  const perRefreshToken = limiter(
    config.authRateLimit.perRefreshToken,
    (request) => {
      const token = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
      return `refresh:${createHash('sha256').update(String(token)).digest('hex')}`;
    },
    '1 minute',
  );

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

  const suspendedReply = (reply: FastifyReply, until: Date) =>
    reply.status(403).send({
      success: false,
      message: SAFETY_MESSAGES.suspendedUntil(formatUntil(until)),
      until: until.toISOString(),
    });

  async function signIn(user: UserRow, message: string) {
    const { token, refreshToken } = await startSession(app, db, user, config.refreshTokenTtlMs);
    return { success: true as const, message, token, refreshToken, user: toPublicUser(user, { includeEmail: true }) };
  }

  typed.post(
    '/register',
    {
      config: perIp,
      preHandler: perIdentifier('register', (r) => (r.body as { username?: string }).username ?? ''),
      schema: {
        body: registerRequestSchema,
        response: { 201: authResponseSchema, 400: authErrorSchema, 409: authErrorSchema },
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
      return reply.status(201).send(await signIn(created.user, AUTH_MESSAGES.registerSuccess));
    },
  );

  typed.post(
    '/login',
    {
      config: perIp,
      preHandler: perIdentifier('login', loginIdentifier, loginAccountKey),
      schema: {
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 401: authErrorSchema, 403: restrictedErrorSchema },
      },
    },
    async (request, reply) => {
      const user = loginLookups.has(request)
        ? loginLookups.get(request)
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
      return signIn(user, AUTH_MESSAGES.loginSuccess);
    },
  );

  typed.get(
    '/me',
    { preHandler: app.authenticate, schema: { response: { 200: meResponseSchema, 401: authErrorSchema } } },
    async (request, reply) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
      return { success: true as const, user: toPublicUser(user, { includeEmail: true }) };
    },
  );

  typed.post(
    '/refresh',
    {
      preHandler: async (request, reply) => {
        const wait = await perRefreshToken(request);
        if (wait !== undefined) await tooMany(reply, wait);
      },
      // The spec's one message for any malformed token, without the usual field prefix.
      attachValidation: true,
      schema: {
        body: refreshRequestSchema,
        response: {
          200: refreshResponseSchema,
          400: authErrorSchema,
          401: authErrorSchema,
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

  typed.post(
    '/forgot-password',
    {
      config: perIp,
      preHandler: perIdentifier('forgot', (r) => (r.body as { email?: string }).email ?? ''),
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
      config: perIp,
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, 400: authErrorSchema } },
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
};
