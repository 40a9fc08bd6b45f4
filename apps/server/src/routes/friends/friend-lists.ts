import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { friendsResponseSchema, type FriendsDto } from '@authentic/core';
import { friendIdsOf, playersByIds, requestsOf } from '../../db/friends-repository.js';
import { withPresence } from './presence.js';
import { toFriendRequestDto, toPlayerSummary } from './summaries.js';
import { errorAnswers } from '../error-answers.js';

export const friendErrors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Answers that change the lists carry the lists too, so the screen needs no second read. */
export const friendsWithMessageSchema = friendsResponseSchema.extend({ message: z.string() });

/** Friends by username; requests received and sent, newest first. */
export async function friendsOf(app: FastifyInstance, userId: string): Promise<FriendsDto> {
  const db = app.database.db;
  const [ids, requests] = await Promise.all([friendIdsOf(db, userId), requestsOf(db, userId)]);
  const friends = await playersByIds(db, ids);
  return {
    success: true,
    friends: await withPresence(db, app.presence, userId, friends.map(toPlayerSummary)),
    incoming: requests.incoming.map(toFriendRequestDto),
    outgoing: requests.outgoing.map(toFriendRequestDto),
  };
}
