import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRIEND_MESSAGES, friendJoinParamsSchema, friendJoinResponseSchema } from '@authentic/core';
import { findUserByUsername } from '../../db/users-repository.js';
import { grantJoin, joinVerdict } from './join-rule.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Joins a player may ask for in a minute (each reads presence and several rows). */
export const JOINS_PER_MINUTE = 20;

/**
 * POST /api/friends/{username}/join (issue 34, decision 0270): the server decides (join-rule.ts),
 * records the joiner's place on the nearest free cell next to the friend for their next presence
 * join of that world and map, and answers where that is.
 */
export const friendJoinRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.post(
    '/:username/join',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: JOINS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: { params: friendJoinParamsSchema, response: { 200: friendJoinResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const friend = await findUserByUsername(db, request.params.username);
      if (!friend || friend.id === me) {
        return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.notFriends });
      }
      const verdict = await joinVerdict(db, app.presence, me, friend);
      if (!verdict.ok) return reply.status(verdict.status).send({ success: false, message: verdict.message });
      const cell = grantJoin(app.presence, me, verdict);
      const { spot } = verdict;
      return {
        success: true as const,
        message: FRIEND_MESSAGES.joined(friend.username, spot.mapName),
        worldId: spot.worldId,
        mapId: spot.mapId,
        mapName: spot.mapName,
        x: cell.x,
        y: cell.y,
      };
    },
  );
};
