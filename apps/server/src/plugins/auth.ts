import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_MESSAGES } from '@authentic/core';
import { getMeta } from '../db/meta-repository.js';
import { appMeta } from '../db/schema.js';
import { keyedBatch } from '../db/keyed-batch.js';
import { findSessionStates } from '../db/users-repository.js';
import { SessionStates } from './session-states.js';

export interface AuthUser {
  id: string;
  username: string;
}

/** Who a token was issued to, and at which of their session versions. */
export interface TokenSubject extends AuthUser {
  sessionVersion: number;
}

export interface Tokens {
  /** A short-lived HS256 JWT that says it is an access token, stamped with the session version (`sv`). */
  signAccess(user: TokenSubject): Promise<{ token: string; expiresAt: number }>;
  /**
   * The subject of a validly signed, unexpired access token, or undefined for anything else
   * (refresh tokens included). Whether its session is still current is `sessions`' question.
   */
  verifyAccess(token: string): Promise<TokenSubject | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** Each account's current session version, looked up (and briefly kept) per request. */
    sessions: SessionStates;
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
/** Past this many verified tokens the cache starts afresh rather than grow. */
const MAX_VERIFIED = 10_000;
const ACCESS_TYPE = 'access';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
export async function resolveSecret(
  db: Parameters<typeof getMeta>[0],
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const stored = await getMeta(db, 'jwt_secret');
  if (!stored) throw new Error('could not create the token signing key');
  return new TextEncoder().encode(stored);
}

/**
 * Signs and checks access tokens with `key`. A token whose signature was checked is remembered
 * (up to MAX_VERIFIED), so later requests only check its expiry.
 */
function createTokens(key: Uint8Array, accessTokenTtlSeconds: number): Tokens {
  /** Access tokens whose signature and claims were checked, with their expiry (seconds). */
  const verified = new Map<string, { subject: TokenSubject; exp: number }>();

  return {
    async signAccess(user) {
      const expiresAt = Math.floor(Date.now() / 1000) + accessTokenTtlSeconds;
      const token = await new SignJWT({ type: ACCESS_TYPE, username: user.username, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verifyAccess(token) {
      // A player sends the same token for ten minutes: its signature is checked once (decision 0228).
      // What it says never changes; only its expiry is checked again, and the session on every request.
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known.subject;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          typ: 'at+jwt',
          // A token that never expires is refused, however well signed (issue 14).
          requiredClaims: ['exp'],
        });
        if (payload.type !== ACCESS_TYPE || typeof payload.sub !== 'string') return undefined;
        // Tokens from before session versions existed have no `sv`: they belong to version 0.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return undefined;
        const subject = {
          id: payload.sub,
          username: typeof payload.username === 'string' ? payload.username : '',
          sessionVersion,
        };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { subject, exp: payload.exp! });
        return subject;
      } catch {
        return undefined;
      }
    },
  };
}

export const authPlugin = fp<{ jwtSecret: string | undefined; accessTokenTtlSeconds: number }>(
  async (app, options) => {
    const key = await resolveSecret(app.database.db, options.jwtSecret);
    const tokens = createTokens(key, options.accessTokenTtlSeconds);

    // The lookups of requests that arrive together are one read (decision 0228).
    const sessions = new SessionStates(keyedBatch((ids) => findSessionStates(app.database.db, ids)));

    /**
     * The signed-in user of this request, or undefined: the token must be a valid access token
     * of an existing account at its current session version (a password change raises it).
     */
    async function currentUser(request: FastifyRequest): Promise<AuthUser | undefined> {
      const token = bearer(request);
      const subject = token ? await tokens.verifyAccess(token) : undefined;
      // A signed subject that is not a uuid names no account; it never reaches the database.
      if (!subject || !UUID.test(subject.id)) return undefined;
      const state = await sessions.get(subject.id);
      if (!state || state.sessionVersion !== subject.sessionVersion) return undefined;
      if (state.suspendedUntil && state.suspendedUntil.getTime() > Date.now()) return undefined;
      return { id: subject.id, username: state.username };
    }

    app.decorate('tokens', tokens);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', undefined);
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.user = await currentUser(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await currentUser(request);
      if (!user) {
        await reply.status(401).send({ success: false, message: AUTH_MESSAGES.authRequired });
        return;
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
