import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_API } from '@authentic/core';
import { SESSION_STATE_TTL_MS } from './plugins/session-states.js';
import { createTestDatabase, type TestDatabase } from './test/app.js';
import { overworldCells, PresenceClient } from './test/presence-client.js';
import { freePort, startServer, stop, waitForHealth, type Started } from './test/server-process.js';
import { plainLetters } from './test/users.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

interface Instance {
  started: Started;
  base: string;
}

/**
 * Issue 15 item 5: two real server processes behind an imagined load balancer, on one
 * PostgreSQL, one Redis and one uploads directory, each with its own DATA_DIR. Whatever one
 * instance was asked, the other answers alike: nothing either needs lives in the other's memory.
 */
describe.runIf(onPostgres && redisUrl)('several instances on one PostgreSQL and one Redis', () => {
  let t: TestDatabase;
  let shared: string;
  let a: Instance;
  let b: Instance;
  const id = `${plainLetters(Date.now())}${plainLetters(process.pid)}`;
  const player = { username: `twin_${id}`, email: `twin_${id}@example.com`, password: 'secret-words' };

  const launch = async (name: string): Promise<Instance> => {
    const port = await freePort();
    const started = startServer({
      ...t.serverEnv,
      DATA_DIR: path.join(shared, name),
      UPLOADS_DIR: path.join(shared, 'uploads'),
      REDIS_URL: redisUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_IDENTIFIER: '4',
    });
    expect((await waitForHealth(port, started)).status).toBe(200);
    return { started, base: `http://127.0.0.1:${port}` };
  };

  const call = (instance: Instance, url: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
    fetch(`${instance.base}${url}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.close();
    shared = await mkdtemp(path.join(os.tmpdir(), 'authentic-instances-'));
    // Started together, as a deployment would: migrations take turns behind an advisory lock.
    [a, b] = await Promise.all([launch('a'), launch('b')]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stop(instance.started)));
    await rm(shared, { recursive: true, force: true });
    await t.dispose();
  });

  it('a session made on one instance is honoured, renewed and ended on the other', async () => {
    const registered = await call(a, '/api/auth/register', { json: player });
    expect(registered.status).toBe(201);
    const { token, refreshToken } = (await registered.json()) as { token: string; refreshToken: string };

    const me = await call(b, '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe(player.username);

    // Renewed through B; the rotated-away token is then refused by A.
    const renewed = await call(b, '/api/auth/refresh', { json: { refreshToken } });
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { token: string; refreshToken: string };
    expect((await call(a, '/api/auth/refresh', { json: { refreshToken } })).status).toBe(401);
    expect((await call(a, '/api/auth/me', { token: next.token })).status).toBe(200);

    // Signing out everywhere through A: B refuses the old access token within the session-state TTL.
    expect((await call(a, '/api/auth/logout-all', { method: 'POST', token: next.token })).status).toBe(200);
    const deadline = Date.now() + SESSION_STATE_TTL_MS + 3000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await call(b, '/api/auth/me', { token: next.token })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(401);
    expect((await call(b, '/api/auth/refresh', { json: { refreshToken: next.refreshToken } })).status).toBe(401);
  });

  it('a rate limit counts the attempts made on both instances together', async () => {
    const wrong = { identifier: player.username, password: 'not-the-password' };
    // AUTH_RATE_LIMIT_IDENTIFIER is 4: two wrong passwords on each instance use it up.
    for (const instance of [a, b, a, b]) {
      expect((await call(instance, '/api/auth/login', { json: wrong })).status).toBe(401);
    }
    const blocked = await call(a, '/api/auth/login', { json: wrong });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a file uploaded through one instance is served by the other', async () => {
    const email = `upload_${id}@example.com`;
    const registered = await call(b, '/api/auth/register', {
      json: { username: `upload_${id}`, email, password: 'secret-words' },
    });
    const { token } = (await registered.json()) as { token: string };
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a.base}/api/users/me/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = (await uploaded.json()) as { avatar: string };

    const served = await fetch(`${b.base}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('players on A and B meet on one map, chat, and a block on one instance hides them on both (issue 23)', async () => {
    const cells = overworldCells();
    const register = async (instance: Instance, name: string) => {
      const answer = await call(instance, '/api/auth/register', {
        json: { username: `${name}_${id}`, email: `${name}_${id}@example.com`, password: 'secret-words' },
      });
      expect(answer.status).toBe(201);
      return { username: `${name}_${id}`, ...((await answer.json()) as { token: string }) };
    };
    const [ana, ben] = [await register(a, 'ana'), await register(b, 'ben')];
    const join = async (instance: Instance, who: { token: string }) => {
      const client = await PresenceClient.open(instance.base);
      client.send({ t: 'auth', token: who.token });
      await client.next('auth');
      client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
      return { client, hi: await client.next('hi'), all: await client.next('all') };
    };
    const onA = await join(a, ana);
    const onB = await join(b, ben);
    try {
      // Ben, on B, sees Ana, on A, at once (the bus's roster) or in the next tick's joins.
      const seen = onB.all.p.some((p) => p[0] === onA.hi.me)
        ? true
        : Boolean(await onB.client.next('u', (u) => !!u.j?.some((p) => p[0] === onA.hi.me)));
      expect(seen).toBe(true);
      await onA.client.next('u', (u) => !!u.j?.some((p) => p[0] === onB.hi.me));

      onA.client.send({ t: 'mv', d: 1, s: 1 });
      const moved = await onB.client.next('u', (u) => !!u.p?.some((p) => p[0] === onA.hi.me));
      expect(moved.p?.find((p) => p[0] === onA.hi.me)?.slice(1, 3)).toEqual([cells.open.x + 1, cells.open.y]);

      onB.client.send({ t: 'say', m: 'hello from B' });
      const heard = await onA.client.next('u', (u) => !!u.c?.some((c) => c[2] === 'hello from B'));
      expect(heard.c?.find((c) => c[2] === 'hello from B')?.[0]).toBe(onB.hi.me);

      // Ana blocks Ben through instance B's API: the control channel tells A, and both stop seeing each other.
      const blocked = await call(b, SAFETY_API.blocks, { token: ana.token, json: { username: ben.username } });
      expect(blocked.status).toBe(200);
      await onA.client.next('u', (u) => !!u.l?.includes(onB.hi.me));
      await onB.client.next('u', (u) => !!u.l?.includes(onA.hi.me));
      onB.client.send({ t: 'say', m: 'can you hear me' });
      // Ben's own tick has sent (and published) his line before Ana speaks.
      await onB.client.next('u', (u) => !!u.c?.some((c) => c[2] === 'can you hear me'));
      onA.client.send({ t: 'say', m: 'a line after the block' });
      // Ana hears her own line (it comes back to the speaker) but never Ben's.
      const own = await onA.client.next('u', (u) => !!u.c?.some((c) => c[2] === 'a line after the block'));
      expect(own.c?.some((c) => c[2] === 'can you hear me')).toBe(false);
      expect(onA.client.unread().some((f) => f.t === 'u' && f.c?.some((c) => c[2] === 'can you hear me'))).toBe(false);
    } finally {
      onA.client.close();
      onB.client.close();
    }
  });
});
