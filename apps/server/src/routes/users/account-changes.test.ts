import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, FRIEND_MESSAGES, PROFILE_API } from '@authentic/core';
import { outboxDir } from '../../plugins/mailer.js';
import { retiredUsernames } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newPlayer, registerPlayer } from '../../test/users.js';

/** Issue 22 §3: what an e-mail or username change does to the ways back into an account. */
describe('account changes: reset links and retired usernames', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-account-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: PROFILE_API.profile, headers: bearer(token), payload });
  const login = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  /** The reset token of the last mail sent to `email`. */
  async function mailedResetToken(email: string): Promise<string> {
    return vi.waitFor(async () => {
      const dir = outboxDir(dataDir);
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
      const token = mails
        .filter((mail) => mail.includes(`To: ${email}`))
        .map((mail) => /reset-password\?token=([\w-]+)/.exec(mail)?.[1])
        .at(-1);
      expect(token).toBeDefined();
      return token!;
    });
  }

  it('an e-mail change makes a reset link mailed before it useless', async () => {
    const player = await registerPlayer(t.app);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: player.user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const link = await mailedResetToken(player.user.email!);

    const newEmail = `moved_${player.user.email}`;
    const changed = await update(player.token, { email: newEmail, currentPassword: player.password });
    expect(changed.statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, password: 'attackers-secret' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
    expect((await login(newEmail, 'attackers-secret')).statusCode).toBe(401);
    expect((await login(newEmail, player.password)).statusCode).toBe(200);
  });

  it('a name given up by a rename cannot be registered or taken by someone else for a while', async () => {
    const alice = await registerPlayer(t.app);
    const oldName = alice.user.username;
    const renamed = await update(alice.token, { username: `${oldName}_b`, currentPassword: alice.password });
    expect(renamed.statusCode).toBe(200);

    // Whatever the case, the old name is not free for a newcomer...
    const taken = await register(newPlayer({ username: oldName.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.usernameTaken });
    // ...nor for an existing player's rename.
    const mallory = await registerPlayer(t.app);
    const grab = await update(mallory.token, { username: oldName, currentPassword: mallory.password });
    expect(grab.statusCode).toBe(409);
    expect(grab.json()).toEqual({ success: false, message: AUTH_MESSAGES.usernameTaken });

    // A friend request to the old name finds nobody, never the wrong person.
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: bearer(mallory.token),
      payload: { username: oldName },
    });
    expect(request.statusCode).toBe(404);
    expect(request.json()).toEqual({ success: false, message: FRIEND_MESSAGES.playerNotFound });
  });

  it('the player who gave a name up may take it back; after the hold anyone may have it', async () => {
    const bob = await registerPlayer(t.app);
    const oldName = bob.user.username;
    expect((await update(bob.token, { username: `${oldName}_x`, currentPassword: bob.password })).statusCode).toBe(200);
    const back = await update(bob.token, { username: oldName, currentPassword: bob.password });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.username).toBe(oldName);
    // Taking it back frees nothing else: the name in between is now held for bob.
    expect((await register(newPlayer({ username: `${oldName}_x` }))).statusCode).toBe(409);

    // The hold ends: the name is anyone's again.
    await t.database.db
      .update(retiredUsernames)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(retiredUsernames.usernameKey, `${oldName}_x`));
    const newcomer = await register(newPlayer({ username: `${oldName}_x` }));
    expect(newcomer.statusCode).toBe(201);
  });
});
