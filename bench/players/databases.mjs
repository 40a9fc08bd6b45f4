// The two databases the crowd plays on: a new embedded PGlite folder, and a new PostgreSQL database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answers } from '../../scripts/lib.mjs';
import { freePort, SERVER_SCRIPT, startServer, stopServer } from '../servers.mjs';

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return answers(hostname, Number(port || defaultPort));
}

/** The built server, started once and stopped: it migrates the database it is given. */
async function migrate(env) {
  const port = await freePort();
  const { child } = await startServer(
    SERVER_SCRIPT,
    { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${port}/api/health`,
  );
  await stopServer(child);
}

/**
 * A migrated, empty embedded database in a new DATA_DIR; `seed(query)` fills it while no server
 * holds it open. Resolves to the server's environment and a `drop` that removes the folder.
 */
export async function preparePglite(seed) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-players-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
  await migrate(env);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const accounts = await seed((text, params) => client.query(text, params));
    return { env, accounts, label: 'PGlite', drop: () => rm(dataDir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

/**
 * A new database on the local PostgreSQL server (and Redis for the rate limits' counters when it
 * answers: several instances share them in production), or undefined when PostgreSQL does not answer.
 */
export async function preparePostgres(seed) {
  if (!(await reachable(POSTGRES_ADMIN_URL, 5432))) return undefined;
  const { default: pg } = await import('pg');
  const name = `authentic_bench_players_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-players-pg-'));
  const redis = (await reachable(REDIS_URL, 6379)) ? REDIS_URL : '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: redis };
  await migrate(env);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const accounts = await seed((text, params) => client.query(text, params));
    return {
      env,
      accounts,
      label: redis ? 'PostgreSQL (+ Redis rate limits)' : 'PostgreSQL',
      drop: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await client.end();
  }
}
