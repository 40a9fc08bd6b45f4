import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_ACCOUNT_WORD,
  PRESENCE_CLOSE,
  SAFETY_API,
  worldResponseSchema,
  type ServerFrame,
} from '@authentic/core';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/app.js';
import { overworldCells, PresenceClient } from '../test/presence-client.js';
import { hasRedisServer, startRedis, type OwnRedis } from '../test/redis-server.js';
import { freePort } from '../test/server-process.js';
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
  let redis: OwnRedis;
  let data: TestDatabase;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const clients: PresenceClient[] = [];
  const cells = overworldCells();

  /** One instance on the shared database: PostgreSQL gets its own pool, PGlite (one connection) is shared. */
  const instance = async (database: Database) => {
    const app = await buildApp(testConfig({ REDIS_URL: redis.url, AUTH_RATE_LIMIT_IP: '1000' }), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    apps.push(app);
    bases.push(`http://127.0.0.1:${address.port}`);
    return app;
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    data = await createTestDatabase();
    await instance(data.database);
    const second =
      data.database.kind === 'postgres' ? await data.reopen() : { ...data.database, close: async () => undefined };
    await instance(second);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    // B first: on PGlite it only borrows A's database, which A closes.
    for (const app of [...apps].reverse()) await app.close();
    await redis?.kill();
    await data?.dispose();
  });

  /** A signed-in socket on B, on the overworld. */
  const onB = async (token: string) => {
    const client = await PresenceClient.open(bases[1]!);
    clients.push(client);
    client.send({ t: 'auth', token });
    expect(await client.next('auth')).toMatchObject({ ok: true });
    client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };
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
    const owner = await registerPlayer(a);
    const created = await callA('POST', '/api/worlds', owner.token, {
      name: 'Open Meadow',
      description: 'Open for now.',
      mapType: 'fantasy',
      isPublic: true,
    });
    const worldId = worldResponseSchema.parse(created.json()).world.id;
    const visitor = await PresenceClient.open(bases[1]!);
    clients.push(visitor);
    visitor.send({ t: 'join', w: worldId, m: worldId, x: 2, y: 2 });
    await visitor.next('hi');

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

    redis = await startRedis(redis.port);
    // The blocked player disappears for the blocker, and the blocker for them.
    await b1.client.next('u', (u) => !!u.l?.includes(b2.hi.me), BACK_WAIT);
    await b2.client.next('u', (u) => !!u.l?.includes(b1.hi.me), BACK_WAIT);
    // The suspended account's socket is closed with its reason.
    expect((await b3.client.closed).code).toBe(PRESENCE_CLOSE.suspended);
    // The deleted account's socket goes on as a guest's.
    expect(await b4.client.next('auth', () => true, BACK_WAIT)).toEqual({ t: 'auth', ok: false, name: null });
    // So does the socket of an account signed out everywhere.
    expect(await b5.client.next('auth', () => true, BACK_WAIT)).toEqual({ t: 'auth', ok: false, name: null });
    // The world's visitor is sent back to the main world.
    expect(await visitor.next('worldClosed', () => true, BACK_WAIT)).toEqual({ t: 'worldClosed', worldId });
  }, 60_000);
});
