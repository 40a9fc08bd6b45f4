import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_WORD, PRESENCE_CLOSE, SAFETY_API, type ServerFrame } from '@authentic/core';
import { users } from '../db/schema.js';
import { hasRedisServer, startRedis } from '../test/redis-server.js';
import { publicWorld, twoInstances } from '../test/two-instances.js';
import { callerOf, registerPlayer } from '../test/users.js';

/** Redis restarts, the subscriber reconnects (back-off up to 2 s), then B reads everything again. */
const BACK_WAIT = 20_000;

/**
 * Issue 33 item 8: two apps in this process on one database and one Redis of this test's own.
 * While Redis is down, a block, a suspension, an account deletion, a 'sign out everywhere' and a
 * world turned private are made through instance A; B's control messages are lost with it. When Redis returns, B's sockets
 * see them.
 */
describe.skipIf(!hasRedisServer)('what changed while Redis was away (skipped: no redis-server)', () => {
  const two = twoInstances();
  const { apps, bases } = two;
  beforeAll(() => two.start());
  afterAll(() => two.stop());

  /** A signed-in socket on B, on the overworld. */
  const onB = (token: string) => two.onOverworld(bases[1]!, token);
  const sees = (all: Extract<ServerFrame, { t: 'all' }>, handle: string) => all.p.some((p) => p[0] === handle);

  it('a block, a suspension, a deletion, ended sessions and a world made private on A while Redis was down reach B after', async () => {
    const [a] = apps as [FastifyInstance];
    const callA = callerOf(a);
    const [blocker, blocked, banned, leaver, signedOut] = [
      await registerPlayer(a),
      await registerPlayer(a),
      await registerPlayer(a),
      await registerPlayer(a),
      await registerPlayer(a),
    ];
    const b1 = await onB(blocker.token);
    const b2 = await onB(blocked.token);
    const b3 = await onB(banned.token);
    const b4 = await onB(leaver.token);
    const b5 = await onB(signedOut.token);
    // The last to come sees the others at once (one instance, one room).
    for (const other of [b1, b2, b3]) expect(sees(b4.all, other.hi.me)).toBe(true);
    // And a visitor on B in a public world of an owner's.
    const { owner, worldId } = await publicWorld(a);
    const { client: visitor } = await two.inWorld(bases[1]!, worldId, { x: 2, y: 2 });

    const redis = two.redis!;
    await redis.kill();
    const block = await callA('POST', SAFETY_API.blocks, blocker.token, { username: blocked.user.username });
    expect(block.statusCode).toBeLessThan(300);
    await a.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, banned.user.id));
    a.safetyEvents.emit('moderation', banned.user.id);
    const gone = await callA('DELETE', '/api/users/me', leaver.token, {
      password: leaver.password,
      confirm: DELETE_ACCOUNT_WORD,
    });
    expect(gone.statusCode).toBe(200);
    expect((await callA('POST', '/api/auth/logout-all', signedOut.token)).statusCode).toBe(200);
    expect((await callA('PUT', `/api/worlds/${worldId}`, owner.token, { isPublic: false })).statusCode).toBe(200);

    two.redis = await startRedis(redis.port);
    // The blocked player disappears for the blocker, and the blocker for them.
    await b1.client.next('u', (u) => !!u.l?.includes(b2.hi.me), BACK_WAIT);
    await b2.client.next('u', (u) => !!u.l?.includes(b1.hi.me), BACK_WAIT);
    // The suspended account's socket is closed with its reason.
    expect((await b3.client.closed).code).toBe(PRESENCE_CLOSE.suspended);
    // The deleted account's socket goes on as a guest's, and is told the account is gone (issue 34).
    expect(await b4.client.next('auth', () => true, BACK_WAIT)).toEqual({
      t: 'auth',
      ok: false,
      name: null,
      gone: true,
    });
    // So does the socket of an account signed out everywhere.
    expect(await b5.client.next('auth', () => true, BACK_WAIT)).toEqual({ t: 'auth', ok: false, name: null });
    // The world's visitor is sent back to the main world.
    expect(await visitor.next('worldClosed', () => true, BACK_WAIT)).toEqual({ t: 'worldClosed', worldId });
  }, 60_000);
});
