import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authPlugin } from '../plugins/auth.js';
import { dbPlugin } from '../plugins/db.js';
import { createTestDatabase, type TestDatabase } from '../test/app.js';
import { PresenceClient } from '../test/presence-client.js';
import { presencePlugin } from './presence-plugin.js';

/** Issue 23: a socket that never answers pings is dropped; one that does stays (a short heartbeat here). */
describe('presence heartbeat', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = Fastify();
    await app.register(dbPlugin, { database: db.database });
    await app.register(authPlugin, { jwtSecret: 'heartbeat-test-secret', accessTokenTtlSeconds: 600 });
    await app.register(presencePlugin, { heartbeatMs: 150 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/api/presence`;
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('drops a socket that does not answer pings and keeps one that does', async () => {
    const silent = new WebSocket(base, { autoPong: false });
    silent.on('error', () => undefined);
    const dropped = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    const live = await PresenceClient.open(base.replace(/^ws/, 'http').replace('/api/presence', ''));
    live.send({ t: 'join', w: null, m: 'overworld', x: 0, y: 0 });
    await live.next('hi');

    expect(await dropped).toBe(1006);
    // The silent one was dropped on the second heartbeat; the answering one lived through both.
    live.send({ t: 'em', e: 'wave' });
    expect((await live.next('u', (u) => !!u.e?.length)).e?.[0]?.[1]).toBe('wave');
    live.close();
  });
});
