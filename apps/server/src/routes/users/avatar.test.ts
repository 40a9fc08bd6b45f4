import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----authentic-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('POST /api/users/me/avatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (token: string | null, field: string, filename: string, type: string, bytes: Buffer) => {
    const body = multipart(field, filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  };

  it('stores an image and serves it back with its real type', async () => {
    const player = await registerPlayer(t.app);
    const res = await upload(player.token, 'avatar', 'me.jpg', 'image/jpeg', PNG);
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    expect(avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(me.json().user.avatar).toBe(avatar);
  });

  it('replaces the old avatar file', async () => {
    const player = await registerPlayer(t.app);
    const first = (await upload(player.token, 'avatar', 'a.png', 'image/png', PNG)).json<{ avatar: string }>().avatar;
    const second = (await upload(player.token, 'avatar', 'b.png', 'image/png', PNG)).json<{ avatar: string }>().avatar;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('decides the type from the bytes, not the name or header', async () => {
    const player = await registerPlayer(t.app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(player.token, 'avatar', 'evil.png', 'image/png', html);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageOnly });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(player.token, 'avatar', 'a.svg', 'image/svg+xml', svg)).statusCode).toBe(400);
  });

  it('refuses a file over 5 MB, a missing file and a signed-out caller', async () => {
    const player = await registerPlayer(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(player.token, 'avatar', 'big.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, message: 'File size should be less than 5MB' });
    const wrongField = await upload(player.token, 'picture', 'a.png', 'image/png', PNG);
    expect(wrongField.json()).toEqual({ success: false, message: PROFILE_MESSAGES.fileRequired });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { authorization: `Bearer ${player.token}` },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(null, 'avatar', 'a.png', 'image/png', PNG)).statusCode).toBe(401);
  });

  it('answers a malformed form with 400, as the artifact routes do, never 500', async () => {
    const player = await registerPlayer(t.app);
    const broken: Array<[string, string]> = [
      ['multipart/form-data; boundary=----x', 'abc'],
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="avatar"'],
    ];
    for (const [contentType, payload] of broken) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: { 'content-type': contentType, authorization: `Bearer ${player.token}` },
        payload,
      });
      expect(res.statusCode, `${contentType} ${payload}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('never serves a path outside the uploads folder', async () => {
    for (const url of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/nothing.png', '/uploads/.env']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
