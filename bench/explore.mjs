// `npm run bench:explore` (issue 34, decisions 0266 and 0273): GET /api/explore under 50 concurrent clients
// (autocannon) over 100,000 seeded public worlds — each order, searches and second pages — on PGlite, then on
// PostgreSQL when it answers at 127.0.0.1:5432, beside the bare Fastify hello-world; prints p50,
// p99 and requests/s, and the plans PostgreSQL chose. Never fails on the figures.
// BENCH_WORLDS, BENCH_CONNECTIONS and BENCH_DURATION change the size, clients and seconds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answers, root, run, staleParts } from '../scripts/lib.mjs';
import { freePort, SERVER_SCRIPT, startServer, stopServer } from './servers.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORLDS = Number(process.env.BENCH_WORLDS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const OWNERS = 50;
const PATHS = [
  '/api/explore?sort=live',
  '/api/explore?sort=trending',
  '/api/explore?sort=liked',
  '/api/explore?sort=newest',
  '/api/explore?q=lagoon',
  '/api/explore?sort=newest&q=harbour',
];
/** Second pages are never kept (decision 0273): each of these is the database's work every time. */
const SECOND_PAGES = ['/api/explore?sort=trending', '/api/explore?sort=newest', '/api/explore?q=lagoon'];

/** The worlds, their likes and a week of visits, in a few statements (same SQL on both databases). */
const seedSql = (ownerIds) => [
  `insert into worlds (owner_id, name, description, map_type, is_public, listed, likes, created_at)
   select (array[${ownerIds.map((id) => `'${id}'::uuid`).join(',')}])[1 + i % ${ownerIds.length}],
     'World ' || i || ' ' || (array['lagoon','harbour','grove','peak','vault','market'])[1 + i % 6],
     'A seeded world number ' || i || ' with ' || (array['boats','caves','lanterns','trees'])[1 + i % 4],
     'fantasy', i % 10 <> 0, i % 17 <> 0, (i * 7919) % 500, now() - i * interval '1 minute'
   from generate_series(1, ${WORLDS}) i`,
  `insert into world_visits (world_id, visitor, day)
   select w.id, gen_random_uuid(), current_date - (k % 7)
   from (select id from worlds order by id limit ${Math.ceil(WORLDS / 10)}) w, generate_series(1, 5) k`,
  `update worlds w set visits = v.n from (select world_id, count(*)::int n from world_visits group by world_id) v
   where v.world_id = w.id`,
  'analyze',
];

async function registerOwners(base) {
  const ids = [];
  for (let i = 0; i < OWNERS; i += 1) {
    const name = `bench_${process.pid}_${i}`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'secret-words' }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).user.id);
  }
  return ids;
}

async function load(url) {
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    'requests/s': Math.round(r.requests.average),
    'p50 (ms)': r.latency.p50,
    'p99 (ms)': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors,
  };
}

async function measure(label, env, seed, plans) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    REDIS_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_IP: '100000',
    EXPLORE_RATE_LIMIT: '100000000',
    ...env,
  };
  let { child } = await startServer(SERVER_SCRIPT, serverEnv, `${base}/api/health`);
  const owners = await registerOwners(base);
  const seeded = performance.now();
  child = await seed(owners, child, () => startServer(SERVER_SCRIPT, serverEnv, `${base}/api/health`));
  console.log(`\n${label}: ${WORLDS} worlds seeded in ${Math.round(performance.now() - seeded)} ms`);
  const rows = [];
  try {
    for (const apiPath of PATHS) rows.push({ request: `GET ${apiPath}`, ...(await load(`${base}${apiPath}`)) });
    for (const apiPath of SECOND_PAGES) {
      const { nextCursor } = await (await fetch(`${base}${apiPath}`)).json();
      const second = `${apiPath}&cursor=${nextCursor}`;
      rows.push({ request: `GET ${apiPath}, page 2`, ...(await load(`${base}${second}`)) });
    }
    if (plans) await plans();
  } finally {
    await stopServer(child);
  }
  const barePort = await freePort();
  const bare = await startServer('bench/bare-server.mjs', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
  try {
    rows.push({ request: 'bare Fastify hello-world', ...(await load(`http://127.0.0.1:${barePort}/`)) });
  } finally {
    await stopServer(bare.child);
  }
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(rows);
}

// Only the server's bundle is needed (no web build): the API is what is measured. The bundle reads
// core from source; it is made without the type check (tsc -b is the build's and CI's gate), so a
// half-edited file elsewhere in a shared tree does not stop a measurement.
if (staleParts(['server']).length > 0) {
  console.log('Bundling the server first...');
  const bundled = await run(process.execPath, ['../../scripts/bundle-server.mjs'], {
    cwd: path.join(root, 'apps/server'),
  });
  if (bundled !== 0) throw new Error('bundling failed');
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-explore-'));
try {
  // PGlite is one process's: the server stops while the bench seeds its folder, then starts again.
  await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, async (owners, child, restart) => {
    await stopServer(child);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    for (const statement of seedSql(owners)) await db.exec(statement);
    await db.close();
    return (await restart()).child;
  });

  const { hostname, port } = new URL(ADMIN_URL);
  if (await answers(hostname, Number(port || 5432))) {
    const { default: pg } = await import('pg');
    const name = `authentic_bench_explore_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await measure(
        'PostgreSQL',
        { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        async (owners, child) => {
          await client.connect();
          for (const statement of seedSql(owners)) await client.query(statement);
          return child;
        },
        async () => {
          const listed = `w.is_public and w.listed and w.hidden_at is null`;
          const explain = async (title, sql) => {
            const { rows } = await client.query(`explain (analyze, costs off, timing off) ${sql}`);
            console.log(`\nplan, ${title}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
          };
          const words = (q) =>
            `to_tsvector('simple'::regconfig, w.name || ' ' || w.description) @@ websearch_to_tsquery('simple'::regconfig, '${q}')`;
          const page = (where, order) =>
            `select w.id from worlds w join users u on u.id = w.owner_id
             where ${listed} and (u.suspended_until is null or u.suspended_until <= now()) and ${where}
             order by ${order} desc nulls last, w.id desc nulls last limit 25`;
          await explain('newest (liked is alike)', page('true', 'w.created_at'));
          await explain('trending', page('true', 'w.week_visitors'));
          await explain(
            'trending, page 2',
            page(`(w.week_visitors, w.id) < (3, 'ffffffff-0000-0000-0000-000000000000')`, 'w.week_visitors'),
          );
          await explain('search, a word in one world of six, by trending', page(words('lagoon'), 'w.week_visitors'));
          await explain('search, a word in one world, by trending', page(words('12345'), 'w.week_visitors'));
          await explain(
            'trending recount (hourly, and when the day changes)',
            `with counted as (select world_id, count(distinct visitor)::int as n from world_visits
               where day >= current_date - 6 group by world_id)
             update worlds w set week_visitors = coalesce(c.n, 0)
             from worlds o left join counted c on c.world_id = o.id
             where w.id = o.id and (o.week_visitors > 0 or c.n is not null) and o.week_visitors <> coalesce(c.n, 0)`,
          );
        },
      );
    } finally {
      await client.end().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.log(`\nPostgreSQL does not answer at ${hostname}:${port || 5432}: skipped (set BENCH_POSTGRES_ADMIN_URL).`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
