import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from './db/client.js';
import { getMeta } from './db/meta-repository.js';

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

// One process-level suite is enough; it does not depend on the database kind.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-server-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad setting and names it', async () => {
    const started = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('PORT');
  });

  it('starts, answers health, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };

    const first = startServer(env);
    const health = await waitForHealth(port, first);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', databaseKind: 'pglite' });
    expect(await stop(first)).toBe(0);

    const afterFirst = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    const firstStart = await getMeta(afterFirst.db, 'first_started_at');
    await afterFirst.close();
    expect(firstStart).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const second = startServer(env);
    expect((await waitForHealth(port, second)).status).toBe(200);
    expect(await stop(second)).toBe(0);

    const afterSecond = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    expect(await getMeta(afterSecond.db, 'first_started_at')).toBe(firstStart);
    await afterSecond.close();
  }, 90_000);
});
