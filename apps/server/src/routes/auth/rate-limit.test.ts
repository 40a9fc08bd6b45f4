import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, API_MESSAGES, formatMessage } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

describe('auth: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_IDENTIFIER: '3',
        AUTH_RATE_LIMIT_ACCOUNT: '5',
        AUTH_RATE_LIMIT_IP: '6',
        AUTH_RATE_LIMIT_REFRESH: '3',
      },
    });
  });
  afterAll(() => t.close());

  const login = (identifier: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { identifier, password: 'wrong-password' },
    });

  it('limits attempts per account from one address, and says when to retry', async () => {
    const player = await registerPlayer(t.app);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await login(player.user.username, '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await login(player.user.username.toUpperCase(), '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: formatMessage(API_MESSAGES.retryAfter, { seconds }) });
  });

  it("does not let a stranger's flood keep the owner out, up to the account's own cap", async () => {
    const player = await registerPlayer(t.app);
    for (let i = 0; i < 4; i += 1) await login(player.user.username, '10.6.6.6');
    expect((await login(player.user.username, '10.6.6.6')).statusCode).toBe(429);
    // The owner, from their own address, still gets to try (and to sign in).
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.7.7.7',
      payload: { identifier: player.user.username, password: player.password },
    });
    expect(owner.statusCode).toBe(200);
    // Many addresses together hit the account's cap.
    const codes = [];
    for (const ip of ['10.8.0.1', '10.8.0.2', '10.8.0.3'])
      codes.push((await login(player.user.username, ip)).statusCode);
    expect(codes).toContain(429);
  });

  it('counts an account’s username and e-mail together, whatever the case and spaces', async () => {
    const player = await registerPlayer(t.app);
    const { username, email } = player.user;
    const ip = '10.4.4.4';
    const codes = [];
    for (const identifier of [username, email, `  ${username.toUpperCase()} `])
      codes.push((await login(identifier!, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    // Locked out by username: the e-mail, in any case, is locked out too — even with the password.
    for (const identifier of [email!.toUpperCase(), ` ${username} `]) {
      expect((await login(identifier, ip)).statusCode).toBe(429);
    }
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { identifier: email, password: player.password },
    });
    expect(withPassword.statusCode).toBe(429);
    // From another address the owner still gets in (the per-address lock is not the account's).
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.4.4.5',
      payload: { identifier: email, password: player.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limits text that names no account the same way, without telling it apart', async () => {
    const known = await registerPlayer(t.app);
    const unknown = `nobody_${Date.now().toString(36)}`;
    const answers = async (identifier: string, ip: string) => {
      const results = [];
      for (const typed of [identifier, identifier.toUpperCase(), ` ${identifier} `, identifier, identifier]) {
        const res = await login(typed, ip);
        results.push({
          status: res.statusCode,
          body: res.json<{ message: string }>(),
          wait: res.headers['retry-after'],
        });
      }
      return results;
    };
    const forUnknown = await answers(unknown, '10.5.5.1');
    const forKnown = await answers(known.user.username, '10.5.5.2');
    expect(forUnknown.map((r) => r.status)).toEqual([401, 401, 401, 429, 429]);
    // The same answers, word for word, whether or not an account is behind the name.
    expect(forUnknown.map((r) => r.status)).toEqual(forKnown.map((r) => r.status));
    expect(forUnknown.map((r) => r.body)).toEqual(forKnown.map((r) => r.body));
    expect(forUnknown.map((r) => r.wait === undefined)).toEqual(forKnown.map((r) => r.wait === undefined));
  });

  it('gives refresh its own budget per token, not the address', async () => {
    const refresh = (refreshToken: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', remoteAddress: ip, payload: { refreshToken } });
    // Bad refreshes from one office address do not stop a colleague's refresh.
    for (let i = 0; i < 10; i += 1) expect((await refresh(`not-a-token-${i}-xxxxxx`, '10.3.3.3')).statusCode).toBe(401);
    const colleague = await registerPlayer(t.app);
    expect((await refresh(colleague.refreshToken, '10.3.3.3')).statusCode).toBe(200);
    // One token replayed in a loop is stopped, with a time to retry.
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await refresh('the-same-bad-token', '10.3.3.3')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('limits attempts per address, across identifiers', async () => {
    const codes = [];
    for (let i = 0; i < 7; i += 1) codes.push((await login(`someone_${i}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 6).every((code) => code === 401)).toBe(true);
    expect(codes[6]).toBe(429);
    // Another address is not affected.
    expect((await login('someone_else', '10.9.9.10')).statusCode).toBe(401);
  });

  it('uses the spec message for a wrong password until the limit', async () => {
    const res = await login('fresh_name', '10.1.1.1');
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
  });
});
