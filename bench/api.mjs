// `npm run bench:api`: autocannon against GET /api/health of the real server
// (real database round-trip, every plugin, default logging), side by side with
// a bare Fastify hello-world on this machine. Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, freePort, startServer, stopServer } from './servers.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function load(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

async function measure(name, script, env, url) {
  const { child } = await startServer(script, env, url);
  try {
    await load(url, 2); // warm-up: JIT, connection pools
    const result = await load(url, DURATION_S);
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

await ensureBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-'));
try {
  const ourPort = await freePort();
  const ours = await measure(
    'ours: GET /api/health (PGlite)',
    'apps/server/dist/server.js',
    { PORT: String(ourPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    `http://127.0.0.1:${ourPort}/api/health`,
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
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
