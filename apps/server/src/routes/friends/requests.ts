import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRIEND_MESSAGES,
  friendRequestCreateSchema,
  friendRequestResultSchema,
  SAFETY_MESSAGES,
} from '@authentic/core';
import { acceptRequest, askFriendship, deleteRequestOf, findRequest } from '../../db/friends-repository.js';
import { findUserByUsername } from '../../db/users-repository.js';
import { hasBlocked } from '../../moderation/db/safety-repository.js';
import { friendErrors as errors, friendsOf, friendsWithMessageSchema } from './friend-lists.js';
import { toFriendRequestDto, toPlayerSummary } from './summaries.js';

const requestParams = z.object({ id: z.string().max(100) });

/** /api/friends/requests: asking (asking back is saying yes), accepting, declining and withdrawing. */
export const friendRequestRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };
  /** In-game notices (issue 34): the other player hears of a request or an acceptance at once. */
  const tell = (userId: string, kind: 'request' | 'accepted', name: string) =>
    app.presence.friendNotice?.([userId], kind, name);

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
      return { ...(await friendsOf(app, me)), message: FRIEND_MESSAGES.nowFriends(found.from.username) };
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
      return { ...(await friendsOf(app, me)), message };
    },
  );
};
