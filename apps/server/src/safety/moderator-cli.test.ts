import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationActions } from '../db/schema.js';
import { serverRoot } from '../paths.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { MODERATOR_USAGE, runModeratorCommand } from './moderator-cli.js';

describe('npm run moderator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants, lists and revokes the role by username, logging each change once', async () => {
    const db = t.database.db;
    const p = await registerPlayer(t.app);
    expect(await runModeratorCommand(db, ['list'])).toEqual({ code: 0, lines: ['No moderators.'] });
    expect(await runModeratorCommand(db, ['grant', p.user.username.toUpperCase()])).toEqual({
      code: 0,
      lines: [`${p.user.username} is a moderator.`],
    });
    expect((await runModeratorCommand(db, ['grant', p.user.username])).lines).toEqual([
      `${p.user.username} is a moderator already.`,
    ]);
    expect(await runModeratorCommand(db, ['list'])).toEqual({ code: 0, lines: [`${p.user.username} (${p.user.id})`] });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${p.token}` } });
    expect(me.json().user.role).toBe('moderator');
    expect((await runModeratorCommand(db, ['revoke', p.user.username])).lines).toEqual([
      `${p.user.username} is no longer a moderator.`,
    ]);
    const log = await db.select().from(moderationActions).orderBy(desc(moderationActions.createdAt));
    expect(log.map((row) => [row.action, row.targetId, row.moderatorId])).toEqual([
      ['revokeModerator', p.user.id, null],
      ['grantModerator', p.user.id, null],
    ]);
  });

  it('answers unknown names and bad commands with a non-zero code', async () => {
    const db = t.database.db;
    expect(await runModeratorCommand(db, ['grant', 'no_such_player_here'])).toEqual({
      code: 1,
      lines: ['No account with the username no_such_player_here.'],
    });
    for (const args of [[], ['promote', 'x'], ['grant'], ['list', 'x'], ['grant', 'a', 'b']]) {
      expect(await runModeratorCommand(db, args)).toEqual({ code: 2, lines: [MODERATOR_USAGE] });
    }
  });

  it('runs as a script on the embedded database under DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-moderator-'));
    try {
      const root = path.resolve(serverRoot, '../..');
      const run = (args: string[]) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, [path.join(root, 'scripts/moderator.mjs'), ...args], {
            cwd: root,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          });
          let out = '';
          child.stdout.on('data', (chunk) => (out += chunk));
          child.stderr.on('data', (chunk) => (out += chunk));
          child.on('close', (code) => resolve({ code, out }));
        });
      expect(await run(['list'])).toEqual({ code: 0, out: 'No moderators.\n' });
      expect(await run(['grant', 'nobody_here'])).toEqual({
        code: 1,
        out: 'No account with the username nobody_here.\n',
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
