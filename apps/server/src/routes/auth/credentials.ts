import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { issueRefreshToken } from '../../db/sessions-repository.js';
import type { UserRow } from '../../db/users-repository.js';

/** argon2id with the library's defaults (19 MiB, 2 passes): about 25 ms here. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

/**
 * A new session for this device: an access token at the account's current session version
 * and the first refresh token of a new family.
 */
export async function startSession(
  app: FastifyInstance,
  db: Db,
  user: UserRow,
  refreshTokenTtlMs: number,
): Promise<{ token: string; refreshToken: string }> {
  const { token } = await app.tokens.signAccess({
    id: user.id,
    username: user.username,
    sessionVersion: user.sessionVersion,
  });
  const refreshToken = await issueRefreshToken(db, { userId: user.id, ttlMs: refreshTokenTtlMs, now: new Date() });
  return { token, refreshToken };
}
