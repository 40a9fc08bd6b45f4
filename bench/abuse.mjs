// `npm run bench:abuse`: what one client's costliest moves do to everyone else (issue 33), in the
// pattern of bench:replay. Starts the built server (BENCH_SERVER names another build) on a fresh
// embedded database (or the PostgreSQL database DATABASE_URL names), then times GET /api/health
// every 25 ms, on its own connection, through three attacks, one after the other:
//   1. save: a signed-in player saves a costly world again and again (4 maps of 256×256, one NPC
//      whose patrol area lies on the way from the spawn to the exit) for BENCH_PHASE_S seconds;
//   2. frames: 40 WebSockets on /api/presence, each its own account and address, send `auth` (as
//      its account and another in turn) and `join` frames (a public world whose published document
//      is 1 MB) as fast as the frame limit allows, for BENCH_PHASE_S seconds; a socket the server
//      closes opens again a moment later;
//   3. export: GET /api/users/me/export of an account with 3 worlds × 20 versions of a 1 MB world,
//      saved through the API beforehand (health is timed only while the export runs).
// Health is also timed on the quiet server first. Every loop stops by count and by time; a phase
// waits for its last answer, so a stalled server shows how long it stalled. Prints figures and
// whether each p99 is under 100 ms; never fails on them. BENCH_PHASES=save,flood,export picks phases.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { bundleServer } from '../scripts/bundle-server.mjs';
import { root, staleParts } from '../scripts/lib.mjs';
import { costlySaveDoc, megabyteDoc } from './abuse/world-docs.mjs';
import { Client, closeConnections, percentile, Recorder, round } from './players/client.mjs';
import { freePort, SERVER_SCRIPT, startServer, stopServer } from './servers.mjs';

const PHASE_S = Number(process.env.BENCH_PHASE_S ?? 20);
const HEALTH_EVERY_MS = 25;
const P99_GOAL_MS = 100;
const SOCKETS = 40;
/** Under the frame limit's 20 a second on average (core's PRESENCE_LIMITS), as fast as it allows. */
const FRAMES_PER_SECOND = 18;
const MAX_SAVES = 200;
const EXPORT_WORLDS = 3;
const EXPORT_VERSIONS = 20;
const PASSWORD = 'abuse-bench-password';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!process.env.BENCH_SERVER && staleParts(['server']).length > 0) await bundleServer();

const summary = (values) => {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    'p50 ms': round(percentile(sorted, 50), 1),
    'p95 ms': round(percentile(sorted, 95), 1),
    'p99 ms': round(percentile(sorted, 99), 1),
    'max ms': round(sorted.at(-1) ?? NaN, 1),
  };
};
const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
/** An answer as a row of the tally: its status and message, numbers left out (one row per kind). */
const said = (status, body) =>
  `${status}${body?.message ? ` ${String(body.message).slice(0, 80).replace(/\d+/g, 'N')}` : ''}`;

let accounts = 0;
async function register(base) {
  accounts += 1;
  const client = new Client(base, `10.33.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}`, new Recorder());
  const name = `abuse${accounts}_${process.pid}`;
  const answer = await client.call('register', 'POST', '/api/auth/register', {
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
  });
  if (answer.status !== 201) throw new Error(`register answered ${said(answer.status, answer.body)}`);
  client.token = answer.body.token;
  return client;
}

async function createWorld(client, name) {
  const answer = await client.call('world', 'POST', '/api/worlds', {
    name,
    description: 'A world the abuse bench saves.',
    mapType: 'fantasy',
    isPublic: true,
  });
  if (answer.status !== 201) throw new Error(`creating a world answered ${said(answer.status, answer.body)}`);
  return answer.body.world.id;
}

/** One save as the editor sends it: on top of the newest version, saved anyway if another landed. */
async function save(client, worldId, doc, baseVersion, publish = false) {
  return client.call('save', 'PUT', `/api/worlds/${worldId}/doc`, { doc, baseVersion, force: true, publish }, [200]);
}

/**
 * Times GET /api/health until `until()` resolves: its own connection and no 10 s cut-off, so a
 * stalled server shows how long it stalled.
 */
async function timeHealth(base, until) {
  const latencies = [];
  const failures = new Map();
  let done = false;
  const finished = until().finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(180_000) }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
    latencies.push(performance.now() - started);
    if (status !== 200) tally(failures, status);
    await sleep(HEALTH_EVERY_MS);
  }
  return { latencies, failures, result: await finished };
}

/** Phase 1: one player saves the costly world in a loop. */
async function costlySaves(base) {
  const player = await register(base);
  const worldId = await createWorld(player, 'Costly save');
  const doc = costlySaveDoc();
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  const statuses = new Map();
  const latencies = [];
  let version = 0;
  const deadline = performance.now() + PHASE_S * 1000;
  const health = await timeHealth(base, async () => {
    for (let i = 0; i < MAX_SAVES && performance.now() < deadline; i += 1) {
      const started = performance.now();
      const { status, body } = await save(player, worldId, doc, version);
      latencies.push(performance.now() - started);
      tally(statuses, said(status, body));
      if (status === 200) version = body.version;
      else await sleep(status === 429 ? 1000 : 100);
    }
  });
  return { health, bytes, statuses, latencies };
}

function reportSaves({ latencies, bytes, statuses }) {
  console.log(
    `\n1. ${latencies.length} saves of a ${(bytes / 1000).toFixed(0)} kB world (4 maps of 256×256, ` +
      `one NPC patrolling the way out) in ${PHASE_S} s; the save's own latency:`,
  );
  console.table({ 'PUT /api/worlds/{id}/doc': summary(latencies) });
  console.table(Object.fromEntries(statuses));
}

/**
 * One socket of the flood at FRAMES_PER_SECOND: `auth` as its account, `join`, `auth` as another
 * account (the neighbour's token: a player with two accounts), `join`, and again; each account
 * change makes the server read the account and leave and join the room again, in front of the
 * other 39. Opened again when the server closes it.
 */
async function floodSocket(base, client, neighbour, worldId, deadline, counts) {
  const url = `${base.replace(/^http/, 'ws')}/api/presence`;
  const frames = [
    { t: 'auth', token: client.token },
    { t: 'join', w: worldId, m: worldId, x: 1, y: 1 },
    { t: 'auth', token: neighbour.token },
    { t: 'join', w: worldId, m: worldId, x: 1, y: 1 },
  ].map((frame) => JSON.stringify(frame));
  for (let opened = 0; opened < 100 && performance.now() < deadline; opened += 1) {
    const socket = new WebSocket(url, { headers: { 'x-forwarded-for': client.ip } });
    counts.opened += 1;
    await new Promise((resolve) => {
      let timer;
      let sent = 0;
      const send = () => {
        if (performance.now() >= deadline) return socket.close(1000);
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send(frames[sent % frames.length]);
        sent += 1;
        counts.frames += 1;
        timer = setTimeout(send, 1000 / FRAMES_PER_SECOND);
      };
      socket.on('open', send);
      socket.on('message', () => {
        counts.received += 1;
      });
      // A refusal at the upgrade ('Unexpected server response: 429') is an error, then a close (1006).
      let refused = false;
      socket.on('error', (error) => {
        refused = socket.readyState !== WebSocket.OPEN;
        tally(refused ? counts.refused : counts.errors, error.message);
      });
      socket.on('close', (code, reason) => {
        clearTimeout(timer);
        if (!refused && (code !== 1000 || performance.now() < deadline)) {
          tally(counts.closes, `${code} ${reason.toString()}`.trim());
        }
        resolve();
      });
    });
    if (performance.now() < deadline) await sleep(250);
  }
}

/** Phase 2: SOCKETS sockets, each its own account, flood `auth` and `join` into a public 1 MB world. */
async function frameFlood(base) {
  const clients = [];
  for (let i = 0; i < SOCKETS; i += 1) clients.push(await register(base));
  const worldId = await createWorld(clients[0], 'Joined world');
  const published = await save(clients[0], worldId, megabyteDoc(0), 0, true);
  if (published.status !== 200)
    throw new Error(`publishing the joined world answered ${said(published.status, published.body)}`);
  const counts = { opened: 0, frames: 0, received: 0, closes: new Map(), refused: new Map(), errors: new Map() };
  const started = performance.now();
  const deadline = started + PHASE_S * 1000;
  const health = await timeHealth(base, () =>
    Promise.all(
      clients.map((client, i) =>
        floodSocket(base, client, clients[(i + 1) % clients.length], worldId, deadline, counts),
      ),
    ),
  );
  return { health, counts, seconds: (performance.now() - started) / 1000 };
}

function reportFlood({ counts, seconds }) {
  console.log(
    `\n2. ${SOCKETS} sockets, auth + join at ${FRAMES_PER_SECOND} frames/s each: ${counts.frames} frames sent ` +
      `(${Math.round(counts.frames / seconds)}/s), ${counts.received} received, ${counts.opened} sockets opened`,
  );
  if (counts.closes.size > 0) console.log('Closed by the server:', Object.fromEntries(counts.closes));
  if (counts.refused.size > 0) console.log('Refused at the upgrade:', Object.fromEntries(counts.refused));
  if (counts.errors.size > 0) console.log('Socket errors:', Object.fromEntries(counts.errors));
}

/** Phase 3: an account with EXPORT_WORLDS worlds of EXPORT_VERSIONS 1 MB versions, then its export. */
async function bigExport(base) {
  const owner = await register(base);
  const built = new Map();
  const buildStarted = performance.now();
  let stored = 0;
  let docBytes = 0;
  for (let w = 0; w < EXPORT_WORLDS; w += 1) {
    const worldId = await createWorld(owner, `Export ${w + 1}`);
    let version = 0;
    for (let v = 0; v < EXPORT_VERSIONS; v += 1) {
      const doc = megabyteDoc(w * EXPORT_VERSIONS + v + 1);
      docBytes = Math.max(docBytes, Buffer.byteLength(JSON.stringify(doc)));
      let answer;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answer = await save(owner, worldId, doc, version, v === EXPORT_VERSIONS - 1);
        if (answer.status !== 429) break;
        await sleep(15_000);
      }
      tally(built, said(answer.status, answer.body));
      if (answer.status !== 200) break;
      version = answer.body.version;
      stored += 1;
    }
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  let exported = { status: 0, bytes: 0, ms: 0 };
  const health = await timeHealth(base, async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/users/me/export`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': owner.ip },
      signal: AbortSignal.timeout(300_000),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    exported = { status: res.status, bytes, ms: performance.now() - started };
  });
  return { health, built, stored, docBytes, buildSeconds, exported };
}

function reportExport({ built, stored, docBytes, buildSeconds, exported }) {
  console.log(
    `\n3. ${stored} of ${EXPORT_WORLDS * EXPORT_VERSIONS} versions of a ${(docBytes / 1e6).toFixed(2)} MB ` +
      `world saved in ${buildSeconds.toFixed(0)} s; the export answered ${exported.status}, ` +
      `${(exported.bytes / 1e6).toFixed(1)} MB in ${(exported.ms / 1000).toFixed(1)} s`,
  );
  console.table(Object.fromEntries(built));
}

const PHASES = [
  ['save', '1. costly world saves', costlySaves, reportSaves],
  ['flood', '2. auth + join flood', frameFlood, reportFlood],
  ['export', '3. account export', bigExport, reportExport],
];
const chosen = (process.env.BENCH_PHASES ?? 'save,flood,export').split(',');

const postgres = Boolean(process.env.DATABASE_URL);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-abuse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child } = await startServer(
  SERVER_SCRIPT,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_IP: '1000',
  },
  `${base}/api/health`,
);
try {
  const quiet = await timeHealth(base, () => sleep(3000));
  const results = [];
  for (const [key, name, attack, report] of PHASES) {
    if (chosen.includes(key)) results.push({ name, report, ...(await attack(base)) });
  }

  const row = (name, health) => {
    const figures = summary(health.latencies);
    return [name, { ...figures, [`p99 < ${P99_GOAL_MS} ms`]: figures['p99 ms'] < P99_GOAL_MS ? 'yes' : 'NO' }];
  };
  console.log(
    `\nbench:abuse: ${path.relative(root, path.resolve(root, SERVER_SCRIPT))}, ${postgres ? 'PostgreSQL' : 'PGlite'}, ` +
      `${os.cpus().length} cores, Node ${process.version}; GET /api/health every ${HEALTH_EVERY_MS} ms`,
  );
  console.table(
    Object.fromEntries([row('quiet (3 s)', quiet), ...results.map((result) => row(result.name, result.health))]),
  );
  for (const { name, health } of [{ name: 'quiet', health: quiet }, ...results]) {
    if (health.failures.size > 0) console.log(`Health failures (${name}):`, Object.fromEntries(health.failures));
  }
  for (const result of results) result.report(result);
} finally {
  closeConnections();
  await stopServer(child);
  await rm(dataDir, { recursive: true, force: true });
}
