// `npm run bench:players`: a crowd of simulated players against the real built server, on PGlite
// and on PostgreSQL (skipped with a message when it does not answer). Each player makes the calls
// the web client makes at the rates it makes them (bench/players/player.mjs). The crowd grows in
// steps until p99 latency passes 100 ms or a call fails; the last step that held is how many
// concurrent players one instance holds. Prints figures; never fails on them.
//
// BENCH_STEP_S       seconds measured per step (default 15)
// BENCH_PLAYERS      the steps, comma-separated (default 100,200,400,700,1000,1400,2000,2800,4000)
// BENCH_JOINING      players joining at once between steps (default 8)
// BENCH_DATABASES    pglite,postgres (default both)
// BENCH_SERVER       another build of the server to run (an A/B against an older one)
// BENCH_SERVER_NODE_ARGS  Node flags for the server only (e.g. --cpu-prof --cpu-prof-dir=prof)
import os from 'node:os';
import { closeConnections, Recorder, round, summarise } from './players/client.mjs';
import { preparePglite, preparePostgres } from './players/databases.mjs';
import { Player, RATES } from './players/player.mjs';
import { seedCrowd } from './players/seed.mjs';
import { ensureBuilt, freePort, SERVER_SCRIPT, startServer, stopServer } from './servers.mjs';

const STEP_S = Number(process.env.BENCH_STEP_S ?? 15);
const STEPS = (process.env.BENCH_PLAYERS ?? '100,200,400,700,1000,1400,2000,2800,4000').split(',').map(Number);
const JOINING = Number(process.env.BENCH_JOINING ?? 8);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const P99_LIMIT_MS = 100;
const ARTIFACTS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Newcomers join between steps, at most JOINING at a time (their page renews the stored session and
 * loads the game), so the server is not flooded by arrivals no real evening would bring at once.
 */
async function grow(crowd, target, make) {
  const joiners = [];
  while (crowd.length < target) {
    const player = make(crowd.length);
    crowd.push(player);
    joiners.push(player);
  }
  const next = () => {
    const player = joiners.shift();
    return player ? player.join().then(next) : undefined;
  };
  await Promise.all(Array.from({ length: JOINING }, next));
}

/** One measured window of STEP_S seconds: the figures, and whether p99 stayed under the limit with no failure. */
async function measureWindow(recorder) {
  recorder.reset();
  await sleep(STEP_S * 1000);
  const { rows, total } = summarise(recorder);
  return { rows, total, held: total.p99 < P99_LIMIT_MS && total.failures === 0 };
}

/** Grows the crowd step by step on one server; resolves to one result per step measured. */
async function ramp(baseUrl, accounts) {
  const recorder = new Recorder();
  const crowd = [];
  const steps = [];
  try {
    for (const target of STEPS) {
      if (target > accounts.length) break;
      recorder.on = false;
      await grow(crowd, target, (index) => new Player(baseUrl, index + 1, accounts[index], recorder));
      const unjoined = crowd.filter((player) => !player.client.token).length;
      if (unjoined > 0) console.log(`  ${unjoined} players could not join (no session): their calls will fail`);
      await sleep(2000);
      // Others share this machine: a step that breaks is measured twice more, and holds if two of
      // the three windows held; the window with the median p99 is the one reported.
      const windows = [await measureWindow(recorder)];
      if (!windows[0].held) windows.push(await measureWindow(recorder), await measureWindow(recorder));
      windows.sort((a, b) => a.total.p99 - b.total.p99);
      const { rows, total } = windows[Math.floor((windows.length - 1) / 2)];
      const held = windows.filter((w) => w.held).length * 2 > windows.length;
      steps.push({ players: target, rows, total, held });
      console.log(
        `  ${String(target).padStart(5)} players: ${round(total.requestsPerSecond, 1)} req/s, ` +
          `p50 ${round(total.p50, 1)} ms, p99 ${round(total.p99, 1)} ms, ${total.failures} failed` +
          (total.failureKinds ? ` (${total.failureKinds})` : '') +
          (windows.length > 1
            ? ` [median of ${windows.length} windows, p99s ${windows.map((w) => round(w.total.p99, 1)).join(', ')}]`
            : ''),
      );
      if (!held) break;
    }
  } finally {
    for (const player of crowd) player.stop();
    // Calls still in flight finish before the server stops.
    await sleep(500);
  }
  return steps;
}

async function runOn(prepared) {
  const port = await freePort();
  const { child } = await startServer(
    SERVER_SCRIPT,
    {
      ...prepared.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
    },
    `http://127.0.0.1:${port}/api/health`,
    (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  try {
    return await ramp(`http://127.0.0.1:${port}`, prepared.accounts);
  } finally {
    await stopServer(child);
    closeConnections();
  }
}

function report(label, steps) {
  const held = steps.filter((step) => step.held).at(-1);
  const broke = steps.find((step) => !step.held);
  console.log(`\n${label}: one instance holds ${held ? held.players : 'fewer than ' + STEPS[0]} concurrent players`);
  if (held) {
    console.log(
      `at ${held.players} players (p99 ${round(held.total.p99, 1)} ms, ${round(held.total.requestsPerSecond, 1)} req/s):`,
    );
    console.table(held.rows);
  }
  if (broke) {
    const why = broke.total.failures > 0 ? `${broke.total.failures} failed (${broke.total.failureKinds})` : '';
    console.log(`at ${broke.players} players: p99 ${round(broke.total.p99, 1)} ms ${why}`);
    console.table(broke.rows);
  } else {
    console.log(`(the last step, ${steps.at(-1)?.players}, still held: set BENCH_PLAYERS to go further)`);
  }
  return held?.players ?? 0;
}

await ensureBuilt();
console.log(
  `A crowd of players, ${STEP_S} s per step, ${os.cpus().length} cores, Node ${process.version}. Per player: ` +
    `a map change every ~${RATES.mapChangeMeanMs / 1000} s, a new artifact in reach every ~${RATES.newArtifactInReachMeanMs / 1000} s, ` +
    `autosave every ${RATES.autosaveMs / 1000} s, token refresh every ${RATES.refreshEveryMs / 1000} s, ` +
    `the Artifacts page every ~${RATES.artifactsPageMeanMs / 1000} s, a new sitting (log out, log in) every ~${RATES.sessionMeanMs / 60_000} min.`,
);
const seed = (query) => seedCrowd(query, { players: Math.max(...STEPS), artifacts: ARTIFACTS });
const summary = [];
for (const kind of DATABASES) {
  const prepared = kind === 'postgres' ? await preparePostgres(seed) : await preparePglite(seed);
  if (!prepared) {
    console.log('\nPostgreSQL does not answer at 127.0.0.1:5432: skipped (set BENCH_POSTGRES_ADMIN_URL).');
    continue;
  }
  console.log(`\n${prepared.label}:`);
  try {
    summary.push(`${prepared.label}: ${report(prepared.label, await runOn(prepared))} players`);
  } finally {
    await prepared.drop();
  }
}
console.log(`\nConcurrent players one instance holds with p99 < ${P99_LIMIT_MS} ms and no failures:`);
for (const line of summary) console.log(`  ${line}`);
