import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRIEND_MESSAGES,
  friendRequestCreateSchema,
  friendRequestResultSchema,
  friendsResponseSchema,
  type FriendsDto,
  SAFETY_MESSAGES,
} from '@authentic/core';
import {
  acceptRequest,
  askFriendship,
  deleteRequestOf,
  findRequest,
  friendIdsOf,
  isUuid,
  playersByIds,
  requestsOf,
  unfriend,
} from '../../db/friends-repository.js';
import { findUserById, findUserByUsername } from '../../db/users-repository.js';
import { hasBlocked } from '../../moderation/db/safety-repository.js';
import { withPresence } from './presence.js';
import { friendJoinRoutes } from './join.js';
import { toFriendRequestDto, toPlayerSummary } from './summaries.js';
import { errorAnswers } from '../error-answers.js';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Answers that change the lists carry the lists too, so the screen needs no second read. */
const friendsWithMessageSchema = friendsResponseSchema.extend({ message: z.string() });
const requestParams = z.object({ id: z.string().max(100) });
const friendParams = z.object({ userId: z.string().max(100) });

/** /api/friends: requests, accepting, declining, withdrawing and ending friendships (decision 0221). */
export const friendRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };
  await app.register(friendJoinRoutes);
  /** In-game notices (issue 34): the other player hears of a request or an acceptance at once. */
  const tell = (userId: string, kind: 'request' | 'accepted', name: string) =>
    app.presence.friendNotice?.([userId], kind, name);

  /** Friends by username; requests received and sent, newest first. */
  async function friendsOf(userId: string): Promise<FriendsDto> {
    const [ids, requests] = await Promise.all([friendIdsOf(db, userId), requestsOf(db, userId)]);
    const friends = await playersByIds(db, ids);
    return {
      success: true,
      friends: await withPresence(db, app.presence, userId, friends.map(toPlayerSummary)),
      incoming: requests.incoming.map(toFriendRequestDto),
      outgoing: requests.outgoing.map(toFriendRequestDto),
    };
  }

  typed.get('/', { ...auth, schema: { response: { 200: friendsResponseSchema, ...errors } } }, async (request) =>
    friendsOf(request.user!.id),
  );

  typed.post(
    '/requests',
    {
      ...auth,
      // After authenticate (the limiter's hook comes second), so each player has their own count.
      config: {
        rateLimit: { max: 30, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: {
        body: friendRequestCreateSchema,
        response: { 200: friendRequestResultSchema, 201: friendRequestResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const target = await findUserByUsername(db, request.body.username);
      if (!target) return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.playerNotFound });
      if (target.id === me) return reply.status(400).send({ success: false, message: FRIEND_MESSAGES.notYourself });
      // Safety (issue 23): no requests across a block. Who blocked whom is told only to the blocker.
      if (await hasBlocked(db, me, target.id)) {
        return reply.status(403).send({ success: false, message: SAFETY_MESSAGES.unblockFirst });
      }
      if (await hasBlocked(db, target.id, me)) {
        return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.playerNotFound });
      }
      // They had already asked: asking back is saying yes.
      const asked = await askFriendship(db, me, target.id);
      switch (asked.outcome) {
        case 'alreadyFriends':
          return reply.status(409).send({ success: false, message: FRIEND_MESSAGES.alreadyFriends });
        case 'alreadyRequested':
          return reply.status(409).send({ success: false, message: FRIEND_MESSAGES.alreadyRequested });
        case 'friends':
          tell(target.id, 'accepted', request.user!.username);
          return reply.status(200).send({
            success: true as const,
            status: 'friends' as const,
            friend: toPlayerSummary(target),
            message: FRIEND_MESSAGES.nowFriends(target.username),
          });
        case 'requested':
          tell(target.id, 'request', asked.request.from.username);
          return reply.status(201).send({
            success: true as const,
            status: 'request' as const,
            request: toFriendRequestDto(asked.request),
            message: FRIEND_MESSAGES.requestSent(target.username),
          });
      }
    },
  );

  typed.post(
    '/requests/:id/accept',
    { ...auth, schema: { params: requestParams, response: { 200: friendsWithMessageSchema, ...errors } } },
    async (request, reply) => {
      const me = request.user!.id;
      const found = await findRequest(db, request.params.id);
      // A request between two others is none of this player's business: as if it did not exist.
      if (!found || (found.to.id !== me && found.from.id !== me)) {
        return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.requestNotFound });
      }
      if (found.to.id !== me) {
        return reply.status(403).send({ success: false, message: FRIEND_MESSAGES.onlyRecipientAccepts });
      }
      if (!(await acceptRequest(db, found.id, me))) {
        return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.requestNotFound });
      }
      tell(found.from.id, 'accepted', found.to.username);
      return { ...(await friendsOf(me)), message: FRIEND_MESSAGES.nowFriends(found.from.username) };
    },
  );

  typed.delete(
    '/requests/:id',
    { ...auth, schema: { params: requestParams, response: { 200: friendsWithMessageSchema, ...errors } } },
    async (request, reply) => {
      const me = request.user!.id;
      const removed = await deleteRequestOf(db, request.params.id, me);
      if (!removed) return reply.status(404).send({ success: false, message: FRIEND_MESSAGES.requestNotFound });
      const message = removed.toUserId === me ? FRIEND_MESSAGES.requestDeclined : FRIEND_MESSAGES.requestWithdrawn;
      return { ...(await friendsOf(me)), message };
    },
  );

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
      return { ...(await friendsOf(me)), message: FRIEND_MESSAGES.friendRemoved(friend.username) };
    },
  );
};
