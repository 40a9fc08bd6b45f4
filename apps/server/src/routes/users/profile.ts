import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  API_MESSAGES,
  AUTH_MESSAGES,
  apiErrorSchema,
  authErrorSchema,
  levelProgress,
  normalizeIdentifier,
  passwordProblems,
  PROFILE_MESSAGES,
  profileStatsResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  titleForExperience,
  withoutGuideTips,
} from '@authentic/core';
import type { Config } from '../../config.js';
import { countArtifactsBy } from '../../db/artifacts-repository.js';
import { ensureCharacter } from '../../db/characters-repository.js';
import { existingUserIds } from '../../db/friends-repository.js';
import { findUserById, toPublicUser, updateAccount, type AccountChanges } from '../../db/users-repository.js';
import { assertCleanWords } from '../../moderation/word-check.js';
import { hashPassword, startSession } from '../auth/credentials.js';
import { latestSavedQuotes } from './recent-quotes.js';

const errors = { 400: authErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const CURRENT_PASSWORD_WINDOW = '15 minutes';

export interface ProfileRouteOptions {
  config: Config;
}

/** PUT /api/users/me (account settings) and GET /api/users/me/stats (decision 0221). */
export const profileRoutes: FastifyPluginAsync<ProfileRouteOptions> = async (app, { config }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Guessing the current password with a stolen access token is limited per account, like
  // login attempts per identifier; every check counts, so a guess is never answered past the limit.
  const currentPasswordChecks = app.createRateLimit({
    max: config.authRateLimit.perIdentifier,
    timeWindow: CURRENT_PASSWORD_WINDOW,
    keyGenerator: (request) => `current-password:${request.user?.id ?? request.ip}`,
  });
  /** True when `given` is the account's password; otherwise the answer (400, or 429 past the limit) is sent. */
  async function currentPasswordMatches(
    request: FastifyRequest,
    reply: FastifyReply,
    passwordHash: string,
    given: string,
  ): Promise<boolean> {
    const limit = await currentPasswordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      await reply.status(429).send({ success: false, message: API_MESSAGES.tooManyRequests });
      return false;
    }
    if (await verify(passwordHash, given)) return true;
    // 400, not 401: the web client reads a 401 as "your session has expired".
    await reply.status(400).send({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong });
    return false;
  }

  typed.put(
    '/me',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: { body: profileUpdateSchema, response: { 200: profileUpdateResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const me = await findUserById(db, request.user!.id);
      if (!me) return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
      // Only these four fields exist in the parsed body: anything else sent (experience, id…) was dropped.
      const { username, email, currentPassword, newPassword } = request.body;
      const changes: AccountChanges = {};
      if (username !== undefined && username !== me.username) changes.username = username;
      if (changes.username !== undefined) assertCleanWords(app.wordFilter, { username: changes.username });
      if (email !== undefined && email !== me.email) changes.email = email;
      const passwordChanging = newPassword !== undefined && newPassword !== '';
      if (!changes.username && !changes.email && !passwordChanging) {
        return reply.status(400).send({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.nothingToChange });
      }

      // A stolen access token alone must not take the account: the way back in (e-mail), the
      // password itself and the name friends find the player by (decision 0234) need the current password.
      // A change of case only keeps the name (the same key): no password for that.
      const renaming = changes.username !== undefined && normalizeIdentifier(changes.username) !== me.usernameKey;
      if (changes.email !== undefined || renaming || passwordChanging) {
        if (!currentPassword) {
          const message = passwordChanging
            ? ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired
            : ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount;
          return reply.status(400).send({ success: false, message });
        }
        if (passwordChanging) {
          const problems = passwordProblems(newPassword, changes.username ?? me.username);
          if (problems.length > 0) {
            return reply.status(400).send({
              success: false,
              message: problems.join(' '),
              passwordRequirements: AUTH_MESSAGES.passwordRequirements,
            });
          }
        }
        if (!(await currentPasswordMatches(request, reply, me.passwordHash, currentPassword))) return reply;
        if (passwordChanging) changes.passwordHash = await hashPassword(newPassword);
      }

      const result = await updateAccount(db, me.id, changes, new Date());
      if (!result.ok) {
        if (result.conflict === 'missing') {
          return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
        }
        const message = result.conflict === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken;
        return reply.status(409).send({ success: false, message });
      }
      const updated = result.user;
      app.sessions.remember(updated.id, { sessionVersion: updated.sessionVersion, username: updated.username });
      const user = toPublicUser(updated, { includeEmail: true });
      if (!passwordChanging) return { success: true as const, message: PROFILE_MESSAGES.profileUpdated, user };
      // Every session ended with the change; this device gets a new one.
      const session = await startSession(app, db, updated, config.refreshTokenTtlMs);
      return { success: true as const, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged, user, ...session };
    },
  );

  typed.get(
    '/me/stats',
    { onRequest: app.authenticate, schema: { response: { 200: profileStatsResponseSchema, ...errors } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const [user, character, artifactCount] = await Promise.all([
        findUserById(db, userId),
        ensureCharacter(db, userId),
        countArtifactsBy(db, userId),
      ]);
      if (!user) return reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
      const progress = levelProgress(user.experience);
      return {
        success: true as const,
        experience: user.experience,
        level: progress.level,
        title: titleForExperience(user.experience),
        levelPercent: progress.percent,
        nextLevelAt: progress.nextGoal,
        artifactCount,
        savedQuotesCount: withoutGuideTips(character.savedQuotes).length,
        friendsCount: (await existingUserIds(db, character.friends)).length,
        recentQuotes: latestSavedQuotes(withoutGuideTips(character.savedQuotes), 3),
        achievements: character.achievements,
      };
    },
  );
};
