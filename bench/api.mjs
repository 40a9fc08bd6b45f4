// `npm run bench:api`: autocannon against GET /api/health of the real server (a database
// round-trip shared by the probes of half a second, every plugin, default logging), side by side
// with a bare Fastify hello-world on this machine: on PGlite, then on PostgreSQL when it answers
// at 127.0.0.1:5432. Prints figures; never fails on them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answers } from '../scripts/lib.mjs';
import { compareWithBare, ensureBuilt } from './servers.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

await ensureBuilt();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-bench-'));
try {
  await compareWithBare('ours: GET /api/health (PGlite)', '/api/health', dataDir);
  const { hostname, port } = new URL(ADMIN_URL);
  if (await answers(hostname, Number(port || 5432))) {
    const { default: pg } = await import('pg');
    const name = `authentic_bench_api_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await compareWithBare('ours: GET /api/health (PostgreSQL)', '/api/health', dataDir, {
        DATABASE_URL: url.toString(),
      });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.log(`\nPostgreSQL does not answer at ${hostname}:${port || 5432}: skipped (set BENCH_POSTGRES_ADMIN_URL).`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
