import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, HTTP_MESSAGES, PROFILE_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = '----authentic-character-form';
  const chunks = parts.flatMap(({ name, value, filename }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const quote = { text: 'The only way out is through.', author: 'Robert Frost', timestamp: '2026-03-01T10:00:00.000Z' };

describe('PUT /api/users/{id} as a multipart form (spec 01 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (player: { token: string; user: { id: string } }, parts: Part[], id = player.user.id) => {
    const body = form(parts);
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${player.token}` },
      payload: body.payload,
    });
  };

  it('takes the avatar file and the other fields as JSON text, and answers the character with both', async () => {
    const player = await registerPlayer(t.app);
    const res = await put(player, [
      { name: 'savedQuotes', value: JSON.stringify([quote]) },
      { name: 'avatar', value: PNG, filename: 'me.png' },
    ]);
    expect(res.statusCode).toBe(200);
    const { character } = res.json<{ character: { avatar: string; savedQuotes: unknown[] } }>();
    expect(character.avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(character.savedQuotes).toEqual([quote]);
    const served = await t.app.inject({ method: 'GET', url: character.avatar });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${player.user.id}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(read.json().character).toMatchObject({ avatar: character.avatar, savedQuotes: [quote] });
  });

  it('replaces an earlier avatar, and a form with only the file keeps the quotes', async () => {
    const player = await registerPlayer(t.app);
    const first = (await put(player, [{ name: 'savedQuotes', value: JSON.stringify([quote]) }])).json();
    expect(first.character).toMatchObject({ avatar: null, savedQuotes: [quote] });
    const one = (await put(player, [{ name: 'avatar', value: PNG, filename: 'a.png' }])).json().character.avatar;
    const two = await put(player, [{ name: 'avatar', value: PNG, filename: 'b.png' }]);
    expect(two.json().character).toMatchObject({ savedQuotes: [quote] });
    expect(two.json().character.avatar).not.toBe(one);
    expect((await t.app.inject({ method: 'GET', url: one })).statusCode).toBe(404);
  });

  it('validates the fields with the same schema as the JSON body, and changes nothing when refused', async () => {
    const player = await registerPlayer(t.app);
    const notJson = await put(player, [
      { name: 'savedQuotes', value: '[{"text": ' },
      { name: 'avatar', value: PNG, filename: 'a.png' },
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(`savedQuotes: ${API_MESSAGES.malformedJson}`);
    const wrongShape = await put(player, [{ name: 'savedQuotes', value: JSON.stringify([{ author: 'Nobody' }]) }]);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).toMatch(/^savedQuotes\.0\.text: /);
    const nul = await put(player, [{ name: 'savedQuotes', value: JSON.stringify([{ ...quote, text: 'a\u0000b' }]) }]);
    expect(nul.statusCode).toBe(400);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(me.json().user.avatar).toBeNull();
  });

  it('refuses a file that is no image, one over 5 MB, and another player’s id', async () => {
    const player = await registerPlayer(t.app);
    const html = await put(player, [{ name: 'avatar', value: Buffer.from('<html></html>'), filename: 'a.png' }]);
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageOnly });
    const big = await put(player, [
      { name: 'avatar', value: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.png' },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: PROFILE_MESSAGES.avatarOverLimit });
    const other = await registerPlayer(t.app);
    const theirs = await put(player, [{ name: 'avatar', value: PNG, filename: 'a.png' }], other.user.id);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ success: false, message: HTTP_MESSAGES.forbidden });
  });

  it('still takes the JSON body, and answers a broken form with 400', async () => {
    const player = await registerPlayer(t.app);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${player.user.id}`,
      headers: { authorization: `Bearer ${player.token}` },
      payload: { savedQuotes: [quote] },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().character.savedQuotes).toEqual([quote]);
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${player.user.id}`,
      headers: { 'content-type': 'multipart/form-data; boundary=----x', authorization: `Bearer ${player.token}` },
      payload: 'abc',
    });
    expect(broken.statusCode).toBe(400);
  });
});
