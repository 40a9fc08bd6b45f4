import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES } from '@authentic/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';
import { METRICS_PATH } from './metrics.js';

const TOKEN = 'metrics-token-for-tests-only';

/** One sample's value from Prometheus's text format, by name and (part of) its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (wanted.every((pair) => (match[2] ?? '').includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** Issue 38 item 4: Prometheus metrics, never public by default. */
describe('metrics', () => {
  const served = listeningApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_IDENTIFIER: '1' });
  let ownPort: number;

  beforeAll(async () => {
    await served.start();
    ownPort = served.t.app.metrics.port() ?? 0;
  });
  afterAll(() => served.stop());

  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${ownPort}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it('serves every metric under its name, on its own listener and behind the token on the public port', async () => {
    const text = await scrape();
    for (const name of [
      'authentic_http_request_duration_seconds',
      'authentic_nodejs_eventloop_lag_seconds',
      'authentic_presence_sockets',
      'authentic_presence_rooms',
      'authentic_presence_frames_sent_total',
      'authentic_presence_bytes_sent_total',
      'authentic_replay_queue',
      'authentic_db_pool_connections',
      'authentic_rate_limit_refusals_total',
      'authentic_redis_connected',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'authentic_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    // The Grafana dashboard reads only names that are served.
    const dashboard = await readFile(
      fileURLToPath(new URL('../../../../deploy/grafana/authentic.json', import.meta.url)),
      'utf8',
    );
    const used = new Set(
      [...dashboard.matchAll(/authentic_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(count|bucket)$/, '')),
    );
    for (const name of used) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));

    const publicUrl = `${served.base}${METRICS_PATH}`;
    const refused = await fetch(publicUrl);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
    expect((await fetch(publicUrl, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await fetch(publicUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('authentic_presence_sockets');
    expect((await fetch(`http://127.0.0.1:${ownPort}/metrics`)).status).toBe(401);
  });

  it('moves when players act: requests by route, refusals, sockets, rooms and frames', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/health', status: '200' };
    const healthBefore = sample(before, 'authentic_http_request_duration_seconds_count', route) ?? 0;
    await fetch(`${served.base}/api/health`);
    await fetch(`${served.base}/api/health`);

    const player = await registerPlayer(served.t.app);
    const login = { identifier: player.user.username, password: 'not-the-password' };
    for (let i = 0; i < 3; i += 1) {
      await served.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    }

    const client = await PresenceClient.open(served.base);
    served.clients.push(client);
    client.send({ t: 'auth', token: player.token });
    await client.next('auth');
    client.send({ t: 'join', w: null, m: 'overworld', ...overworldCells().open });
    await client.next('hi');

    const after = await scrape();
    expect(sample(after, 'authentic_http_request_duration_seconds_count', route)).toBe(healthBefore + 2);
    expect(sample(after, 'authentic_rate_limit_refusals_total', { route: '/api/auth/login' })).toBeGreaterThan(0);
    expect(sample(after, 'authentic_presence_sockets')).toBe(1);
    expect(sample(after, 'authentic_presence_rooms')).toBe(1);
    expect(sample(after, 'authentic_presence_frames_sent_total')).toBeGreaterThan(
      sample(before, 'authentic_presence_frames_sent_total') ?? 0,
    );
    expect(sample(after, 'authentic_presence_bytes_sent_total')).toBeGreaterThan(
      sample(before, 'authentic_presence_bytes_sent_total') ?? 0,
    );
  });
});

describe('metrics by default', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are off: no route on the public port and no listener', async () => {
    const answer = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(answer.statusCode).toBe(404);
    expect(t.app.metrics.port()).toBeUndefined();
  });
});
