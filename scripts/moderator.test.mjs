import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

/**
 * Issue 33 item 17 and issue 38 item 6: `npm run moderator` on a tree as a fresh clone has it after
 * `npm start` — no build of core (npm start bundles the server and never writes packages/core/dist)
 * and no server bundle: the command runs the TypeScript source (decision 0264). It never makes a
 * database, and never opens one another live process holds (decision 0285; the running server's
 * own way in is e2e/moderation.spec.ts).
 */
describe('npm run moderator with nothing built', () => {
  let tree;
  let dataDir;
  beforeAll(async () => {
    tree = await mkdtemp(path.join(os.tmpdir(), 'authentic-fresh-'));
    dataDir = path.join(tree, 'data');
    const copy = (part) => cp(path.join(root, part), path.join(tree, part), { recursive: true });
    await Promise.all(
      [
        'scripts/moderator.mjs',
        'scripts/server-command.mjs',
        'tsconfig.base.json',
        'packages/core/package.json',
        'packages/core/tsconfig.json',
        'packages/core/src',
        'apps/server/package.json',
        'apps/server/tsconfig.json',
        'apps/server/src',
      ].map(copy),
    );
    // The installed packages, but the workspaces are this tree's own (as npm links them).
    await mkdir(path.join(tree, 'node_modules/@authentic'), { recursive: true });
    for (const name of await readdir(path.join(root, 'node_modules'))) {
      if (name === '@authentic') continue;
      await symlink(path.join(root, 'node_modules', name), path.join(tree, 'node_modules', name));
    }
    await symlink(path.join(tree, 'packages/core'), path.join(tree, 'node_modules/@authentic/core'));
    await symlink(path.join(tree, 'apps/server'), path.join(tree, 'node_modules/@authentic/server'));
    await symlink(path.join(root, 'apps/server/node_modules'), path.join(tree, 'apps/server/node_modules'));
  });
  afterAll(() => rm(tree, { recursive: true, force: true }));

  const run = (args, env = {}) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(tree, 'scripts/moderator.mjs'), ...args], {
        cwd: tree,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '', ...env },
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      child.on('close', (code) => resolve({ code, out }));
    });

  /** What the server does at its first start: makes and migrates the database, from this tree's source. */
  const makeDatabase = (env) =>
    new Promise((resolve, reject) => {
      const script = `const { openDatabase } = await import(${JSON.stringify(path.join(tree, 'apps/server/src/db/client.ts'))});
        const d = await openDatabase(process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dataDir: ${JSON.stringify(path.join(dataDir, 'pglite'))} });
        await d.close();`;
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: tree,
          env: { ...process.env, NODE_OPTIONS: '', ...env },
          stdio: 'inherit',
        },
      );
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`making the database failed: ${code}`))));
    });

  const ADA = `insert into users (username, username_key, email, email_key, password_hash)
    values ('Ada_Lovelace', 'ada_lovelace', 'ada@example.com', 'ada@example.com', 'x')`;
  const ROLE = `select role from users where username_key = 'ada_lovelace'`;

  it('refuses an empty DATA_DIR without making a database, and a database the server holds; then grants, lists and revokes', async () => {
    const pglite = path.join(dataDir, 'pglite');
    const none = await run(['grant', 'ada_lovelace']);
    expect(none.code).toBe(1);
    expect(none.out).toContain(`No database in ${pglite}. Set DATA_DIR to the server's data folder`);
    expect(existsSync(dataDir)).toBe(false);

    await makeDatabase({});
    const db = await PGlite.create({ dataDir: pglite });
    try {
      await db.query(ADA);
    } finally {
      await db.close();
    }
    // A live process (this one) holds the database, as the server does while it runs.
    await writeFile(path.join(pglite, 'holder.pid'), `${process.pid}\n`);
    const held = await run(['grant', 'ada_lovelace']);
    expect(held.code).toBe(1);
    expect(held.out).toContain(
      `The server (process ${process.pid}) is using the database in ${pglite} and did not take the command. Stop the server`,
    );
    await rm(path.join(pglite, 'holder.pid'));

    expect(await run(['grant', 'ada_lovelace'])).toEqual({ code: 0, out: 'Ada_Lovelace is a moderator.\n' });
    expect((await run(['list'])).out).toMatch(/^Ada_Lovelace \([0-9a-f-]{36}\)\n$/);
    expect(await run(['revoke', 'ada_lovelace'])).toEqual({ code: 0, out: 'Ada_Lovelace is no longer a moderator.\n' });
    const check = await PGlite.create({ dataDir: pglite });
    try {
      expect((await check.query(ROLE)).rows).toEqual([{ role: 'player' }]);
    } finally {
      await check.close();
    }
  });

  // The server keeps its connections open the whole time; the command runs beside them.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'grants and revokes on PostgreSQL while another client holds connections',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `moderator_cli_${process.pid}`;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const server = new pg.Client({ connectionString: url.href });
      try {
        await makeDatabase({ DATABASE_URL: url.href });
        await server.connect();
        await server.query(ADA);
        expect(await run(['grant', 'ada_lovelace'], { DATABASE_URL: url.href })).toEqual({
          code: 0,
          out: 'Ada_Lovelace is a moderator.\n',
        });
        expect((await server.query(ROLE)).rows).toEqual([{ role: 'moderator' }]);
        expect((await run(['revoke', 'ada_lovelace'], { DATABASE_URL: url.href })).code).toBe(0);
        expect((await server.query(ROLE)).rows).toEqual([{ role: 'player' }]);
      } finally {
        await server.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
