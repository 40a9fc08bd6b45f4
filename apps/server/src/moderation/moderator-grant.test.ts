import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_API, SAFETY_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';
import { callerOf, registerPlayer } from '../test/users.js';
import { runModeratorCommand } from './moderator-cli.js';

/** Issue 33 item 17: a grant reaches a player already signed in, with the token they hold. */
describe('a moderator granted while signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the queue and is a moderator in /me at once, without signing in again; a revoke ends it as fast', async () => {
    const call = callerOf(t.app);
    const player = await registerPlayer(t.app);
    const queue = () => call('GET', SAFETY_API.moderationReports, player.token);
    const refused = await queue();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: SAFETY_MESSAGES.notModerator });

    expect((await runModeratorCommand(t.database.db, ['grant', player.user.username])).code).toBe(0);
    expect((await queue()).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', player.token)).json()).toMatchObject({ user: { role: 'moderator' } });

    expect((await runModeratorCommand(t.database.db, ['revoke', player.user.username])).code).toBe(0);
    expect((await queue()).statusCode).toBe(403);
  });
});
