import { writeFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_SPAWN, THUMBNAIL_TILE_COLOURS, worldDocResponseSchema, worldResponseSchema } from '@authentic/core';
import { worldThumbnails } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { thumbnailRenders } from './thumbnail.js';

/** The colours of a PNG's pixels, as '#rrggbb'. */
function coloursOf(png: Buffer): { width: number; height: number; colours: Set<string> } {
  const image = decode(png);
  const colours = new Set<string>();
  const step = image.channels;
  for (let i = 0; i < image.data.length; i += step) {
    const hex = [0, 1, 2]
      .map((c) =>
        Number(image.data[i + c])
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
    colours.add(`#${hex}`);
  }
  return { width: image.width, height: image.height, colours };
}

const [GRASS, , , SAND] = THUMBNAIL_TILE_COLOURS;

/** Issue 34 item 2: a world's thumbnail, rendered once per version and kept, with an ETag. */
describe('GET /api/worlds/{id}/thumbnail.png', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  let owner: Player;
  let visitor: Player;
  const worldOf = async (visibility: 'private' | 'unlisted' | 'public') => {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: `Pictured ${visibility}`,
      description: 'A world with a picture of itself.',
      mapType: 'fantasy',
      visibility,
    });
    return worldResponseSchema.parse(res.json()).world.id;
  };
  const thumbnail = (worldId: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/worlds/${worldId}/thumbnail.png?v=0`,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp();
    call = callerOf(t.app);
    owner = await registerPlayer(t.app);
    visitor = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  it("gives a never-published world its generated map's picture, to guests, once rendered", async () => {
    const worldId = await worldOf('public');
    const before = thumbnailRenders.count;
    const first = await thumbnail(worldId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const { width, height, colours } = coloursOf(first.rawPayload);
    expect({ width, height }).toEqual({ width: 256, height: 160 });
    expect(colours).toContain(GRASS);
    expect(colours).toContain(THUMBNAIL_SPAWN);
    if (process.env.THUMBNAIL_OUT) writeFileSync(process.env.THUMBNAIL_OUT, first.rawPayload);

    const again = await thumbnail(worldId, visitor.token);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await thumbnail(worldId, undefined, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(thumbnailRenders.count - before).toBe(1);
  });

  it('renders concurrent first requests once, and a new publish gives a new picture and ETag', async () => {
    const worldId = await worldOf('public');
    const before = thumbnailRenders.count;
    const firsts = await Promise.all([thumbnail(worldId), thumbnail(worldId), thumbnail(worldId)]);
    expect(firsts.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(thumbnailRenders.count - before).toBe(1);
    const oldTag = firsts[0]!.headers.etag as string;

    // Paint the grass sand and publish it in the same save.
    const current = worldDocResponseSchema.parse((await call('GET', `/api/worlds/${worldId}/doc`, owner.token)).json());
    const doc = {
      ...current.doc,
      maps: current.doc.maps.map((map) => ({ ...map, rows: map.rows.map((row) => row.replaceAll('0', '3')) })),
    };
    const saved = await call('PUT', `/api/worlds/${worldId}/doc`, owner.token, { doc, baseVersion: 0, publish: true });
    expect(saved.statusCode, saved.body).toBe(200);

    const published = await thumbnail(worldId);
    expect(published.statusCode).toBe(200);
    expect(published.headers.etag).not.toBe(oldTag);
    const { colours } = coloursOf(published.rawPayload);
    expect(colours).toContain(SAND);
    expect(colours).not.toContain(GRASS);
    expect((await thumbnail(worldId, undefined, { 'if-none-match': oldTag })).statusCode).toBe(200);
    expect((await thumbnail(worldId)).headers.etag).toBe(published.headers.etag);
    expect(thumbnailRenders.count - before).toBe(2);
    // Only the latest is kept.
    const rows = await t.app.database.db.select().from(worldThumbnails).where(eq(worldThumbnails.worldId, worldId));
    expect(rows.map((row) => row.version)).toEqual([1]);
  });

  it("shows a private world's picture to its owner only; unlisted ones to anyone with the link", async () => {
    const hidden = await worldOf('private');
    expect((await thumbnail(hidden)).statusCode).toBe(404);
    expect((await thumbnail(hidden, visitor.token)).statusCode).toBe(404);
    const own = await thumbnail(hidden, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=300');
    expect((await thumbnail(await worldOf('unlisted'))).statusCode).toBe(200);
  });

  it('answers 404 for a malformed or unknown world and 400 for a bad version', async () => {
    expect((await thumbnail('nope')).statusCode).toBe(404);
    expect((await thumbnail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const worldId = await worldOf('public');
    const bad = await t.app.inject({ method: 'GET', url: `/api/worlds/${worldId}/thumbnail.png?v=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
