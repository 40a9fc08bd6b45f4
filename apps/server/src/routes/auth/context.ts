import type { FastifyInstance, FastifyReply } from 'fastify';
import { SAFETY_MESSAGES } from '@authentic/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { toPublicUser, type UserRow } from '../../db/users-repository.js';
import { formatUntil } from '../../moderation/format-until.js';
import { startSession } from './credentials.js';
import type { AuthLimits } from './rate-limits.js';

/** What every account route module is handed by `authRoutes`. */
export interface AuthContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  limits: AuthLimits;
}

/** The 403 of a suspended account: until when, in words and as a date. */
export const suspendedReply = (reply: FastifyReply, until: Date) =>
  reply.status(403).send({
    success: false,
    message: SAFETY_MESSAGES.suspendedUntil(formatUntil(until)),
    until: until.toISOString(),
  });

/** A new session for this account, answered with its tokens and the account itself. */
export async function signIn({ app, db, config }: AuthContext, user: UserRow, message: string) {
  const { token, refreshToken } = await startSession(app, db, user, config.refreshTokenTtlMs);
  return { success: true as const, message, token, refreshToken, user: toPublicUser(user, { includeEmail: true }) };
}
