import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

/**
 * Issue 33 item 17: `npm run moderator` on a tree as a fresh clone has it after `npm start` — no
 * build of core (npm start bundles the server and never writes packages/core/dist) and no server
 * bundle: the command runs the TypeScript source (decision 0264).
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

  const run = (args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(tree, 'scripts/moderator.mjs'), ...args], {
        cwd: tree,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('makes its database, then grants the role to an existing account', async () => {
    expect(await run(['grant', 'ada_lovelace'])).toEqual({
      code: 1,
      out: 'No account with the username ada_lovelace.\n',
    });
    // The account, as registration writes it (the command made and migrated the database above).
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await db.query(
        `insert into users (username, username_key, email, email_key, password_hash)
         values ('Ada_Lovelace', 'ada_lovelace', 'ada@example.com', 'ada@example.com', 'x')`,
      );
    } finally {
      await db.close();
    }
    expect(await run(['grant', 'ada_lovelace'])).toEqual({ code: 0, out: 'Ada_Lovelace is a moderator.\n' });
    const check = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect((await check.query(`select role from users where username_key = 'ada_lovelace'`)).rows).toEqual([
        { role: 'moderator' },
      ]);
    } finally {
      await check.close();
    }
  });
});
