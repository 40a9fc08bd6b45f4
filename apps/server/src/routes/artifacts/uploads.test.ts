import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_API_MESSAGES, ARTIFACT_MESSAGES, artifactResponseSchema } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact, multipartBody, PNG, type FilePart } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const MB = 1024 * 1024;

describe('artifacts with files (multipart)', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    fields: Record<string, string>,
    files: FilePart[],
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method,
      url,
      headers: { ...as(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const create = (fields: Record<string, string>, files: FilePart[] = [], token = owner.token) =>
    send('POST', '/api/artifacts', token, { name: 'Lamp', description: 'A brass lamp', ...fields }, files);
  const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

  it('reads the form’s text fields: location[x], location[y], location[mapName], tags and booleans', async () => {
    const res = await create({
      'location[x]': '7',
      'location[y]': '3',
      'location[mapName]': 'overworld2',
      tags: 'light, brass,,old',
      isExclusive: 'false',
      visibility: 'public',
      theme: '',
      exp: '999',
      creator: other.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(artifactResponseSchema.parse(res.json()).artifact).toMatchObject({
      location: { x: 7, y: 3, mapName: 'overworld2' },
      tags: ['light', 'brass', 'old'],
      isExclusive: false,
      exp: 10,
      creator: { id: owner.user.id },
    });
    const bad = await create({ 'location[x]': 'seven', 'location[y]': '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('location.x');
  });

  it('stores a PNG icon named .exe as a PNG and serves it as image/png', async () => {
    const res = await create({}, [
      { field: 'image', filename: 'icon.exe', contentType: 'application/x-msdownload', bytes: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().artifact.image as string;
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetchUpload(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an icon that is not an image, whatever it claims, and an icon of 1MB or more', async () => {
    const html = await create({}, [{ field: 'image', filename: 'icon.png', contentType: 'image/png', bytes: HTML }]);
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ success: false, message: ARTIFACT_MESSAGES.iconNotImage });
    const big = Buffer.concat([PNG, Buffer.alloc(MB)]);
    const tooBig = await create({}, [{ field: 'image', filename: 'big.png', contentType: 'image/png', bytes: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ success: false, message: ARTIFACT_MESSAGES.iconTooLarge });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/artifacts?filter=mine&limit=100',
      headers: as(owner.token),
    });
    expect(
      list.json().artifacts.every((a: { image: string | null }) => a.image === null || a.image.endsWith('.png')),
    ).toBe(true);
  });

  it('keeps an attachment’s kind from its bytes and its name without paths; SVG only as a download', async () => {
    const res = await create({}, [
      { field: 'attachment', filename: '../../etc/map<x>|.svg', contentType: 'text/plain', bytes: SVG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const artifact = res.json().artifact;
    expect(artifact).toMatchObject({ attachmentType: 'image', attachmentOriginalName: 'mapx.svg' });
    const served = await fetchUpload(artifact.attachment);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);

    const other = await create({}, [
      { field: 'attachment', filename: 'notes.html', contentType: 'image/png', bytes: HTML },
    ]);
    expect(other.json().artifact).toMatchObject({ attachmentType: 'other', attachmentOriginalName: 'notes.html' });
    const download = await fetchUpload(other.json().artifact.attachment);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses an attachment over 10MB', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * MB)]);
    const res = await create({}, [
      { field: 'attachment', filename: 'huge.png', contentType: 'image/png', bytes: huge },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ARTIFACT_API_MESSAGES.attachmentTooLarge });
  });

  it('replaces the old file on update, lets only the creator upload, and removes files on delete', async () => {
    const made = await create({}, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: PNG },
      { field: 'attachment', filename: 'a.svg', contentType: 'image/svg+xml', bytes: SVG },
    ]);
    const { id, image: oldImage, attachment } = made.json().artifact;
    const url = `/api/artifacts/${id}`;
    const denied = await send('PUT', url, other.token, {}, [
      { field: 'image', filename: 'b.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(denied.statusCode).toBe(403);
    const updated = await send('PUT', url, owner.token, { name: 'Lantern', 'location[x]': '1', 'location[y]': '2' }, [
      { field: 'image', filename: 'b.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const newImage = updated.json().artifact.image;
    expect(updated.json().artifact).toMatchObject({ name: 'Lantern', location: { x: 1, y: 2 }, attachment });
    expect(newImage).not.toBe(oldImage);
    expect((await fetchUpload(oldImage)).statusCode).toBe(404);
    expect((await fetchUpload(newImage)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url, headers: as(owner.token) })).statusCode).toBe(200);
    expect((await fetchUpload(newImage)).statusCode).toBe(404);
    expect((await fetchUpload(attachment)).statusCode).toBe(404);
  });

  it('still accepts JSON without files', async () => {
    const artifact = await createArtifact(t.app, owner.token, { tags: ['a', 'b'] });
    expect(artifact.tags).toEqual(['a', 'b']);
  });

  it('answers 4xx, never 500, to a broken form, odd JSON or too many files', async () => {
    const made = await createArtifact(t.app, owner.token);
    const post = (contentType: string, payload: string | Buffer, url = '/api/artifacts', method = 'POST' as const) =>
      t.app.inject({ method, url, headers: { ...as(owner.token), 'content-type': contentType }, payload });
    const threeIcons = multipartBody(
      { name: 'a', description: 'b' },
      [1, 2, 3].map((n) => ({ field: 'image', filename: `${n}.png`, contentType: 'image/png', bytes: PNG })),
    );
    const answers = [
      await post('multipart/form-data; boundary=zzz', 'nonsense'),
      await post('multipart/form-data', 'nonsense'),
      await post('application/json', '[]'),
      await post('application/json', '"x"'),
      await post('application/json', '{"name":"x","description":"y","location":{"x":1e400,"y":1}}'),
      await post(threeIcons.contentType, threeIcons.payload),
      await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${made.id}`,
        headers: { ...as(owner.token), 'content-type': 'application/json' },
        payload: 'null',
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
  });
});
