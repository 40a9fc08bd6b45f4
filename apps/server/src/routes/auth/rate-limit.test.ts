import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, API_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

describe('auth: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IDENTIFIER: '3', AUTH_RATE_LIMIT_IP: '6' } });
  });
  afterAll(() => t.close());

  const login = (identifier: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { identifier, password: 'wrong-password' },
    });

  it('limits attempts per identifier, across addresses', async () => {
    const player = await registerPlayer(t.app);
    const codes = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      codes.push((await login(player.user.username, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await login(player.user.username.toUpperCase(), '10.0.0.5');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
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
