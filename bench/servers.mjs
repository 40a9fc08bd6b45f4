// Starting and stopping the real server and the bare one for benchmarks.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, npmCommand, root, run, staleParts } from '../scripts/lib.mjs';

export { freePort };

/** The built server under test; BENCH_SERVER names another build (an A/B against an older one). */
export const SERVER_SCRIPT = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';

export async function ensureBuilt() {
  // bench:render imports @authentic/core through tsc's output, which `npm start` does not make.
  if (staleParts(['server', 'web', 'core']).length === 0) return;
  console.log('Building first...');
  if ((await run(npmCommand, ['run', 'build'])) !== 0) throw new Error('build failed');
}

/** Servers still running: a bench that ends, even on an error or Ctrl-C, ends them too. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Ends every server still running (for a bench's Ctrl-C handler). */
export async function stopAllServers() {
  await Promise.all([...running].map((child) => stopServer(child)));
}

/**
 * Spawns a server script (with Node flags such as --cpu-prof when given) and resolves once
 * `probeUrl` answers 200; returns the child and the time it took. `cores` ('1', '1-3') runs it
 * under `taskset -c` on those cores only (taskset execs Node, so the child's pid is Node's).
 */
export async function startServer(script, env, probeUrl, nodeArgs = [], { cores } = {}) {
  const started = performance.now();
  const node = [process.execPath, ...nodeArgs, path.resolve(root, script)];
  const [command, ...args] = cores ? ['taskset', '-c', cores, ...node] : node;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(probeUrl);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * The built server on a fresh embedded database in a temporary folder, on a free port; `stop()` ends
 * it and removes the folder. For the benchmarks that drive the game in a browser.
 */
export async function startEmbeddedServer(label) {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `authentic-${label}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child } = await startServer(
    'apps/server/dist/server.js',
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    `${baseUrl}/api/health`,
  );
  return {
    baseUrl,
    stop: async () => {
      await stopServer(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function measure(name, script, env, url) {
  const { default: autocannon } = await import('autocannon');
  const load = (duration) => autocannon({ url, connections: CONNECTIONS, duration });
  const { child } = await startServer(script, env, url);
  try {
    await load(2); // warm-up: JIT, pools, caches
    const result = await load(DURATION_S);
    return {
      name,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await stopServer(child);
  }
}

/**
 * autocannon on one path of the real built server (an embedded PGlite database in `dataDir`, or the
 * database `env` names), then on the bare Fastify hello-world, one after the other on this machine;
 * prints both and their ratio.
 */
export async function compareWithBare(label, apiPath, dataDir, env = {}) {
  const ourPort = await freePort();
  const ours = await measure(
    label,
    SERVER_SCRIPT,
    {
      PORT: String(ourPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    `http://127.0.0.1:${ourPort}${apiPath}`,
  );
  const barePort = await freePort();
  const bare = await measure(
    'bare Fastify hello-world',
    'bench/bare-server.mjs',
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/`,
  );
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(
    [ours, bare].map((r) => ({
      server: r.name,
      'requests/s': Math.round(r.requestsPerSecond),
      'p99 latency (ms)': r.p99Ms,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  console.log(`ratio ours/bare: ${(ours.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} (requests/s)`);
}
