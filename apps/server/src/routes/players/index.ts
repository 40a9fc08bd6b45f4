import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRIEND_MESSAGES,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  PUBLIC_PROFILE_MESSAGES,
  publicProfileResponseSchema,
  type PlayerRelation,
  type PlayerSearchResult,
} from '@authentic/core';
import { listPublicArtifactsBy } from '../../db/artifacts-repository.js';
import { findCharacter } from '../../db/characters-repository.js';
import { existingUserIds, friendIdsOf, requestsBetween, searchPlayers } from '../../db/friends-repository.js';
import { findUserByUsername } from '../../db/users-repository.js';
import { artifactsFor, httpError } from '../artifacts/access.js';
import { toPlayerSummary } from '../friends/summaries.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 404, 429);
export const SEARCH_LIMIT = 10;
export const PROFILE_ARTIFACTS_LIMIT = 50;
const profileParams = z.object({ username: z.string().max(100) });

/** preValidation: a search shorter than 2 characters answers the screen's own sentence. */
async function requireSearchText(request: FastifyRequest): Promise<void> {
  const { search } = (request.query ?? {}) as { search?: unknown };
  if (typeof search !== 'string' || search.trim().length < 2) throw httpError(400, FRIEND_MESSAGES.searchTooShort);
}

/** /api/players: finding players by username, and public profiles (decision 0221). */
export const playerRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: requireSearchText,
      config: {
        rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: { querystring: playerSearchQuerySchema, response: { 200: playerSearchResponseSchema, ...errors } },
    },
    async (request) => {
      const me = request.user!.id;
      const found = await searchPlayers(db, request.query.search, SEARCH_LIMIT);
      const [friendIds, pending] = await Promise.all([
        friendIdsOf(db, me),
        requestsBetween(
          db,
          me,
          found.map((player) => player.id),
        ),
      ]);
      const players = found.map((player): PlayerSearchResult => {
        const sent = pending.find((r) => r.fromUserId === me && r.toUserId === player.id);
        const received = pending.find((r) => r.toUserId === me && r.fromUserId === player.id);
        let relation: PlayerRelation = 'none';
        if (player.id === me) relation = 'self';
        else if (friendIds.includes(player.id)) relation = 'friend';
        else if (received) relation = 'incoming';
        else if (sent) relation = 'outgoing';
        const requestId = relation === 'incoming' ? received?.id : relation === 'outgoing' ? sent?.id : undefined;
        return { ...toPlayerSummary(player), relation, ...(requestId && { requestId }) };
      });
      return { success: true as const, players };
    },
  );

  // Anyone may look, signed in or not; nothing here depends on who looks, and nothing private is read.
  typed.get(
    '/:username',
    {
      onRequest: app.optionalAuth,
      schema: { params: profileParams, response: { 200: publicProfileResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await findUserByUsername(db, request.params.username);
      if (!user) return reply.status(404).send({ success: false, message: PUBLIC_PROFILE_MESSAGES.notFound });
      const [character, entries] = await Promise.all([
        findCharacter(db, user.id),
        listPublicArtifactsBy(db, user.id, PROFILE_ARTIFACTS_LIMIT),
      ]);
      // As a stranger sees them, even when the owner looks: no notes, answers or allowed users.
      const [artifacts, friendIds] = await Promise.all([
        artifactsFor(db, null, entries, 0),
        existingUserIds(db, character?.friends ?? []),
      ]);
      return {
        success: true as const,
        player: {
          ...toPlayerSummary(user),
          experience: user.experience,
          createdAt: user.createdAt.toISOString(),
          achievements: character?.achievements ?? [],
          artifacts,
          friendsCount: friendIds.length,
        },
      };
    },
  );
};
