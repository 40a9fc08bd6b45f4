// `npm run bench:replay`: what a flood of the costliest mini-game results does to everyone else
// (issue 22, decision 0231). Starts the built server (BENCH_SERVER names another build, for an
// A/B against an older one) on a fresh embedded database, registers 20 accounts, measures what
// one replay of each candidate log costs on the quiet server, then has 20 clients, each its own
// account and address, post the costliest of them for BENCH_DURATION seconds (20) while one
// more client asks GET /api/health every 50 ms. A client posts again as soon as it has its
// answer, or 100 ms after a refusal (429, 503). BENCH_LIFT_LIMITS=1 lifts the per-account and
// per-address limits, so only the pool stands between the flood and the event loop.
// Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../scripts/bundle-server.mjs';
import { root, run, staleParts } from '../scripts/lib.mjs';
import { Client, closeConnections, percentile, Recorder, round } from './players/client.mjs';
import { freePort, SERVER_SCRIPT, startServer, stopServer } from './servers.mjs';

const CLIENTS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const HEALTH_EVERY_MS = 50;
const PASSWORD = 'flood-bench-password';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!process.env.BENCH_SERVER && staleParts(['server']).length > 0) await bundleServer();
// The logs are made by core (tsc's output), as the browser makes them.
if (staleParts(['core']).length > 0 && (await run('npx', ['tsc', '-b', 'packages/core'])) !== 0) {
  throw new Error('building @authentic/core failed');
}
const { costliestPlatformerLog } = await import('@authentic/core');

/** Candidates for the costliest log: the issue's (an hour of standing still) and the costliest the caps allow. */
const LOGS = {
  'issue (a216000)': { score: 0, segments: [{ stage: 'paris', inputs: 'a216000', outcome: 'victory' }] },
  'costliest within the caps': costliestPlatformerLog(),
};

const summary = (values) => {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    'median ms': round(percentile(sorted, 50), 1),
    'p99 ms': round(percentile(sorted, 99), 1),
    'max ms': round(sorted.at(-1) ?? NaN, 1),
  };
};

async function register(base, index) {
  const client = new Client(base, `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`, new Recorder());
  const name = `flood${index}_${process.pid}`;
  const answer = await client.call('register', 'POST', '/api/auth/register', {
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  client.token = answer.body.token;
  return client;
}

const postResult = (client, name, body) =>
  client.call(name, 'POST', '/api/minigames/platformer/results', body, [200, 422, 409]);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-replay-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const lifted = process.env.BENCH_LIFT_LIMITS === '1';
const { child } = await startServer(
  SERVER_SCRIPT,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_IP: '1000',
    ...(lifted ? { REPLAY_RATE_LIMIT_ACCOUNT: '100000', REPLAY_RATE_LIMIT_IP: '100000' } : {}),
  },
  `${base}/api/health`,
);
try {
  const clients = [];
  for (let i = 0; i < CLIENTS + 1; i += 1) clients.push(await register(base, i));
  const prober = clients.pop();

  // One replay at a time on the quiet server: the first warms the replay thread and the JIT.
  const costs = [];
  for (const [name, body] of Object.entries(LOGS)) {
    const recorder = new Recorder();
    prober.recorder = recorder;
    let status;
    for (let i = 0; i < 4; i += 1) status = (await postResult(prober, name, body)).status;
    const latencies = recorder.calls.get(name).latencies.slice(1);
    costs.push({ log: name, status, ...summary(latencies) });
  }
  const costliest = costs.reduce((a, b) => (b['median ms'] > a['median ms'] ? b : a));
  const flood = LOGS[costliest.log];

  const floodRecorder = new Recorder();
  const health = [];
  const healthFailures = new Map();
  const deadline = performance.now() + DURATION_S * 1000;
  const statuses = new Map();
  const floodClient = async (client) => {
    client.recorder = floodRecorder;
    while (performance.now() < deadline) {
      const { status, body } = await postResult(client, 'flood', flood);
      const key = `${status}${body?.message ? ` ${body.message}` : ''}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (status === 429 || status === 503) await sleep(100);
    }
  };
  // Its own connection and no 10 s cut-off, so a stalled server shows how long it stalled.
  const healthClient = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(120_000) }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      health.push(performance.now() - started);
      if (status !== 200) healthFailures.set(status, (healthFailures.get(status) ?? 0) + 1);
      await sleep(HEALTH_EVERY_MS);
    }
  };
  await Promise.all([...clients.map(floodClient), healthClient()]);

  console.log(
    `\nbench:replay: ${path.relative(root, path.resolve(root, SERVER_SCRIPT))}, PGlite, ${os.cpus().length} cores, ` +
      `Node ${process.version}${lifted ? ', replay limits lifted' : ''}`,
  );
  console.log('\nOne replay at a time, quiet server (POST latency = the cost of one replay):');
  console.table(costs);
  console.log(
    `\n${CLIENTS} clients posting '${costliest.log}' for ${DURATION_S} s; GET /api/health every ${HEALTH_EVERY_MS} ms:`,
  );
  console.table({
    'GET /api/health': summary(health),
    'POST (flood)': summary(floodRecorder.calls.get('flood')?.latencies ?? []),
  });
  console.log('Flood answers:');
  console.table(
    [...statuses].sort(([, a], [, b]) => b - a).map(([answer, count]) => ({ answer: answer.slice(0, 90), count })),
  );
  if (healthFailures.size > 0) console.log('Health failures:', Object.fromEntries(healthFailures));
} finally {
  closeConnections();
  await stopServer(child);
  await rm(dataDir, { recursive: true, force: true });
}
