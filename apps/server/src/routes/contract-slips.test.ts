import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, AUTH_MESSAGES, PROFILE_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { as, multipartBody, PNG } from './artifacts/test-kit.js';
import { AVATAR_MAX_BYTES } from './users/index.js';

/** Small places where an answer said something other than the contract. */
describe('contract slips', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  beforeAll(async () => {
    t = await createTestApp();
    player = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  it('answers a malformed refresh token with exactly the spec message', async () => {
    for (const payload of [{ refreshToken: 'short' }, {}, { refreshToken: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidRefreshFormat });
    }
  });

  it('saves a quote that names only its source, with the source as its author', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${player.user.id}`,
      headers: as(player.token),
      payload: { savedQuotes: [{ text: 'Words.', source: 'An old book', timestamp: '2026-01-01T00:00:00Z' }] },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ character: { savedQuotes: { author: string; source?: string }[] } }>().character;
    expect(saved.savedQuotes[0]).toMatchObject({ author: 'An old book', source: 'An old book' });
    const neither = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${player.user.id}`,
      headers: as(player.token),
      payload: { savedQuotes: [{ text: 'Words.', timestamp: '2026-01-01T00:00:00Z' }] },
    });
    expect(neither.statusCode).toBe(400);
  });

  it("compares the owner's id without regard to case", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${player.user.id.toUpperCase()}`,
      headers: as(player.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().character.id).toBe(player.user.id);
  });

  const avatarUpload = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...as(player.token), 'content-type': contentType },
      payload,
    });

  it("answers an oversized avatar in the avatar's own words", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1)]);
    const form = multipartBody({}, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: big }]);
    const res = await avatarUpload(form.payload, form.contentType);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: PROFILE_MESSAGES.avatarOverLimit });
  });

  it('says a multipart upload was cut short, for an avatar and an artifact icon', async () => {
    const file = { filename: 'me.png', contentType: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(4096)]) };
    const avatar = multipartBody({}, [{ field: 'avatar', ...file }]);
    const cut = await avatarUpload(avatar.payload.subarray(0, 300), avatar.contentType);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ success: false, message: API_MESSAGES.uploadTruncated });
    const icon = multipartBody({ name: 'Lamp', description: 'ok' }, [{ field: 'image', ...file }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/artifacts',
      headers: { ...as(player.token), 'content-type': icon.contentType },
      payload: icon.payload.subarray(0, 400),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: API_MESSAGES.uploadTruncated });
  });
});
