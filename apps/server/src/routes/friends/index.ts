import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FRIEND_MESSAGES, friendsResponseSchema } from '@authentic/core';
import { isUuid, unfriend } from '../../db/friends-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { friendErrors as errors, friendsOf, friendsWithMessageSchema } from './friend-lists.js';
import { friendJoinRoutes } from './join.js';
import { friendRequestRoutes } from './requests.js';

const friendParams = z.object({ userId: z.string().max(100) });

/**
 * /api/friends (decision 0221): the lists and ending a friendship here; requests, accepting,
 * declining and withdrawing in requests.ts; joining a friend in join.ts.
 */
export const friendRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };
  await app.register(friendJoinRoutes);

  typed.get('/', { ...auth, schema: { response: { 200: friendsResponseSchema, ...errors } } }, async (request) =>
    friendsOf(app, request.user!.id),
  );

  await app.register(friendRequestRoutes);

  typed.delete(
    '/:userId',
    { ...auth, schema: { params: friendParams, response: { 200: friendsWithMessageSchema, ...errors } } },
    async (request, reply) => {
      const me = request.user!.id;
      const { userId } = request.params;
      const friend = isUuid(userId) && userId !== me ? await findUserById(db, userId) : undefined;
      if (!friend || !(await unfriend(db, me, friend.id))) {
        return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.notFriends });
      }
      return { ...(await friendsOf(app, me)), message: FRIEND_MESSAGES.friendRemoved(friend.username) };
    },
  );
};
