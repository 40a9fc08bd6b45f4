import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { worldResponseSchema } from '@authentic/core';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testConfig, type TestDatabase } from './app.js';
import { overworldCells, PresenceClient } from './presence-client.js';
import { hasRedisServer, startRedis, type OwnRedis } from './redis-server.js';
import { freePort } from './server-process.js';
import { callerOf, registerPlayer } from './users.js';

/**
 * Two apps in this process on one database and a Redis of the test's own (the presence bus), each
 * listening on a free port: `apps` and `bases` once `start()` has run, A first, and `clients` that
 * `stop()` closes with them. With `redis: 'optional'` and no redis-server, only A starts. `redis` may
 * be replaced by a test that restarts it (`stop()` kills the one it holds then).
 */
export function twoInstances(options: { redis?: 'required' | 'optional' } = {}) {
  const state = {
    apps: [] as FastifyInstance[],
    bases: [] as string[],
    clients: [] as PresenceClient[],
    redis: undefined as OwnRedis | undefined,
    data: undefined as TestDatabase | undefined,
  };

  /** One instance on the shared database: PostgreSQL gets its own pool, PGlite (one connection) is shared. */
  const instance = async (database: Database) => {
    const env = { AUTH_RATE_LIMIT_IP: '1000', ...(state.redis ? { REDIS_URL: state.redis.url } : {}) };
    const app = await buildApp(testConfig(env), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    state.apps.push(app);
    state.bases.push(`http://127.0.0.1:${address.port}`);
  };

  /** A socket on `base`, signed in when a token is given, joined where `join` says: its `hi` and `all`. */
  const joined = async (base: string, join: { w: string | null; m: string; x: number; y: number }, token?: string) => {
    const client = await PresenceClient.open(base);
    state.clients.push(client);
    if (token) {
      client.send({ t: 'auth', token });
      expect(await client.next('auth')).toMatchObject({ ok: true });
    }
    client.send({ t: 'join', ...join });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };

  return Object.assign(state, {
    async start() {
      if (hasRedisServer || options.redis !== 'optional') state.redis = await startRedis(await freePort());
      const data = await createTestDatabase();
      state.data = data;
      await instance(data.database);
      if (!state.redis) return;
      const second =
        data.database.kind === 'postgres' ? await data.reopen() : { ...data.database, close: async () => undefined };
      await instance(second);
    },
    async stop() {
      for (const client of state.clients) client.close();
      // B first: on PGlite it only borrows A's database, which A closes.
      for (const app of [...state.apps].reverse()) await app.close();
      await state.redis?.kill();
      await state.data?.dispose();
    },
    /** A socket on this instance, signed in when a token is given, joined in the world at (x, y). */
    inWorld: (base: string, worldId: string, at: { x: number; y: number }, token?: string) =>
      joined(base, { w: worldId, m: worldId, ...at }, token),
    /** A socket on this instance, signed in when a token is given, on the overworld's open ground. */
    onOverworld: (base: string, token?: string) =>
      joined(base, { w: null, m: 'overworld', ...overworldCells().open }, token),
  });
}

/** A public world of a new owner, and the owner. */
export async function publicWorld(app: FastifyInstance) {
  const owner = await registerPlayer(app);
  const created = await callerOf(app)('POST', '/api/worlds', owner.token, {
    name: 'Open Meadow',
    description: 'Open for now.',
    mapType: 'fantasy',
    isPublic: true,
  });
  return { owner, worldId: worldResponseSchema.parse(created.json()).world.id };
}
