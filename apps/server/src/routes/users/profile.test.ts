import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  API_MESSAGES,
  AUTH_MESSAGES,
  PROFILE_API,
  PROFILE_MESSAGES,
  profileUpdateResponseSchema,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newPlayer, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('PUT /api/users/me: account settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const update = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  const login = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const freshName = () => newPlayer().username.replace('player_', 'renamed_');

  it('answers 401 when signed out', async () => {
    const res = await update(undefined, { username: freshName() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('answers 400 when nothing would change', async () => {
    const player = await registerPlayer(t.app);
    for (const payload of [
      {},
      { username: player.user.username },
      { email: player.user.email, currentPassword: player.password },
      { newPassword: '', currentPassword: '' },
    ]) {
      const res = await update(player.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.nothingToChange });
    }
  });

  it('changes the username with the current password; the new name logs in, the old one no longer does', async () => {
    const player = await registerPlayer(t.app);
    const username = freshName();
    // A stolen access token alone cannot rename the account (decision 0234).
    const missing = await update(player.token, { username });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount });
    const wrong = await update(player.token, { username, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong });
    expect((await me(player.token)).json().user.username).toBe(player.user.username);

    const res = await update(player.token, { username, currentPassword: player.password });
    expect(res.statusCode).toBe(200);
    const body = profileUpdateResponseSchema.parse(res.json());
    expect(body.message).toBe(PROFILE_MESSAGES.profileUpdated);
    expect(body.user).toMatchObject({ id: player.user.id, username, email: player.user.email });
    expect(body.token).toBeUndefined();

    expect((await login(username.toUpperCase(), player.password)).statusCode).toBe(200);
    expect((await login(player.user.username, player.password)).statusCode).toBe(401);
    // The same session goes on, under the new name.
    const after = await me(player.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.username).toBe(username);
  });

  it('refuses a username or e-mail someone else has, whatever the case, with 409', async () => {
    const [player, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const name = await update(player.token, {
      username: other.user.username.toUpperCase(),
      currentPassword: player.password,
    });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ success: false, message: AUTH_MESSAGES.usernameTaken });
    const email = await update(player.token, {
      email: other.user.email!.toUpperCase(),
      currentPassword: player.password,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
    // A change of case of one's own name is not a conflict.
    const own = await update(player.token, { username: player.user.username.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.username).toBe(player.user.username.toUpperCase());
  });

  it('checks a new username by the register rules', async () => {
    const player = await registerPlayer(t.app);
    const res = await update(player.token, { username: 'no spaces!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(AUTH_MESSAGES.usernameCharacters);
  });

  it('changes the e-mail only with the right current password', async () => {
    const player = await registerPlayer(t.app);
    const email = `new_${player.user.username}@example.org`;
    const missing = await update(player.token, { email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordForAccount });
    const wrong = await update(player.token, { email, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong });
    expect((await me(player.token)).json().user.email).toBe(player.user.email);

    const res = await update(player.token, { email, currentPassword: player.password });
    expect(res.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(res.json())).toMatchObject({
      message: PROFILE_MESSAGES.profileUpdated,
      user: { email },
    });
    expect((await login(email, player.password)).statusCode).toBe(200);
    expect((await login(player.user.email!, player.password)).statusCode).toBe(401);
  });

  it('needs the current password for a new password', async () => {
    const player = await registerPlayer(t.app);
    const missing = await update(player.token, { newPassword: 'another-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired);
    const wrong = await update(player.token, { newPassword: 'another-secret', currentPassword: 'wrong-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong });
    expect((await login(player.user.username, player.password)).statusCode).toBe(200);
  });

  const weakPasswords: Array<[string, (username: string) => string, string]> = [
    ['too short', () => '12345', AUTH_MESSAGES.passwordTooShort],
    ['the resulting username', (name) => name.toUpperCase(), AUTH_MESSAGES.passwordIsUsername],
  ];
  it.each(weakPasswords)('refuses a new password that is %s, with the rules', async (_label, password, message) => {
    const player = await registerPlayer(t.app);
    const username = freshName();
    const res = await update(player.token, {
      username,
      newPassword: password(username),
      currentPassword: player.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, passwordRequirements: AUTH_MESSAGES.passwordRequirements });
    // Nothing of the request was applied.
    expect((await me(player.token)).json().user.username).toBe(player.user.username);
  });

  it('ignores every field a player may not set (mass assignment)', async () => {
    const [player, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const username = freshName();
    const res = await update(player.token, {
      username,
      currentPassword: player.password,
      id: other.user.id,
      _id: other.user.id,
      userId: other.user.id,
      experience: 99_999,
      isAdmin: true,
      role: 'moderator',
      sessionVersion: 42,
      passwordHash: 'x',
      password: 'hijacked-password',
      avatar: 'https://evil.example/a.png',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const { user } = profileUpdateResponseSchema.parse(res.json());
    expect(user).toEqual({ ...player.user, username });
    // The owner sees their role (safety, issue 23); it is set only by `npm run moderator`.
    expect(user.role).toBe('player');
    expect(res.body).not.toMatch(/isAdmin|sessionVersion|passwordHash/);
    expect((await login(username, player.password)).statusCode).toBe(200);
    expect((await login(username, 'hijacked-password')).statusCode).toBe(401);
    expect((await me(other.token)).json().user).toEqual(other.user);
    expect((await me(player.token)).statusCode).toBe(200);
  });

  it('never answers 500 for odd bodies', async () => {
    const player = await registerPlayer(t.app);
    for (const payload of [
      { username: 42 },
      { email: ['a@b.c'] },
      { newPassword: { length: 10 }, currentPassword: player.password },
      { username: 'x'.repeat(500) },
      { currentPassword: 'y'.repeat(5000), newPassword: 'z'.repeat(10) },
    ]) {
      const res = await update(player.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: API_MESSAGES.malformedJson });
  });
});

describe('PUT /api/users/me: guessing the current password is limited per player', () => {
  let t: TestApp;
  let player: Player;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IDENTIFIER: '3' } });
    player = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  it('answers 429 after too many checks, even with the right password; others are not affected', async () => {
    const attempt = (token: string, currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: PROFILE_API.profile,
        headers: { authorization: `Bearer ${token}` },
        payload: { newPassword: 'another-secret', currentPassword },
      });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await attempt(player.token, `guess-${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const limited = await attempt(player.token, player.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await registerPlayer(t.app);
    expect((await attempt(other.token, other.password)).statusCode).toBe(200);
  });
});
