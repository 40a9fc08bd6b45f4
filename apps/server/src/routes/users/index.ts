import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementConditionMet,
  API_MESSAGES,
  achievementSchema,
  avatarResponseSchema,
  achievementUnlockRequestSchema,
  apiErrorSchema,
  characterResponseSchema,
  experienceResponseSchema,
  experienceUpdateSchema,
  findAchievement,
  gameProgressUpdateSchema,
  gameStateResponseSchema,
  HTTP_MESSAGES,
  levelForExperience,
  messageResponseSchema,
  PROFILE_MESSAGES,
  PROGRESS_EVENT_MESSAGES,
  progressClaimResponseSchema,
  progressClaimSchema,
  formatMessage,
  QUOTE_PANEL_MESSAGES,
  shareQuotesRequestSchema,
} from '@authentic/core';
import { brokenFormError } from '../../plugins/uploads.js';
import {
  addAchievement,
  ensureCharacter,
  findCharacter,
  updateCharacter,
  updateProgress,
} from '../../db/characters-repository.js';
import { experienceOf, grantEarnedAchievements, serverAchievementStats } from '../../db/progress-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { AVATAR_MAX_BYTES, readAvatarFile, readCharacterUpdate, replaceAvatar } from './avatar-form.js';
import { claimProgress } from './progress-claims.js';
import { checkSavedQuotes } from './saved-quotes.js';
import { toCharacter } from './to-character.js';

export { AVATAR_MAX_BYTES } from './avatar-form.js';

/** Quote mails one account may send in an hour, whatever its IP (decision 0226). */
export const SHARE_QUOTES_PER_ACCOUNT = 10;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const idParams = z.object({ id: z.uuid({ message: HTTP_MESSAGES.notFound }) });

/** The signed-in player's own character, game state, experience, achievements and progress. */
export const userRoutes: FastifyPluginAsync = async (app) => {
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

  typed.post(
    '/me/avatar',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { response: { 200: avatarResponseSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema } },
    },
    async (request, reply) => {
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } }).catch((error: unknown) => {
            throw brokenFormError(error);
          })
        : undefined;
      if (!file || file.fieldname !== 'avatar') {
        return reply.status(400).send({ success: false, message: PROFILE_MESSAGES.fileRequired });
      }
      const read = await readAvatarFile(file);
      const stored = read.ok ? await replaceAvatar(app, request, read.bytes) : read;
      if (!stored.ok) return reply.status(stored.status).send({ success: false, message: stored.message });
      return { success: true as const, avatar: stored.url };
    },
  );

  // The address is the player's to choose; the limits (per IP, and per account so
  // many addresses cannot multiply one account's mail) keep this from being a spam relay.
  const sharesPerAccount = app.createRateLimit({
    max: SHARE_QUOTES_PER_ACCOUNT,
    timeWindow: '1 hour',
    keyGenerator: (request) => `share-quotes:${request.user?.id ?? request.ip}`,
  });
  typed.post(
    '/me/share-quotes',
    {
      ...auth,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      preHandler: async (request, reply) => {
        const limit = await sharesPerAccount(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          await reply.status(429).send({ success: false, message: API_MESSAGES.tooManyRequests });
        }
      },
      schema: {
        body: shareQuotesRequestSchema,
        response: { 200: messageResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email, quotes } = request.body;
      await app.mailer.send({
        to: email,
        subject: `${request.user!.username} shared quotes from Authentic Internet`,
        text: [
          `${request.user!.username} wanted you to have these quotes:`,
          '',
          ...quotes.map((quote) => `"${quote.text}"\n  — ${quote.author}${quote.source ? `, ${quote.source}` : ''}\n`),
          'Sent from Authentic Internet: no ads, no tracking, no data selling.',
        ].join('\n'),
      });
      return { success: true, message: formatMessage(QUOTE_PANEL_MESSAGES.sharedWith, { email }) };
    },
  );

  typed.put(
    '/me/progress',
    { ...auth, schema: { body: gameProgressUpdateSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await updateProgress(db, request.user!.id, request.body);
      return { success: true, message: 'Progress saved' };
    },
  );

  typed.get(
    '/:id',
    { ...auth, schema: { params: idParams, response: { 200: characterResponseSchema, ...errors } } },
    async (request, reply) => {
      if (request.params.id.toLowerCase() !== request.user!.id) {
        return reply.status(403).send({ success: false, message: HTTP_MESSAGES.forbidden });
      }
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      return { success: true as const, character: toCharacter(user, await ensureCharacter(db, user.id)) };
    },
  );

  // Only the owner, and only what a player may change: never experience or level. Spec 01 §7: JSON,
  // or multipart with the avatar file beside the other fields as JSON text (read in the handler,
  // so the schema validates both forms alike).
  typed.put(
    '/:id',
    {
      ...auth,
      schema: {
        params: idParams,
        response: { 200: characterResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.params.id.toLowerCase() !== request.user!.id) {
        return reply.status(403).send({ success: false, message: HTTP_MESSAGES.forbidden });
      }
      const body = await readCharacterUpdate(request, app.initialConfig.bodyLimit ?? 1024 * 1024);
      if (!body.ok) return reply.status(body.status).send({ success: false, message: body.message });
      const user = await findUserById(db, request.user!.id);
      if (!user) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
      // Completed levels come from recorded completions: a list naming anything else is refused.
      const { completedMaps, ...changes } = body.update;
      if (completedMaps) {
        const recorded = (await findCharacter(db, user.id))?.completedMaps ?? [];
        if (completedMaps.some((map) => !recorded.includes(map))) {
          return reply.status(409).send({ success: false, message: PROGRESS_EVENT_MESSAGES.completedMapsNotRecorded });
        }
      }
      // Decision 0244: a guide's tips are not quotes to save.
      if (changes.savedQuotes) {
        const checked = checkSavedQuotes((await findCharacter(db, user.id))?.savedQuotes ?? [], changes.savedQuotes);
        if (!checked.ok) return reply.status(checked.status).send({ success: false, message: checked.message });
        changes.savedQuotes = checked.quotes;
      }
      // The avatar last: a refused update changes nothing.
      if (body.avatar) {
        const stored = await replaceAvatar(app, request, body.avatar);
        if (!stored.ok) return reply.status(stored.status).send({ success: false, message: stored.message });
        user.avatar = stored.url;
      }
      const character = await updateCharacter(db, user.id, changes);
      return { success: true as const, character: toCharacter(user, character) };
    },
  );
};
