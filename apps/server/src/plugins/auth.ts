import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_MESSAGES } from '@authentic/core';
import { getMeta } from '../db/meta-repository.js';
import { appMeta } from '../db/schema.js';

export interface AuthUser {
  id: string;
  username: string;
}

export interface Tokens {
  /** A short-lived HS256 JWT that says it is an access token. */
  signAccess(user: AuthUser): Promise<{ token: string; expiresAt: number }>;
  /** The user of a valid access token, or undefined for anything else (refresh tokens included). */
  verifyAccess(token: string): Promise<AuthUser | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler: 401 unless a valid access token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.user when a valid access token is sent, never fails. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

const ISSUER = 'authentic-internet';
const ACCESS_TYPE = 'access';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/**
 * The signing key: JWT_SECRET when set, otherwise one made on first start and
 * kept in the database, so every instance on the same database agrees.
 */
async function resolveSecret(db: Parameters<typeof getMeta>[0], configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const stored = await getMeta(db, 'jwt_secret');
  if (!stored) throw new Error('could not create the token signing key');
  return new TextEncoder().encode(stored);
}

export const authPlugin = fp<{ jwtSecret: string | undefined; accessTokenTtlSeconds: number }>(
  async (app, options) => {
    const key = await resolveSecret(app.database.db, options.jwtSecret);

    const tokens: Tokens = {
      async signAccess(user) {
        const expiresAt = Math.floor(Date.now() / 1000) + options.accessTokenTtlSeconds;
        const token = await new SignJWT({ type: ACCESS_TYPE, username: user.username })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(expiresAt)
          .sign(key);
        return { token, expiresAt };
      },
      async verifyAccess(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: ISSUER,
            typ: 'at+jwt',
          });
          if (payload.type !== ACCESS_TYPE || typeof payload.sub !== 'string') return undefined;
          return { id: payload.sub, username: typeof payload.username === 'string' ? payload.username : '' };
        } catch {
          return undefined;
        }
      },
    };

    app.decorate('tokens', tokens);
    app.decorateRequest('user', undefined);
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.user = token ? await tokens.verifyAccess(token) : undefined;
    });
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(request);
      const user = token ? await tokens.verifyAccess(token) : undefined;
      if (!user) {
        await reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
        return;
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
