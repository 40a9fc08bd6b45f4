import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, worldPlayResponseSchema, worldResponseSchema, type World, type WorldDoc } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { answerValidator, fetchDocument } from '../../test/openapi-document.js';
import { registerPlayer } from '../../test/users.js';
import { PLAY_RATE_PER_MINUTE } from './play.js';

/** A walled square with a way out at (side-2, side-2) and one wall at (wallX, 1). */
function doc(wallX: number, side = 12): WorldDoc {
  const rows = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      if (x === side - 2 && y === side - 2) return '5';
      if (x === 0 || y === 0 || x === side - 1 || y === side - 1) return '1';
      return x === wallX && y === 1 ? '1' : '0';
    }).join(''),
  );
  const portals = [{ x: side - 2, y: side - 2, to: 'exit' as const }];
  return {
    format: 1,
    spawn: { mapId: 'a', x: 1, y: 1 },
    maps: [{ id: 'a', name: 'Map a', rows, portals, edges: {}, npcs: [], artifactSpots: [] }],
  };
}

/**
 * GET /api/worlds/{id}/play (issue 33): one cached, gzipped answer per published version with a
 * strong ETag (304 when the client holds it), a rate limit, and visibility asked on every request.
 */
describe('/api/worlds/{id}/play answers from its cache', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  let visitor: Awaited<ReturnType<typeof registerPlayer>>;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, visitor] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Cached Isles', description: 'Islands read once.', mapType: 'fantasy', isPublic: true },
    });
    world = worldResponseSchema.parse(res.json()).world;
  });
  afterAll(() => t.close());

  const play = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/worlds/${world.id}/play`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const publish = async (body: WorldDoc, baseVersion: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/worlds/${world.id}/doc`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { doc: body, baseVersion, publish: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setPublic = async (isPublic: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/worlds/${world.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { isPublic },
    });
    expect(res.statusCode).toBe(200);
  };

  it('answers 304 to a client holding the answer, and the new version after a publish', async () => {
    await publish(doc(3), 0);
    const first = await play(visitor.token);
    expect(first.statusCode).toBe(200);
    expect(worldPlayResponseSchema.parse(first.json())).toMatchObject({ version: 1, doc: doc(3) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await play(visitor.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another player holding the same answer: the answer is the same for everyone.
    expect((await play(owner.token, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);

    await publish(doc(4), 1);
    const after = await play(visitor.token, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(worldPlayResponseSchema.parse(after.json())).toMatchObject({ version: 2, doc: doc(4) });
    expect(after.headers.etag).not.toBe(etag);
  });

  it('tags the gzipped answer apart from the plain one, and both hold the same document', async () => {
    const plain = await play(visitor.token);
    const gzipped = await play(visitor.token, { 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    const held = { 'accept-encoding': 'gzip', 'if-none-match': gzipped.headers.etag as string };
    expect((await play(visitor.token, held)).statusCode).toBe(304);
    // A tag of the other encoding is not this answer.
    expect((await play(visitor.token, { 'if-none-match': gzipped.headers.etag as string })).statusCode).toBe(200);
  });

  it('still asks who may see the world: once private, a visitor holding its tag gets 404', async () => {
    const held = (await play(visitor.token)).headers.etag as string;
    await setPublic(false);
    try {
      const hidden = await play(visitor.token, { 'if-none-match': held });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.headers.etag).toBeUndefined();
      expect((await play(owner.token, { 'if-none-match': held })).statusCode).toBe(304);
    } finally {
      await setPublic(true);
    }
  });

  it('is documented: the 200 answer as it is sent, and the 304 without a body', async () => {
    const document = await fetchDocument(t.app);
    const validate = answerValidator(document, 'GET', '/api/worlds/{worldId}/play', 200);
    expect(validate((await play(visitor.token)).json()), JSON.stringify(validate.errors)).toBe(true);
    const notModified = document.paths['/api/worlds/{worldId}/play']?.get?.responses['304'];
    expect(notModified).toBeDefined();
    expect(notModified?.content).toBeUndefined();
  });

  it('answers 429 past its rate, per player', async () => {
    const player = await registerPlayer(t.app);
    const etag = (await play(player.token)).headers.etag as string;
    for (let n = 1; n < PLAY_RATE_PER_MINUTE; n += 1) {
      expect((await play(player.token, { 'if-none-match': etag })).statusCode).toBe(304);
    }
    const refused = await play(player.token, { 'if-none-match': etag });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
    expect((await play(visitor.token)).statusCode).toBe(200);
  });
});
