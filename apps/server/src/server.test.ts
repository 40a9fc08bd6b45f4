import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta } from './db/meta-repository.js';
import { createTestDatabase, type TestDatabase } from './test/app.js';
import { freePort, startServer, stop, waitForHealth } from './test/server-process.js';

describe('the server process', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // The server process opens this database itself.
    await t.database.close();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('refuses to start with a bad setting and names it', async () => {
    const started = startServer({ ...t.serverEnv, PORT: 'not-a-port' });
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('PORT');
  });

  it('starts, answers health, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const env = { ...t.serverEnv, PORT: String(port), HOST: '127.0.0.1' };

    const first = startServer(env);
    const health = await waitForHealth(port, first);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', databaseKind: process.env.TEST_DB_KIND });
    expect(await stop(first)).toBe(0);

    const afterFirst = await t.reopen();
    const firstStart = await getMeta(afterFirst.db, 'first_started_at');
    await afterFirst.close();
    expect(firstStart).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Behind a proxy (decision 0292): on SIGTERM readiness says `stopping` at once while the server
    // still answers everything else, and it closes cleanly once the drain is over.
    const second = startServer({ ...env, SHUTDOWN_DRAIN_MS: '1500' });
    expect((await waitForHealth(port, second)).status).toBe(200);
    const base = `http://127.0.0.1:${port}/api/health`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const exited = once(second.child, 'exit');
    second.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${base}/ready`)).status).toBe(503);
    expect(await (await fetch(`${base}/ready`)).json()).toMatchObject({ status: 'stopping' });
    expect((await fetch(`${base}/live`)).status).toBe(200);
    expect((await fetch(base)).status).toBe(200);
    expect(((await exited) as [number | null])[0]).toBe(0);

    const afterSecond = await t.reopen();
    expect(await getMeta(afterSecond.db, 'first_started_at')).toBe(firstStart);
    await afterSecond.close();
  }, 90_000);
});
