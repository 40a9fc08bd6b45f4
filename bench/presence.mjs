// `npm run bench:presence`: simulated players on real WebSockets against the real built server.
// They spread over the main world's maps like players (crowds where the road is) and walk at human
// pace: a step every 250–400 ms for a few seconds, then stand a few seconds (half of the time each),
// and chat now and then. The crowd grows in steps; after each, the server settles (two 1 s windows
// of its CPU within 10 points, 8 s at most) before the step is measured. A step holds when the p99
// of 'move sent → seen by a player on the same map' stays under 100 ms with no socket failure; a
// step that fails is measured once more (one noisy window does not end the ramp), and the ramp ends
// when the repeat fails too. Then 50 players walk on one map at that pace, and 50 more without ever
// stopping, for the bytes each receives.
//
// Setups: a bare `ws` server with the same tick, rooms and frames (presence/bare-presence-server.mjs,
// the yardstick), one instance on PGlite, one on PostgreSQL, two behind Redis pub/sub on one
// PostgreSQL (players alternate between them, as a load balancer would). The summary gives each
// setup's players held and server CPU as ratios to the bare server's. Where the machine has two
// cores or more and taskset, the load generator (this process) runs on core 0 and the servers on the
// others, so they do not take each other's time; every step prints the load average and the
// generator's own CPU, so a noisy machine shows. Prints figures; never fails on them.
//
// BENCH_STEP_S        seconds measured per step (default 10)
// BENCH_PLAYERS       the steps (default 250,500,1000,1500,2000,2500,3000,4000)
// BENCH_SETUPS        bare,pglite,postgres,two (default all four)
// BENCH_PIN           0: no pinning
// BENCH_SERVER_NODE_ARGS  Node flags for the servers only (e.g. --cpu-prof --cpu-prof-dir=prof)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seededRng } from '@authentic/core';
import { CrowdPlayer, Meter, pickMap } from './presence/crowd-player.mjs';
import { SECRET, seedAccounts, unseededAccounts } from './presence/accounts.mjs';
import { preparePglite, preparePostgres, REDIS_URL } from './players/databases.mjs';
import { ensureBuilt, freePort, SERVER_SCRIPT, startServer, stopAllServers, stopServer } from './servers.mjs';
import { answers } from '../scripts/lib.mjs';
import { coresText, processFigures, round, percentile } from './presence/figures.mjs';
import {
  compareWithBare,
  meetsGoal,
  nextMove,
  pinPlan,
  ratioLine,
  SETTLE_MAX_WINDOWS,
  settled,
} from './presence/ramp-rules.mjs';

const STEP_S = Number(process.env.BENCH_STEP_S ?? 10);
const STEPS = (process.env.BENCH_PLAYERS ?? '250,500,1000,1500,2000,2500,3000,4000').split(',').map(Number);
const SETUPS = (process.env.BENCH_SETUPS ?? 'bare,pglite,postgres,two').split(',');
const CROWD = Math.max(...STEPS);
/**
 * The ramp's players, then 50 for each busy map: fresh accounts, as a server that remembers where
 * an account last stood would put the ramp's players back on their own maps, not on the busy one.
 */
const ACCOUNTS = CROWD + 100;
/** One player in this many reads every update and measures latency (the rest count bytes only). */
const OBSERVE_EVERY = 5;
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const BARE_SCRIPT = 'bench/presence/bare-presence-server.mjs';
const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
const PIN = pinPlan(os.cpus().length, hasTaskset, process.env.BENCH_PIN);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Databases to drop if the run is stopped half-way (Ctrl-C). */
const drops = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping the servers`);
    await stopAllServers();
    await Promise.allSettled([...drops].map((drop) => drop()));
    process.exit(130);
  });
}

async function startInstances(count, script, env) {
  const instances = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const { child } = await startServer(
      script,
      { ...env, PORT: String(port), HOST: '127.0.0.1' },
      `http://127.0.0.1:${port}/api/health`,
      SERVER_NODE_ARGS,
      { cores: PIN?.servers },
    );
    instances.push({ child, url: `ws://127.0.0.1:${port}/api/presence` });
  }
  return instances;
}

/** The real server's environment on `database`. */
function realEnv(database) {
  return {
    ...database.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: SECRET,
    NODE_ENV: 'production',
    // Every simulated player connects from 127.0.0.1: the caps are for real networks (decision 0261).
    PRESENCE_SOCKETS_PER_ADDRESS: '100000',
    PRESENCE_CONNECTS_PER_MINUTE: '1000000',
  };
}

/** Joins players until the crowd is `target` strong, 25 at a time; resolves once every join is answered. */
async function grow(crowd, target, make) {
  const joining = [];
  while (crowd.length < target) {
    const player = make(crowd.length);
    crowd.push(player);
    joining.push(player);
  }
  const next = async () => {
    const player = joining.shift();
    if (!player) return;
    await player.connect().catch((error) => player.meter.fail(`connect: ${error.message}`));
    await next();
  };
  await Promise.all(Array.from({ length: 25 }, next));
}

const serverCpuSeconds = (instances) =>
  instances.reduce((sum, instance) => sum + processFigures(instance.child.pid).cpuSeconds, 0);

/** 1 s windows of the servers' CPU (%) until two in a row agree (ramp-rules.mjs), or SETTLE_MAX_WINDOWS. */
async function settle(instances) {
  const windows = [];
  while (windows.length < SETTLE_MAX_WINDOWS && !settled(windows)) {
    const before = serverCpuSeconds(instances);
    const since = performance.now();
    await sleep(1000);
    windows.push(((serverCpuSeconds(instances) - before) / ((performance.now() - since) / 1000)) * 100);
  }
  return windows;
}

/** One window of STEP_S; `failuresBefore`: the meter's count when this attempt began (joins included). */
async function measure(meter, instances, players, failuresBefore = meter.failures) {
  meter.reset();
  const before = instances.map((instance) => processFigures(instance.child.pid));
  const benchBefore = process.cpuUsage();
  // How late the generator's own event loop runs: a frame waits that long before its sighting counts.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await sleep(STEP_S * 1000);
  loop.disable();
  const after = instances.map((instance) => processFigures(instance.child.pid));
  const bench = process.cpuUsage(benchBefore);
  const seconds = (performance.now() - meter.since) / 1000;
  const cpu = after.reduce((sum, figures, i) => sum + (figures.cpuSeconds - before[i].cpuSeconds), 0) / seconds;
  return {
    players,
    p50: percentile(meter.latencies, 50),
    p99: percentile(meter.latencies, 99),
    samples: meter.latencies.length,
    upBps: meter.bytesUp / seconds / players,
    downBps: meter.bytesDown / seconds / players,
    framesDownPerS: meter.framesDown / seconds / players,
    cpuPercent: cpu * 100,
    benchCpuPercent: ((bench.user + bench.system) / 1e6 / seconds) * 100,
    benchDelayP99: loop.percentile(99) / 1e6,
    loadAverage: os.loadavg()[0],
    rssMb: after.reduce((sum, figures) => sum + figures.rssMb, 0),
    failures: meter.failures - failuresBefore,
    fixes: meter.fixes,
  };
}

function show(row, note = '') {
  const settledText = row.settle
    ? `; ${settled(row.settle) ? 'settled' : 'not settled'} after ${row.settle.length} s ` +
      `(server CPU ${row.settle.map((cpu) => round(cpu)).join(', ')} %)`
    : '';
  console.log(
    `  ${String(row.players).padStart(5)} players: p50 ${round(row.p50, 1)} ms, p99 ${round(row.p99, 1)} ms ` +
      `(${row.samples} sightings), per player ↑ ${round(row.upBps)} B/s ↓ ${round(row.downBps)} B/s ` +
      `(${round(row.framesDownPerS, 1)} frames/s), server CPU ${round(row.cpuPercent)} %, RSS ${round(row.rssMb)} MB, ` +
      `load generator CPU ${round(row.benchCpuPercent)} % (its event loop late by ${round(row.benchDelayP99)} ms at p99), ` +
      `load average ${round(row.loadAverage, 2)}` +
      (row.failures ? `, ${row.failures} socket failures` : '') +
      (row.fixes ? `, ${row.fixes} moves refused` : '') +
      settledText +
      note,
  );
}

const NOTES = { held: '', repeat: ' — failed: measured once more', stop: ' — failed again: the ramp ends' };

/** The ramp: grows step by step until a step fails twice in a row. Answers every step with its attempts. */
async function ramp(instances, tokens) {
  const meter = new Meter();
  const random = seededRng(42);
  const crowd = [];
  const steps = [];
  try {
    for (const target of STEPS) {
      const failuresBefore = meter.failures;
      await grow(crowd, target, (index) => {
        return new CrowdPlayer({
          url: instances[index % instances.length].url,
          token: tokens[index],
          pace: 'human',
          observer: index % OBSERVE_EVERY === 0,
          mapId: pickMap(random),
          random,
          meter,
        });
      });
      const attempts = [];
      let move;
      do {
        const windows = await settle(instances);
        const since = attempts.length === 0 ? failuresBefore : meter.failures;
        const row = { ...(await measure(meter, instances, crowd.length, since)), settle: windows };
        attempts.push(row);
        move = nextMove(attempts);
        show(row, (attempts.length > 1 ? ' (repeat)' : '') + NOTES[move]);
      } while (move === 'repeat');
      steps.push({ players: crowd.length, attempts, held: move === 'held' });
      if (move === 'stop') break;
    }
  } finally {
    for (const player of crowd) player.close();
  }
  return steps;
}

/** 50 players walking on one map (at human pace, or never stopping): what each receives. */
async function oneBusyMap(instances, tokens, pace) {
  const meter = new Meter();
  const random = seededRng(7);
  const crowd = [];
  try {
    await grow(crowd, 50, (index) => {
      const player = new CrowdPlayer({
        url: instances[index % instances.length].url,
        token: tokens[index],
        pace,
        mapId: 'overworld',
        random,
        meter,
      });
      return player;
    });
    await settle(instances);
    return await measure(meter, instances, 50);
  } finally {
    for (const player of crowd) player.close();
  }
}

/** `name`: how the summary calls the setup; `count` instances of `script` with `env`. */
async function runSetup({ label, name, count, script, env, tokens }) {
  console.log(`\n${label}`);
  const instances = await startInstances(count, script, env);
  try {
    const cores = instances.map((instance, i) => `instance ${i + 1} on ${coresText(instance.child.pid)}`);
    if (count > 1 || PIN) console.log(`  ${cores.join(', ')}${count > 1 && PIN ? ' (they share them)' : ''}`);
    const steps = await ramp(instances, tokens);
    const heldSteps = steps.filter((step) => step.held);
    const heldRows = new Map(heldSteps.map((step) => [step.players, step.attempts.at(-1)]));
    const held = heldSteps.at(-1)?.players ?? 0;
    await sleep(2000);
    const busy = await oneBusyMap(instances, tokens.slice(CROWD, CROWD + 50), 'human');
    console.log(`  one map of 50 players walking at human pace:`);
    show(busy);
    await sleep(2000);
    const nonstop = await oneBusyMap(instances, tokens.slice(CROWD + 50), 'nonstop');
    console.log(`  one map of 50 players walking without stopping:`);
    show(nonstop);
    const rows = steps.flatMap((step) => step.attempts);
    return { label, name, held, heldRows, heldRow: heldRows.get(held), rows, busy, nonstop };
  } finally {
    for (const instance of instances) await stopServer(instance.child);
  }
}

/** Runs `body` with a database made by `prepare`, dropped afterwards (or on Ctrl-C). */
async function withDatabase(database, body) {
  drops.add(database.drop);
  try {
    return await body(database);
  } finally {
    drops.delete(database.drop);
    await database.drop();
  }
}

function pinningText() {
  if (PIN) {
    return (
      `Pinning (taskset): the load generator on core ${PIN.bench}, the servers on core ${PIN.servers} ` +
      `(PostgreSQL and Redis, not started here, run where the system puts them); BENCH_PIN=0 turns it off`
    );
  }
  const why = process.env.BENCH_PIN === '0' ? 'BENCH_PIN=0' : os.cpus().length < 2 ? 'one core' : 'taskset not found';
  return `Pinning: none (${why}): the load generator and the servers share every core`;
}

function summarise(results) {
  console.log(
    '\nSummary (held = the largest step with p99 < 100 ms and no socket failure, on its repeat if it had one)',
  );
  console.table(
    results.map((r) => ({
      setup: r.label,
      'players held': r.held,
      'p50 (ms)': round(r.heldRow?.p50 ?? NaN, 1),
      'p99 (ms)': round(r.heldRow?.p99 ?? NaN, 1),
      'server CPU (%)': round(r.heldRow?.cpuPercent ?? NaN),
      '↓ B/s per player, 50 walking on one map': round(r.busy.downBps),
      '↓ B/s, 50 never stopping': round(r.nonstop.downBps),
      '↑ B/s per player (50 walking)': round(r.busy.upBps),
    })),
  );
  const bare = results.find((r) => r.name === 'bare');
  const real = results.filter((r) => r !== bare);
  if (bare && real.length > 0) {
    console.log(
      'Against the bare ws server (same tick, rooms and frames; server CPU at the largest step both held, ' +
        'summed over instances; goal: ≥ 0.8× the players at ≤ 1.1× the CPU):',
    );
    for (const r of real) {
      const ratio = compareWithBare(bare, r);
      console.log(`  ${ratioLine(r.name, ratio)} — goal ${meetsGoal(ratio) ? 'met' : 'not met'}`);
    }
  }
  const loads = results.flatMap((r) => [...r.rows.map((row) => row.loadAverage), r.busy.loadAverage]);
  console.log(
    `Load average (1 min) over the run: ${round(Math.min(...loads), 2)}–${round(Math.max(...loads), 2)} on ` +
      `${os.cpus().length} cores (the bench and one server account for about 2 at the top steps; more is other work)`,
  );
  const one = results.find((r) => r.name === 'PostgreSQL instance');
  const two = results.find((r) => r.name === 'Two instances');
  if (one && two && one.held) console.log(`Two instances hold ${round(two.held / one.held, 2)}× one.`);
}

async function main() {
  await ensureBuilt();
  console.log(
    `bench:presence — ${os.cpus().length} cores, Node ${process.version}; steps ${STEPS.join(', ')}; ${STEP_S} s each; ` +
      `everyone walks at human pace (a step every 250–400 ms, half of the time)`,
  );
  if (PIN && spawnSync('taskset', ['-a', '-cp', PIN.bench, String(process.pid)], { stdio: 'ignore' }).status !== 0)
    console.log('taskset could not pin the load generator: it runs on every core');
  console.log(pinningText());
  console.log(`The load generator runs on ${coresText(process.pid)}`);
  const results = [];
  if (SETUPS.includes('bare')) {
    const tokens = await unseededAccounts(ACCOUNTS);
    results.push(
      await runSetup({
        label: 'Bare ws server (the yardstick: same tick, rooms and frames; no Fastify, database or checks)',
        name: 'bare',
        count: 1,
        script: BARE_SCRIPT,
        env: {},
        tokens,
      }),
    );
  }
  const real = (label, name, count, database) => ({
    label,
    name,
    count,
    script: SERVER_SCRIPT,
    env: realEnv(database),
    tokens: database.accounts,
  });
  if (SETUPS.includes('pglite')) {
    const database = await preparePglite(seedAccounts(ACCOUNTS));
    await withDatabase(database, () => runSetup(real('One instance, PGlite', 'PGlite instance', 1, database))).then(
      (result) => results.push(result),
    );
  }
  const wantsPostgres = SETUPS.includes('postgres') || SETUPS.includes('two');
  const database = wantsPostgres ? await preparePostgres(seedAccounts(ACCOUNTS)) : undefined;
  if (wantsPostgres && !database)
    console.log('\nPostgreSQL does not answer at 127.0.0.1:5432: those setups are skipped.');
  if (database) {
    await withDatabase(database, async () => {
      if (SETUPS.includes('postgres')) {
        const alone = { ...database, env: { ...database.env, REDIS_URL: '' } };
        results.push(await runSetup(real('One instance, PostgreSQL', 'PostgreSQL instance', 1, alone)));
      }
      const { hostname, port } = new URL(REDIS_URL);
      if (SETUPS.includes('two') && (await answers(hostname, Number(port || 6379)))) {
        const shared = { ...database, env: { ...database.env, REDIS_URL } };
        const label = 'Two instances behind Redis pub/sub, PostgreSQL';
        results.push(await runSetup(real(label, 'Two instances', 2, shared)));
      } else if (SETUPS.includes('two')) console.log('\nRedis does not answer: the two-instance setup is skipped.');
    });
  }
  summarise(results);
}

await main();
