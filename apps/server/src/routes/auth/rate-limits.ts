import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, formatMessage, normalizeIdentifier } from '@authentic/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { findUserByIdentifier, type UserRow } from '../../db/users-repository.js';

const WINDOW = '15 minutes';

/** The account routes' limits: per address, per identifier and account, per refresh token. */
export type AuthLimits = ReturnType<typeof authLimits>;

export function authLimits(app: FastifyInstance, db: Db, config: Config) {
  const perIp = { rateLimit: { max: config.authRateLimit.perIp, timeWindow: WINDOW } };
  /** A 429 that says when to come back, in the header and in words. */
  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .header('retry-after', String(seconds))
      .status(429)
      .send({ success: false, message: formatMessage(API_MESSAGES.retryAfter, { seconds }) });
  // The route's own limit (per IP) and these share the plugin's "already ran" flag,
  // so the per-identifier limits use createRateLimit, which only counts.
  const limiter = (max: number, key: (request: FastifyRequest) => string, timeWindow: string | number = WINDOW) => {
    const count = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (request: FastifyRequest) => {
      const result = await count(request);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
    };
  };
  /**
   * Guessing one account's password is limited per account and address together, so a
   * stranger's flood does not lock the owner out; the account alone has a much higher cap.
   * `keyOf` names what is being guessed at (by default the normalised text that was typed).
   */
  const perIdentifier = (
    name: string,
    pick: (request: FastifyRequest) => string,
    keyOf: (request: FastifyRequest, typed: string) => string | Promise<string> = (_request, typed) =>
      normalizeIdentifier(typed),
  ) => {
    const keys = new WeakMap<FastifyRequest, string>();
    const key = (request: FastifyRequest) => keys.get(request) ?? normalizeIdentifier(pick(request));
    const fromHere = limiter(config.authRateLimit.perIdentifier, (r) => `${name}:${key(r)}:${r.ip}`);
    const fromAnywhere = limiter(config.authRateLimit.perAccount, (r) => `${name}:${key(r)}`);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      keys.set(request, await keyOf(request, pick(request)));
      const wait = (await fromHere(request)) ?? (await fromAnywhere(request));
      if (wait !== undefined) await tooMany(reply, wait);
    };
  };
  /**
   * Decision 0233: login attempts count against the account the identifier names, so its
   * username and its e-mail (any case, any spaces) share one counter; text that names no
   * account counts as itself. The lookup is the one the login itself needs, made here once and
   * handed on, so a limited login costs no extra round trip and a known and an unknown
   * identifier take the same path, the same query and the same answers.
   */
  const loginLookups = new WeakMap<FastifyRequest, UserRow | undefined>();
  const loginAccountKey = async (request: FastifyRequest, typed: string) => {
    const user = await findUserByIdentifier(db, typed);
    loginLookups.set(request, user);
    return user ? `account:${user.id}` : `text:${normalizeIdentifier(typed)}`;
  };
  /**
   * Refresh is keyed by the presented token, not the address: an office full of players
   * behind one IP must not sign each other out. A token is only good once, so a generous
   * cap still stops one client hammering in a loop.
   */
  const perRefreshToken = limiter(
    config.authRateLimit.perRefreshToken,
    (request) => {
      const token = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
      return `refresh:${createHash('sha256').update(String(token)).digest('hex')}`;
    },
    '1 minute',
  );
  return { perIp, tooMany, perIdentifier, loginLookups, loginAccountKey, perRefreshToken };
}

/** What a login names its account by: the identifier, or the older `username` field. */
export const loginIdentifier = (request: FastifyRequest) => {
  const body = request.body as { identifier?: string; username?: string };
  return body.identifier || body.username || '';
};
