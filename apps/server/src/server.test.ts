import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta } from './db/meta-repository.js';
import { createTestDatabase, type TestDatabase } from './test/app.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs the real server entry point (from source, through tsx) as its own process. */
function startServer(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverEntry], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(port: number, started: Started, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not answer:\n${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function stop(started: Started): Promise<number | null> {
  const exited = once(started.child, 'exit');
  started.child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

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

    const second = startServer(env);
    expect((await waitForHealth(port, second)).status).toBe(200);
    expect(await stop(second)).toBe(0);

    const afterSecond = await t.reopen();
    expect(await getMeta(afterSecond.db, 'first_started_at')).toBe(firstStart);
    await afterSecond.close();
  }, 90_000);
});
