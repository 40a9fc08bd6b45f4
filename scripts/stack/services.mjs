// The stack's own PostgreSQL cluster, Redis and Caddy, in a state folder, on free ports: they never
// touch the machine's own services. Missing programs are installed with apt-get, as .ci/run does
// for Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answers } from '../lib.mjs';
import { answersWith, freePort, startProcess, waitFor } from './processes.mjs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** PostgreSQL's server programs (initdb, postgres): PG_BIN, or Debian's newest version. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return path.join(base, newest, 'bin');
  return has('initdb') ? path.dirname(execFileSync('sh', ['-c', 'command -v initdb']).toString().trim()) : undefined;
}

/** Installs, with apt-get, what is missing of `needed` (Debian package names by what they provide). */
export function installMissing(needed) {
  const missing = Object.entries(needed)
    .filter(([, present]) => !present())
    .map(([pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    throw new Error(`The stack needs ${missing.join(', ')}: install them (apt-get install ${missing.join(' ')}).`);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}

/** As root, PostgreSQL refuses to run: it runs as the `postgres` user (or nobody), owning its folder. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  for (const name of ['postgres', 'nobody']) {
    const found = spawnSync('id', ['-u', name]);
    if (found.status === 0) {
      const uid = Number(found.stdout.toString());
      const gid = Number(spawnSync('id', ['-g', name]).stdout.toString());
      return { uid, gid };
    }
  }
  throw new Error('PostgreSQL does not run as root, and there is no postgres or nobody user to run it as.');
}

/**
 * The stack's own cluster in `dir` (made by initdb the first time, kept afterwards), listening on
 * 127.0.0.1:port with its socket in the folder; answers its stop() and the URL of database `authentic`.
 */
export async function startPostgres(dir, { logFile, fast = false }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const user = postgresUser();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) {
    chownSync(dir, user.uid, user.gid);
    // That user must be able to reach its folder: the state folder may be private (a temporary one is).
    const parent = path.dirname(dir);
    chmodSync(parent, statSync(parent).mode | 0o011);
  }
  const asUser = { ...user, stdio: 'pipe' };
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      asUser,
    );
  }
  const port = await freePort();
  // Fast mode (the stack test): no fsync, the data is thrown away afterwards.
  const durability = fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`, ...durability];
  // SIGINT is PostgreSQL's fast shutdown: sessions ended, data flushed.
  const server = startProcess('postgres', path.join(bin, 'postgres'), ['-D', dir, '-p', String(port), ...settings], {
    logFile,
    signal: 'SIGINT',
    ...user,
  });
  await waitFor('PostgreSQL', () => answers('127.0.0.1', port, 500), { started: server });
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await waitFor('PostgreSQL', () => admin.connect().then(() => true), { started: server });
  const exists = await admin.query(`select 1 from pg_database where datname = 'authentic'`);
  if (exists.rowCount === 0) await admin.query('create database authentic');
  await admin.end();
  return { ...server, url: `postgres://postgres@127.0.0.1:${port}/authentic` };
}

/** The stack's own Redis, keeping nothing on disk (it holds live state only: counters, presence). */
export async function startRedis(dir, { logFile }) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'];
  const server = startProcess('redis', 'redis-server', args, { logFile });
  await waitFor('Redis', () => answers('127.0.0.1', port, 500), { started: server });
  return { ...server, url: `redis://127.0.0.1:${port}` };
}

/** Caddy with the given Caddyfile, its own data and config folders under `dir`. */
export async function startCaddy(dir, { caddyfile, logFile, readyUrl }) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, caddyfile);
  const env = { XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config'), HOME: dir };
  const server = startProcess('caddy', 'caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { logFile, env });
  await waitFor('Caddy', () => answersWith(readyUrl), { started: server });
  return server;
}

export const programs = {
  caddy: () => has('caddy'),
  postgresql: () => postgresBin() !== undefined,
  'redis-server': () => has('redis-server'),
};
