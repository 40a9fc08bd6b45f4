import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationActions } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { MODERATOR_USAGE, runModeratorCommand } from './moderator-cli.js';

// The command itself, run as `npm run moderator` runs it on a tree with nothing built: scripts/moderator.test.mjs.
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
});
