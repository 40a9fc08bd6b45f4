import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_MESSAGES,
  PROFILE_API,
  profileUpdateResponseSchema,
  type AuthResponse,
} from '@authentic/core';
import { createPasswordReset } from '../../db/sessions-repository.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

describe('sessions end when the password changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/who', { onRequest: app.optionalAuth }, async (request) => ({ user: request.user ?? null }));
      },
    });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const who = (token: string) => t.app.inject({ method: 'GET', url: '/api/test/who', headers: bearer(token) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const login = async (identifier: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
    return { status: res.statusCode, body: res.json<AuthResponse>() };
  };
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });

  it('ends every other session at once and gives the changing device a new one', async () => {
    const player = await registerPlayer(t.app);
    const laptop = (await login(player.user.username, player.password)).body;
    expect((await me(player.token)).statusCode).toBe(200);
    expect((await me(laptop.token)).statusCode).toBe(200);

    const res = await changePassword(laptop.token, player.password, 'a-fresh-secret');
    expect(res.statusCode).toBe(200);
    const body = profileUpdateResponseSchema.parse(res.json());
    expect(body.message).toBe(ACCOUNT_SETTINGS_MESSAGES.passwordChanged);
    expect(body.user).toEqual(player.user);
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));

    // Right after: the other device's access token and the changing device's old one are refused.
    for (const token of [player.token, laptop.token]) {
      const stale = await me(token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
      expect((await who(token)).json()).toEqual({ user: null });
    }
    // Their refresh tokens are revoked.
    for (const token of [player.refreshToken, laptop.refreshToken]) {
      const stale = await refresh(token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidRefreshToken });
    }
    // The new ones work, and keep working after a refresh.
    expect((await me(body.token!)).statusCode).toBe(200);
    const renewed = await refresh(body.refreshToken!);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<{ token: string }>().token)).statusCode).toBe(200);

    expect((await login(player.user.username, player.password)).status).toBe(401);
    const fresh = await login(player.user.username, 'a-fresh-secret');
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).statusCode).toBe(200);
  });

  it('leaves nothing usable to a refresh racing the password change', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await registerPlayer(t.app);
      const laptop = (await login(player.user.username, player.password)).body;
      const [changed, raced] = await Promise.all([
        changePassword(laptop.token, player.password, 'a-fresh-secret'),
        refresh(player.refreshToken),
      ]);
      expect(changed.statusCode).toBe(200);
      if (raced.statusCode === 200) {
        const won = raced.json<{ token: string; refreshToken: string }>();
        expect((await me(won.token)).statusCode, `round ${round}`).toBe(401);
        expect((await refresh(won.refreshToken)).statusCode, `round ${round}`).toBe(401);
      } else {
        expect(raced.statusCode).toBe(401);
      }
    }
  });

  it('leaves sessions alone when only the username or e-mail changes', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: bearer(player.token),
      payload: { email: `other_${player.user.email}`, currentPassword: player.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect((await me(player.token)).statusCode).toBe(200);
    expect((await refresh(player.refreshToken)).statusCode).toBe(200);
  });

  it('makes reset links mailed before the change useless', async () => {
    const player = await registerPlayer(t.app);
    const link = await createPasswordReset(t.database.db, player.user.id, 60 * 60 * 1000, new Date());
    expect((await changePassword(player.token, player.password, 'a-fresh-secret')).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, password: 'attackers-secret' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetLinkInvalid });
    expect((await login(player.user.username, 'a-fresh-secret')).status).toBe(200);
  });

  it('ends every session after a password reset too, and the other outstanding links', async () => {
    const player = await registerPlayer(t.app);
    const [first, second] = [
      await createPasswordReset(t.database.db, player.user.id, 60 * 60 * 1000, new Date()),
      await createPasswordReset(t.database.db, player.user.id, 60 * 60 * 1000, new Date()),
    ];
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    expect((await reset(first, 'reset-secret')).statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
    expect((await reset(second, 'another-secret')).statusCode).toBe(400);
    expect((await login(player.user.username, 'reset-secret')).status).toBe(200);
  });

  it('refuses a validly signed token of no account with 401, never 500', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '']) {
      const { token } = await t.app.tokens.signAccess({ id, username: 'ghost', sessionVersion: 0 });
      const res = await me(token);
      expect(res.statusCode, id).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
      expect((await who(token)).json()).toEqual({ user: null });
    }
  });

  it('refuses a token of another session version', async () => {
    const player = await registerPlayer(t.app);
    const { id, username } = player.user;
    const { token } = await t.app.tokens.signAccess({ id, username, sessionVersion: 1 });
    expect((await me(token)).statusCode).toBe(401);
    const current = await t.app.tokens.signAccess({ id, username, sessionVersion: 0 });
    expect((await me(current.token)).statusCode).toBe(200);
  });

  it('signing out everywhere ends every session at once, this one included; the password still works', async () => {
    const player = await registerPlayer(t.app);
    const laptop = await login(player.user.username, player.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(player.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.loggedOutEverywhere });
    for (const token of [player.token, laptop.body.token]) expect((await me(token)).statusCode).toBe(401);
    for (const token of [player.refreshToken, laptop.body.refreshToken])
      expect((await refresh(token)).statusCode).toBe(401);
    const again = await login(player.user.username, player.password);
    expect(again.status).toBe(200);
    expect((await me(again.body.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });
});
