import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, type Database, type DatabaseOptions } from '../db/client.js';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { freePort, startServer, stop, waitForHealth, type Started } from '../test/server-process.js';
import { withDatabase } from '../test/postgres-url.js';
import { multipartBody, PNG } from '../routes/artifacts/test-kit.js';
import { backupMain } from './backup-cli.js';
import { restoreMain } from './restore-cli.js';
import { meadow } from '../test/meadow.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Every row of every table of ours and drizzle's migrations, as text, timestamps in UTC. */
async function contents(database: Database): Promise<Record<string, string>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = (await tx.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const rows = (await tx.execute(
        sql.raw(`select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from ${name} t`),
      )) as unknown as { rows: { rows: string }[] };
      out[name] = rows.rows[0]!.rows;
    }
    return out;
  });
}

async function contentsOf(options: DatabaseOptions): Promise<Record<string, string>> {
  // Opening migrates, as a server's start does: a restore that lost drizzle's table fails here.
  const database = await openDatabase(options);
  try {
    return await contents(database);
  } finally {
    await database.close();
  }
}

/** A server (the app, in this process) on a restore: its rows, then the upload it serves and a sign-in. */
async function serveRestore(options: DatabaseOptions, dataDir: string, uploadName: string) {
  const database = await openDatabase(options);
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database });
  try {
    const rows = await contents(database);
    const upload = await app.inject({ method: 'GET', url: `/uploads/${uploadName}` });
    expect(upload.rawPayload).toEqual(PNG);
    const login = { identifier: 'ada_backup', password: 'secret-words' };
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode).toBe(200);
    return rows;
  } finally {
    await app.close();
  }
}

/** Issue 38 item 5: `npm run backup` of a running instance, restored into PGlite and PostgreSQL. */
describe('npm run backup and npm run restore', () => {
  const dirs: string[] = [];
  const databases: string[] = [];
  let source: string;
  let server: Started;
  let base: string;
  let archive: string;
  let uploadName: string;
  let adaToken: string;
  let original: Record<string, string>;
  const tmpDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'authentic-backup-test-'));
    dirs.push(dir);
    return dir;
  };
  const newPostgres = async () => {
    const name = `authentic_backup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabase(postgresUrl!, 'postgres') });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    databases.push(name);
    return withDatabase(postgresUrl!, name);
  };
  const api = async (method: string, url: string, token?: string, body?: object) => {
    const answer = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    const json = (await answer.json()) as Record<string, unknown>;
    expect(answer.status, `${method} ${url}: ${JSON.stringify(json)}`).toBeLessThan(300);
    return json as never;
  };
  const register = async (username: string) => {
    const body = { username, email: `${username}@example.com`, password: 'secret-words' };
    return ((await api('POST', '/api/auth/register', undefined, body)) as { token: string }).token;
  };

  /** Two friends, a world with two versions, an artifact with an uploaded image. */
  async function populate(): Promise<void> {
    const [ada, bob] = [await register('ada_backup'), await register('bob_backup')];
    adaToken = ada;
    await api('POST', '/api/friends/requests', ada, { username: 'bob_backup' });
    const friends = (await api('GET', '/api/friends', bob)) as { incoming: { id: string }[] };
    await api('POST', `/api/friends/requests/${friends.incoming[0]!.id}/accept`, bob);
    const { world } = (await api('POST', '/api/worlds', ada, {
      name: 'Kept Meadow',
      description: 'Saved twice.',
      mapType: 'fantasy',
      isPublic: true,
    })) as { world: { id: string } };
    await api('PUT', `/api/worlds/${world.id}/doc`, ada, { doc: meadow(false), baseVersion: 0, publish: true });
    await api('PUT', `/api/worlds/${world.id}/doc`, ada, { doc: meadow(true), baseVersion: 1, publish: false });
    const form = multipartBody({ name: 'Painted Lamp', description: 'Glows' }, [
      { field: 'image', filename: 'lamp.png', contentType: 'image/png', bytes: PNG },
    ]);
    const made = await fetch(`${base}/api/artifacts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, 'content-type': form.contentType },
      body: form.payload,
    });
    expect(made.status).toBe(201);
    uploadName = ((await made.json()) as { artifact: { image: string } }).artifact.image.slice('/uploads/'.length);
  }

  beforeAll(async () => {
    source = await tmpDir();
    const port = await freePort();
    server = startServer({ DATA_DIR: source, PORT: String(port) });
    await waitForHealth(port, server, 60_000);
    base = `http://127.0.0.1:${port}`;
    await populate();
    archive = path.join(await tmpDir(), 'instance.tar.gz');
  }, 120_000);

  afterAll(async () => {
    if (server) await stop(server);
    if (postgresUrl && databases.length > 0) {
      const admin = new pg.Client({ connectionString: withDatabase(postgresUrl, 'postgres') });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('backs up the running server with `npm run backup`, which goes on serving', async () => {
    const { stdout } = await run('npm', ['run', '-s', 'backup', '--', archive], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: source, DATABASE_URL: '' },
    });
    expect(stdout).toContain('Backed up the pglite database and 1 uploads');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A read only: a write now would be in the source and rightly not in the backup.
    expect((await api('GET', '/api/friends', adaToken)) as { friends: unknown[] }).toMatchObject({
      friends: [{ username: 'bob_backup' }],
    });
    // Stopped, so the test may read the same database the backup was made from.
    expect(await stop(server)).toBe(0);
    // With the server stopped the command opens the database itself; it never overwrites a file.
    expect((await backupMain([archive], { DATA_DIR: source })).lines.join('\n')).toMatch(/exists already.*--force/);
    const offline = await backupMain([path.join(path.dirname(archive), 'offline.tar.gz')], { DATA_DIR: source });
    expect(offline).toMatchObject({ code: 0, lines: [expect.stringContaining('pglite database and 1 uploads')] });
    original = await contentsOf({ kind: 'pglite', dataDir: pgliteDir(source) });
    expect(original['public.users']).toContain('ada_backup');
    expect(original['public.world_versions']!.split('\n')).toHaveLength(2);
    expect(original['public.uploads']).toContain(uploadName);
  }, 120_000);

  it('restores into a fresh DATA_DIR, identical, and refuses one that holds a database', async () => {
    const target = await tmpDir();
    const restored = await restoreMain([archive], { DATA_DIR: target });
    expect(restored).toMatchObject({ code: 0 });
    expect(await serveRestore({ kind: 'pglite', dataDir: pgliteDir(target) }, target, uploadName)).toEqual(original);

    const again = await restoreMain([archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.lines.join('\n')).toMatch(/holds a database already.*--force/);
  }, 60_000);

  it.skipIf(!postgresUrl)(
    'moves to PostgreSQL, and round-trips a PostgreSQL backup',
    async () => {
      const moved = await newPostgres();
      const movedDir = await tmpDir();
      expect(await restoreMain([archive], { DATA_DIR: movedDir, DATABASE_URL: moved })).toMatchObject({ code: 0 });
      expect(await contentsOf({ kind: 'postgres', url: moved })).toEqual(original);
      expect(await readFile(path.join(movedDir, 'uploads', uploadName))).toEqual(PNG);
      const refused = await restoreMain([archive], { DATA_DIR: await tmpDir(), DATABASE_URL: moved });
      expect(refused.lines.join('\n')).toMatch(/has tables already.*--force/);

      const pgArchive = path.join(await tmpDir(), 'postgres.tar.gz');
      const backedUp = await backupMain([pgArchive], { DATA_DIR: movedDir, DATABASE_URL: moved });
      expect(backedUp).toMatchObject({ code: 0 });
      const intoPglite = await restoreMain([pgArchive], { DATA_DIR: await tmpDir() });
      expect(intoPglite.lines.join('\n')).toMatch(/PostgreSQL backup: restore it into PostgreSQL/);
      const copy = await newPostgres();
      const copyDir = await tmpDir();
      expect(await restoreMain([pgArchive], { DATA_DIR: copyDir, DATABASE_URL: copy })).toMatchObject({ code: 0 });
      expect(await contentsOf({ kind: 'postgres', url: copy })).toEqual(original);
      expect(await readFile(path.join(copyDir, 'uploads', uploadName))).toEqual(PNG);
    },
    90_000,
  );
});
