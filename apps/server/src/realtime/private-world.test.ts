import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_MESSAGES, worldResponseSchema, type ServerFrame } from '@authentic/core';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/app.js';
import { PresenceClient } from '../test/presence-client.js';
import { hasRedisServer, startRedis, type OwnRedis } from '../test/redis-server.js';
import { freePort } from '../test/server-process.js';
import { callerOf, registerPlayer } from '../test/users.js';
import { ROSTER_MS } from './bus.js';
import type { PresenceHub } from './hub.js';

/** Long enough for a roster round (a newcomer may have missed the join) on a busy machine. */
const ROSTER_WAIT = ROSTER_MS * 3;

/**
 * Issue 33, item 7: a world's visitors leave its rooms the moment its owner makes it private —
 * on the instance that saved the change and on every other — and are sent to the main world; they
 * hear nothing more of it, and cannot join it again. Two apps in this process share one database
 * and a Redis of this test's own (the presence bus); without redis-server only the first part runs.
 */
describe('a world turned private', () => {
  let redis: OwnRedis | undefined;
  let data: TestDatabase;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const clients: PresenceClient[] = [];

  /** One instance on the shared database: PostgreSQL gets its own pool, PGlite (one connection) is shared. */
  const instance = async (database: Database) => {
    const env = { AUTH_RATE_LIMIT_IP: '1000', ...(redis ? { REDIS_URL: redis.url } : {}) };
    const app = await buildApp(testConfig(env), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    apps.push(app);
    bases.push(`http://127.0.0.1:${address.port}`);
    return app;
  };

  beforeAll(async () => {
    if (hasRedisServer) redis = await startRedis(await freePort());
    data = await createTestDatabase();
    await instance(data.database);
    if (!redis) return;
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

  /** A socket on this instance, signed in when a token is given, joined in the world. */
  const inWorld = async (base: string, worldId: string, at: { x: number; y: number }, token?: string) => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    if (token) {
      client.send({ t: 'auth', token });
      expect(await client.next('auth')).toMatchObject({ ok: true });
    }
    client.send({ t: 'join', w: worldId, m: worldId, ...at });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };

  /** A public world of a new owner, and the owner. */
  const publicWorld = async (app: FastifyInstance) => {
    const owner = await registerPlayer(app);
    const created = await callerOf(app)('POST', '/api/worlds', owner.token, {
      name: 'Open Meadow',
      description: 'Open for now.',
      mapType: 'fantasy',
      isPublic: true,
    });
    return { owner, worldId: worldResponseSchema.parse(created.json()).world.id };
  };
  const makePrivate = async (app: FastifyInstance, worldId: string, token: string) => {
    const res = await callerOf(app)('PUT', `/api/worlds/${worldId}`, token, { isPublic: false });
    expect(res.statusCode).toBe(200);
  };
  const roomOf = (app: FastifyInstance, worldId: string) =>
    [...(app.presence as PresenceHub).rooms.entries()].filter(([key]) => key.startsWith(`world:${worldId}:`));

  it('sends its visitors to the main world at once; the owner stays and no longer has them in the room', async () => {
    const [a] = apps as [FastifyInstance];
    const { owner, worldId } = await publicWorld(a);
    const visitor = await registerPlayer(a);
    const host = await inWorld(bases[0]!, worldId, { x: 2, y: 2 }, owner.token);
    const guest = await inWorld(bases[0]!, worldId, { x: 3, y: 2 });
    const friend = await inWorld(bases[0]!, worldId, { x: 2, y: 3 }, visitor.token);
    await host.client.next('u', (u) => !!u.j?.some((p) => p[0] === friend.hi.me));

    await makePrivate(a, worldId, owner.token);
    expect(await guest.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(await friend.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    // The owner sees them go, and is the only one left in the world's rooms.
    const gone = new Set<string>();
    while (gone.size < 2) {
      const u = await host.client.next('u', (frame) => !!frame.l?.length);
      for (const handle of u.l ?? []) if (handle === guest.hi.me || handle === friend.hi.me) gone.add(handle);
    }
    const rooms = roomOf(a, worldId);
    expect(rooms.flatMap(([, room]) => [...room.locals.values()].map((member) => member.handle))).toEqual([host.hi.me]);

    // A chat line and an emote in the world reach nobody who was moved out; joining again is refused.
    host.client.send({ t: 'say', m: 'just me now' });
    host.client.send({ t: 'em', e: 'wave' });
    await host.client.next('u', (u) => !!u.e?.length);
    friend.client.send({ t: 'join', w: worldId, m: worldId, x: 2, y: 3 });
    expect(await friend.client.next('n')).toEqual({ t: 'n', k: 'world', m: PRESENCE_MESSAGES.worldClosed });
    const heard = (frame: ServerFrame) => frame.t === 'hi' || (frame.t === 'u' && !!(frame.c ?? frame.e));
    expect(friend.client.unread().filter(heard)).toEqual([]);
    expect(guest.client.unread().filter(heard)).toEqual([]);
  });

  it('sends its visitors to the main world when the owner deletes it', async () => {
    const [a] = apps as [FastifyInstance];
    const { owner, worldId } = await publicWorld(a);
    const guest = await inWorld(bases[0]!, worldId, { x: 3, y: 2 });
    const res = await callerOf(a)('DELETE', `/api/worlds/${worldId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(await guest.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(roomOf(a, worldId).flatMap(([, room]) => [...room.locals.values()])).toEqual([]);
  });

  it.skipIf(!hasRedisServer)('moves its visitors out on the other instance too', async () => {
    const [a] = apps as [FastifyInstance, FastifyInstance];
    const b = apps[1]!;
    const { owner, worldId } = await publicWorld(a);
    const host = await inWorld(bases[0]!, worldId, { x: 2, y: 2 }, owner.token);
    const away = await inWorld(bases[1]!, worldId, { x: 3, y: 3 }, (await registerPlayer(a)).token);
    // B's player has heard of A's (the roster came through Redis): both instances are on the bus.
    if (!away.all.p.some((p) => p[0] === host.hi.me)) {
      await away.client.next('u', (u) => !!u.j?.some((p) => p[0] === host.hi.me), ROSTER_WAIT);
    }

    await makePrivate(a, worldId, owner.token);
    expect(await away.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(roomOf(b, worldId).flatMap(([, room]) => [...room.locals.keys()])).toEqual([]);
    // A hears B's player leave (B's tick publishes it).
    await host.client.next('u', (u) => !!u.l?.includes(away.hi.me), ROSTER_WAIT);
  });
});
