// `npm run bench:artifacts`: autocannon against GET /api/artifacts (first page, newest first) of the
// real server on an embedded PGlite database holding 100,000 artifacts, side by side with a bare
// Fastify hello-world on this machine. Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { ensureBuilt, freePort, startServer, stopServer } from './servers.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ARTIFACTS = Number(process.env.BENCH_ARTIFACTS ?? 100_000);

function load(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

async function measure(name, script, env, url) {
  const { child } = await startServer(script, env, url);
  try {
    await load(url, 2); // warm-up: JIT, caches
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

/**
 * Fills the server's own database folder before it starts: the built server's
 * openDatabase migrates it, then one INSERT … SELECT over generate_series writes
 * every artifact (a tenth private, a third placed on a map, votes and comment
 * counts spread out), so seeding takes seconds, not minutes.
 */
async function seed(dataDir) {
  const started = performance.now();
  const client = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/client.js')).href);
  const { sql } = await import('drizzle-orm');
  const database = await client.openDatabase({ kind: 'pglite', dataDir: client.pgliteDir(dataDir) });
  try {
    const { db } = database;
    await db.execute(sql`
      insert into users (username, username_key, email, email_key, password_hash)
      values ('bench_creator', 'bench_creator', 'bench@example.com', 'bench@example.com', 'not-a-hash')`);
    await db.execute(sql`
      insert into artifacts (creator_id, name, description, content, area, location_x, location_y,
        location_map_name, visibility, tags, votes, comment_count, views, created_at)
      select u.id, 'Artifact ' || i, 'A description of artifact number ' || i || ', long enough to be realistic.',
        'The content of artifact ' || i, 'Overworld', i % 100, (i / 100) % 100,
        case when i % 3 = 0 then 'overworld' end,
        case when i % 10 = 0 then 'private' else 'public' end,
        '["bench", "seeded"]'::jsonb, i % 17, i % 5, i % 101,
        now() - make_interval(secs => i)
      from generate_series(1, ${ARTIFACTS}::int) as i, (select id from users where username_key = 'bench_creator') u`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

await ensureBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-artifacts-'));
try {
  const seedMs = await seed(dataDir);
  console.log(`Seeded ${ARTIFACTS.toLocaleString('en')} artifacts in ${(seedMs / 1000).toFixed(1)} s`);

  const ourPort = await freePort();
  const ours = await measure(
    `ours: GET /api/artifacts (PGlite, ${ARTIFACTS.toLocaleString('en')} rows)`,
    'apps/server/dist/server.js',
    { PORT: String(ourPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    `http://127.0.0.1:${ourPort}/api/artifacts`,
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
