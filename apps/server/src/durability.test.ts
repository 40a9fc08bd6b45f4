import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from './db/schema.js';
import { createTestDatabase, type TestDatabase } from './test/app.js';
import { freePort, startServer, stop, waitForHealth } from './test/server-process.js';
import { plainLetters } from './test/users.js';

const WRITERS = 4;
const WRITES = 200;
const IN_FLIGHT = 16;
/** Killed once this many writes have been acknowledged: the rest are in flight or never sent. */
const KILL_AFTER = 80;

/**
 * Issue 14 item 5, durability: a burst of artifact creations from several
 * players, the real server process killed with SIGKILL in the middle, a
 * restart on the same data, and every write that was answered 2xx is there.
 */
describe('durability: acknowledged writes survive a SIGKILL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // The server process opens this database itself.
    await t.database.close();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('finds every acknowledged artifact after a kill and a restart', async () => {
    const started = Date.now();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...t.serverEnv, PORT: String(port), HOST: '127.0.0.1', AUTH_RATE_LIMIT_IP: '1000' };

    const first = startServer(env);
    expect((await waitForHealth(port, first)).status).toBe(200);
    const tokens = await Promise.all(
      Array.from({ length: WRITERS }, async (_, index) => {
        const id = `${plainLetters(Date.now())}${plainLetters(index)}`;
        const res = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: `durable_${id}`,
            email: `durable_${id}@example.com`,
            password: 'secret-words',
          }),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { token: string }).token;
      }),
    );

    const acknowledged: string[] = [];
    let next = 0;
    let killed: Promise<unknown> | undefined;
    const worker = async () => {
      while (next < WRITES) {
        const index = next++;
        try {
          const res = await fetch(`${base}/api/artifacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % WRITERS]}` },
            body: JSON.stringify({ name: `Durable ${index}`, description: 'Written before the crash' }),
          });
          if (res.ok) acknowledged.push(((await res.json()) as { artifact: { id: string } }).artifact.id);
        } catch {
          // The server is gone: this write was never acknowledged.
        }
        if (acknowledged.length >= KILL_AFTER && !killed) killed = stop(first, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = startServer(env);
    expect((await waitForHealth(port, second)).status).toBe(200);
    const reads = await Promise.all(
      acknowledged.map((id) => fetch(`${base}/api/artifacts/${id}`).then((res) => res.status)),
    );
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    expect(await stop(second)).toBe(0);

    const reopened = await t.reopen();
    const rows = await reopened.db
      .select({ id: artifacts.id })
      .from(artifacts)
      .where(inArray(artifacts.id, acknowledged));
    await reopened.close();
    expect(rows).toHaveLength(acknowledged.length);
    console.info(
      `durability (${process.env.TEST_DB_KIND}): ${acknowledged.length} acknowledged of ${WRITES}, all present; ${Date.now() - started} ms`,
    );
  }, 120_000);
});
