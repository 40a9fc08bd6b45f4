// `npm run bench:presence`: simulated players on real WebSockets against the real built server.
// They spread over the main world's maps like players (crowds where the road is) and walk at human
// pace: a step every 250–400 ms for a few seconds, then stand a few seconds (half of the time each),
// and chat now and then. The crowd grows in steps until the p99 of 'move sent → seen by a player on
// the same map' passes 100 ms or a socket fails; the last step that held is what the setup holds.
// Then 50 players walk on one map at that pace, and 50 more without ever stopping, for the bytes
// each receives. Setups: one instance on PGlite, one on PostgreSQL, two behind Redis pub/sub on one
// PostgreSQL (players alternate between them, as a load balancer would). Prints figures; never fails
// on them.
//
// BENCH_STEP_S        seconds measured per step (default 10)
// BENCH_PLAYERS       the steps (default 250,500,1000,1500,2000,2500,3000,4000)
// BENCH_SETUPS        pglite,postgres,two (default all three)
// BENCH_SERVER_NODE_ARGS  Node flags for the servers only (e.g. --cpu-prof --cpu-prof-dir=prof)
import os from 'node:os';
import { SignJWT } from 'jose';
import { CrowdPlayer, Meter, pickMap } from './presence/crowd-player.mjs';
import { preparePglite, preparePostgres, REDIS_URL } from './players/databases.mjs';
import { ensureBuilt, freePort, SERVER_SCRIPT, startServer, stopServer } from './servers.mjs';
import { answers } from '../scripts/lib.mjs';
import { processFigures, round, percentile } from './presence/figures.mjs';

const STEP_S = Number(process.env.BENCH_STEP_S ?? 10);
const STEPS = (process.env.BENCH_PLAYERS ?? '250,500,1000,1500,2000,2500,3000,4000').split(',').map(Number);
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,postgres,two').split(',');
const P99_LIMIT_MS = 100;
const SECRET = 'bench-presence-secret-that-is-long-enough-for-hs256';
const ACCOUNTS = Math.max(...STEPS);
/** One player in this many reads every update and measures latency (the rest count bytes only). */
const OBSERVE_EVERY = 5;
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded random, so two runs walk alike. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ACCOUNTS players straight into the database; their access tokens are signed with the servers' JWT_SECRET. */
async function seed(query) {
  await query(
    `insert into users (username, username_key, email, email_key, password_hash)
     select 'walker' || i, 'walker' || i, 'walker' || i || '@example.com', 'walker' || i || '@example.com', 'x'
     from generate_series(1, $1::int) as i`,
    [ACCOUNTS],
  );
  const { rows } = await query(`select id, username from users where username_key like 'walker%' order by id`);
  const key = new TextEncoder().encode(SECRET);
  return Promise.all(
    rows.map(({ id, username }) =>
      new SignJWT({ type: 'access', username, sv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(id)
        .setIssuer('authentic-internet')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key),
    ),
  );
}

async function startInstances(count, env) {
  const instances = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const { child } = await startServer(
      SERVER_SCRIPT,
      {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JWT_SECRET: SECRET,
        NODE_ENV: 'production',
        // Every simulated player connects from 127.0.0.1: the caps are for real networks (decision 0261).
        PRESENCE_SOCKETS_PER_ADDRESS: '100000',
        PRESENCE_CONNECTS_PER_MINUTE: '1000000',
      },
      `http://127.0.0.1:${port}/api/health`,
      SERVER_NODE_ARGS,
    );
    instances.push({ child, url: `ws://127.0.0.1:${port}/api/presence` });
  }
  return instances;
}

/** Joins players until the crowd is `target` strong, 25 at a time. */
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

async function measure(meter, instances, players) {
  meter.reset();
  const before = instances.map((instance) => processFigures(instance.child.pid));
  const benchBefore = process.cpuUsage();
  await sleep(STEP_S * 1000);
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
    rssMb: after.reduce((sum, figures) => sum + figures.rssMb, 0),
    failures: meter.failures,
  };
}

function show(row) {
  console.log(
    `  ${String(row.players).padStart(5)} players: p50 ${round(row.p50, 1)} ms, p99 ${round(row.p99, 1)} ms ` +
      `(${row.samples} sightings), per player ↑ ${round(row.upBps)} B/s ↓ ${round(row.downBps)} B/s ` +
      `(${round(row.framesDownPerS, 1)} frames/s), server CPU ${round(row.cpuPercent)} %, RSS ${round(row.rssMb)} MB, ` +
      `load generator CPU ${round(row.benchCpuPercent)} %` +
      (row.failures ? `, ${row.failures} socket failures` : ''),
  );
}

/** The ramp: grows until p99 passes the limit or a socket fails. */
async function ramp(instances, tokens) {
  const meter = new Meter();
  const random = seeded(42);
  const crowd = [];
  const rows = [];
  try {
    for (const target of STEPS) {
      if (target > tokens.length) break;
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
      await sleep(1500);
      const row = await measure(meter, instances, crowd.length);
      rows.push(row);
      show(row);
      if (row.p99 >= P99_LIMIT_MS || row.failures > 0) break;
    }
  } finally {
    for (const player of crowd) player.close();
  }
  return rows;
}

/** 50 players walking on one map (at human pace, or never stopping): what each receives. */
async function oneBusyMap(instances, tokens, pace) {
  const meter = new Meter();
  const random = seeded(7);
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
    await sleep(1500);
    return await measure(meter, instances, 50);
  } finally {
    for (const player of crowd) player.close();
  }
}

async function runSetup(label, count, database) {
  console.log(`\n${label}`);
  const instances = await startInstances(count, database.env);
  try {
    const rows = await ramp(instances, database.accounts);
    const held = rows.filter((row) => row.p99 < P99_LIMIT_MS && row.failures === 0).at(-1);
    await sleep(2000);
    const busy = await oneBusyMap(instances, database.accounts, 'human');
    console.log(`  one map of 50 players walking at human pace:`);
    show(busy);
    await sleep(2000);
    const nonstop = await oneBusyMap(instances, database.accounts, 'nonstop');
    console.log(`  one map of 50 players walking without stopping:`);
    show(nonstop);
    return { label, held: held?.players ?? 0, heldRow: held, busy, nonstop };
  } finally {
    for (const instance of instances) await stopServer(instance.child);
  }
}

async function main() {
  await ensureBuilt();
  console.log(
    `bench:presence — ${os.cpus().length} cores, Node ${process.version}; steps ${STEPS.join(', ')}; ${STEP_S} s each; ` +
      `everyone walks at human pace (a step every 250–400 ms, half of the time)`,
  );
  const results = [];
  if (SETUPS.includes('pglite')) {
    const database = await preparePglite(seed);
    try {
      results.push(await runSetup('One instance, PGlite', 1, database));
    } finally {
      await database.drop();
    }
  }
  const wantsPostgres = SETUPS.includes('postgres') || SETUPS.includes('two');
  const database = wantsPostgres ? await preparePostgres(seed) : undefined;
  if (wantsPostgres && !database)
    console.log('\nPostgreSQL does not answer at 127.0.0.1:5432: those setups are skipped.');
  if (database) {
    try {
      if (SETUPS.includes('postgres')) {
        results.push(
          await runSetup('One instance, PostgreSQL', 1, { ...database, env: { ...database.env, REDIS_URL: '' } }),
        );
      }
      const { hostname, port } = new URL(REDIS_URL);
      if (SETUPS.includes('two') && (await answers(hostname, Number(port || 6379)))) {
        results.push(
          await runSetup('Two instances behind Redis pub/sub, PostgreSQL', 2, {
            ...database,
            env: { ...database.env, REDIS_URL },
          }),
        );
      } else if (SETUPS.includes('two')) console.log('\nRedis does not answer: the two-instance setup is skipped.');
    } finally {
      await database.drop();
    }
  }
  console.log('\nSummary (held = the largest step with p99 < 100 ms and no socket failure)');
  console.table(
    results.map((r) => ({
      setup: r.label,
      'players held': r.held,
      'p50 (ms)': round(r.heldRow?.p50 ?? NaN, 1),
      'p99 (ms)': round(r.heldRow?.p99 ?? NaN, 1),
      '↓ B/s per player, 50 walking on one map': round(r.busy.downBps),
      '↓ B/s, 50 never stopping': round(r.nonstop.downBps),
      '↑ B/s per player (50 walking)': round(r.busy.upBps),
    })),
  );
  const one = results.find((r) => r.label.startsWith('One instance, PostgreSQL'));
  const two = results.find((r) => r.label.startsWith('Two'));
  if (one && two && one.held) console.log(`Two instances hold ${round(two.held / one.held, 2)}× one.`);
}

await main();
