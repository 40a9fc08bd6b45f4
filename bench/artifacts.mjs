// `npm run bench:artifacts`: autocannon against GET /api/artifacts (first page, newest first) of the
// real server on an embedded PGlite database holding 100,000 artifacts, side by side with a bare
// Fastify hello-world on this machine. Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/lib.mjs';
import { compareWithBare, ensureBuilt } from './servers.mjs';

const ARTIFACTS = Number(process.env.BENCH_ARTIFACTS ?? 100_000);

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

  await compareWithBare(
    `ours: GET /api/artifacts (PGlite, ${ARTIFACTS.toLocaleString('en')} rows)`,
    '/api/artifacts',
    dataDir,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
