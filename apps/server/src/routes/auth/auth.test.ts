import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authResponseSchema } from '@authentic/core';
import type {} from '../../plugins/auth.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newPlayer, registerPlayer } from '../../test/users.js';

describe('auth: register and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a player and signs them in', async () => {
    const player = newPlayer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: player });
    expect(res.statusCode).toBe(201);
    const body = authResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ username: player.username, email: player.email, experience: 0 });
    expect(body.user.id).toBe(body.user._id);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(40);
    const header = JSON.parse(Buffer.from(body.token.split('.')[0]!, 'base64url').toString()) as { typ: string };
    expect(header.typ).toBe('at+jwt');
  });

  it('never sends the password hash', async () => {
    const player = newPlayer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: player });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: player.username, username: player.username, password: player.password },
    });
    expect(login.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('keeps usernames and e-mails unique regardless of case', async () => {
    const first = await registerPlayer(t.app);
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer({ username: first.user.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ success: false, message: AUTH_MESSAGES.usernameTaken });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer({ email: first.user.email!.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    ['a short password', { password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    ['the username as password', { username: 'samecase', password: 'SameCase' }, AUTH_MESSAGES.passwordIsUsername],
  ])('rejects %s and sends the password requirements', async (_label, overrides, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPlayer(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message,
      passwordRequirements: AUTH_MESSAGES.passwordRequirements,
    });
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username: Username must be at least 3 characters long'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email: Please enter a valid e-mail address'],
  ])('rejects %s, naming the field', async (_label, overrides, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPlayer(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('logs in by username or e-mail, in any case, with identifier or username', async () => {
    const player = await registerPlayer(t.app);
    const payloads = [
      { identifier: player.user.username, username: player.user.username, password: player.password },
      { identifier: player.user.email!.toUpperCase(), password: player.password },
      { username: player.user.username.toUpperCase(), password: player.password },
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(authResponseSchema.parse(res.json()).user.username).toBe(player.user.username);
    }
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const player = await registerPlayer(t.app);
    for (const payload of [
      { identifier: player.user.username, password: 'wrong-password' },
      { identifier: 'nobody_here', password: 'whatever1' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('names the password rules when a login password breaks them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'ada', password: '123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.invalidCredentials,
      passwordRequirements: AUTH_MESSAGES.passwordRequirements,
    });
  });

  it('answers GET /me with the signed-in player only', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: player.user });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('requires an identifier and a password', async () => {
    const noName = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain(AUTH_MESSAGES.usernameRequired);
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'ada' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toContain(AUTH_MESSAGES.passwordRequired);
  });
});

describe('auth: tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/me', { preHandler: app.authenticate }, async (request) => ({ user: request.user }));
      },
    });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/test/me', headers: { authorization: `Bearer ${token}` } });

  it('accepts the access token as a bearer', async () => {
    const player = await registerPlayer(t.app);
    const res = await me(player.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: player.user.id, username: player.user.username } });
  });

  it('never accepts a refresh token, a forged or a missing token as a bearer', async () => {
    const player = await registerPlayer(t.app);
    for (const token of [player.refreshToken, `${player.token.slice(0, -4)}AAAA`, 'nonsense']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/test/me' })).statusCode).toBe(401);
  });

  it('rejects a refresh token under 10 characters', async () => {
    for (const value of ['short', undefined]) {
      const res = await refresh(value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(AUTH_MESSAGES.invalidRefreshFormat);
    }
  });

  it('rotates the refresh token and gives a working access token', async () => {
    const player = await registerPlayer(t.app);
    const res = await refresh(player.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; token: string; refreshToken: string; message: string }>();
    expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.tokenRefreshed });
    expect(body.refreshToken).not.toBe(player.refreshToken);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const player = await registerPlayer(t.app);
    const next = (await refresh(player.refreshToken)).json<{ refreshToken: string }>().refreshToken;
    const replay = await refresh(player.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidRefreshToken });
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const player = await registerPlayer(t.app);
    const codes = (await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)])).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    expect(codes).toContain(401);
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const player = await registerPlayer(t.app);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 minute'`);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the session and never fails', async () => {
    const player = await registerPlayer(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: player.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
    for (const payload of [{ refreshToken: 'not-a-real-token-at-all' }, {}, undefined]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('auth: expired access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ACCESS_TOKEN_TTL_SECONDS: '5' },
      beforeReady: (app) => {
        app.get('/api/test/me', { preHandler: app.authenticate }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('stops accepting an access token once its lifetime is over', async () => {
    const player = await registerPlayer(t.app);
    const headers = { authorization: `Bearer ${player.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/test/me', headers })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect((await t.app.inject({ method: 'GET', url: '/api/test/me', headers })).statusCode).toBe(401);
  }, 15_000);
});
