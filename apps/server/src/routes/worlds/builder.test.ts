import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORLD_BUILDER_LIMITS,
  WORLD_BUILDER_MESSAGES,
  WORLD_MESSAGES,
  worldDocConflictResponseSchema,
  worldDocProblemsResponseSchema,
  worldDocResponseSchema,
  worldPlayResponseSchema,
  worldPositionResponseSchema,
  worldResponseSchema,
  worldVersionsResponseSchema,
  saveWorldDocResponseSchema,
  type World,
  type WorldDoc,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/** A square map of grass with a wall at each cell `walls` names and the way out (a portal) at (w-2, h-2). */
function square(id: string, side: number, walls: readonly [number, number][] = []): WorldDoc['maps'][number] {
  const rows = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      if (x === side - 2 && y === side - 2) return '5';
      return walls.some(([wx, wy]) => wx === x && wy === y) ? '1' : '0';
    }).join(''),
  );
  return {
    id,
    name: `Map ${id}`,
    rows,
    portals: [{ x: side - 2, y: side - 2, to: 'exit' }],
    edges: {},
    npcs: [],
    artifactSpots: [],
  };
}

const oneMap = (side = 10, walls: readonly [number, number][] = []): WorldDoc => ({
  format: 1,
  spawn: { mapId: 'a', x: 1, y: 1 },
  maps: [square('a', side, walls)],
});

/** The world builder's saves (issue 25, decision 0248), on whichever database the suite runs. */
describe('/api/worlds/{id}/doc, versions, publish and play', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  let visitor: Awaited<ReturnType<typeof registerPlayer>>;
  let world: World;
  let hidden: World;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerPlayer(t.app);
    visitor = await registerPlayer(t.app);
    const make = async (isPublic: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/worlds',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { name: 'Painted Isles', description: 'Islands painted by hand.', mapType: 'fantasy', isPublic },
      });
      return worldResponseSchema.parse(res.json()).world;
    };
    world = await make(true);
    hidden = await make(false);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/worlds/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  const save = (worldId: string, body: { doc: unknown; baseVersion: number; force?: boolean; publish?: boolean }) =>
    call('PUT', `${worldId}/doc`, owner.token, body);
  const latest = async (worldId: string) =>
    worldDocResponseSchema.parse((await call('GET', `${worldId}/doc`, owner.token)).json()).version;

  it('starts from the generated world (version 0), and only its owner may read or write it', async () => {
    const first = worldDocResponseSchema.parse((await call('GET', `${world.id}/doc`, owner.token)).json());
    expect(first).toMatchObject({ version: 0, published: null });
    expect(first.doc.maps).toHaveLength(1);
    expect(first.doc.maps[0]!.rows.map((row) => [...row].map(Number))).toEqual(world.mapData);

    const other = await call('GET', `${world.id}/doc`, visitor.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(WORLD_BUILDER_MESSAGES.ownerOnly);
    expect((await save(world.id, { doc: oneMap(), baseVersion: 0 })).statusCode).toBe(200);
    const put = await call('PUT', `${world.id}/doc`, visitor.token, { doc: oneMap(), baseVersion: 1 });
    expect(put.statusCode).toBe(403);
    expect((await call('GET', `${hidden.id}/doc`, visitor.token)).statusCode).toBe(404);
    expect((await call('GET', `${world.id}/doc`)).statusCode).toBe(401);
    expect((await call('POST', `${world.id}/publish`, visitor.token, { version: 1 })).statusCode).toBe(403);
    expect((await call('GET', `${world.id}/versions`, visitor.token)).statusCode).toBe(403);
  });

  it('refuses a world that breaks a rule with 400 and every problem, and a malformed one with a message', async () => {
    // The way out walled in: nobody can reach it from the spawn.
    const walled = oneMap(10, [
      [7, 7],
      [8, 7],
      [9, 7],
      [7, 8],
      [7, 9],
    ]);
    const res = await save(hidden.id, { doc: walled, baseVersion: 0 });
    expect(res.statusCode).toBe(400);
    const body = worldDocProblemsResponseSchema.parse(res.json());
    expect(body.message).toBe(WORLD_BUILDER_MESSAGES.invalid);
    expect(body.problems.map((problem) => problem.code)).toContain('exitUnreachable');

    const malformed = await save(hidden.id, {
      doc: { ...oneMap(), maps: [{ ...square('a', 10), rows: ['0x'] }] },
      baseVersion: 0,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await latest(hidden.id)).toBe(0);
  });

  it('tells a save based on an old version that the world changed (409), and keeps it as a new version when asked', async () => {
    const base = await latest(hidden.id);
    expect((await save(hidden.id, { doc: oneMap(), baseVersion: base })).statusCode).toBe(200);
    const stale = await save(hidden.id, { doc: oneMap(12), baseVersion: base });
    expect(stale.statusCode).toBe(409);
    expect(worldDocConflictResponseSchema.parse(stale.json())).toMatchObject({
      message: WORLD_BUILDER_MESSAGES.conflict,
      currentVersion: base + 1,
    });
    const forced = await save(hidden.id, { doc: oneMap(12), baseVersion: base, force: true });
    expect(saveWorldDocResponseSchema.parse(forced.json())).toMatchObject({
      version: base + 2,
      message: WORLD_BUILDER_MESSAGES.saved(base + 2),
    });
    const now = worldDocResponseSchema.parse((await call('GET', `${hidden.id}/doc`, owner.token)).json());
    expect(now.doc.maps[0]!.rows).toHaveLength(12);
  });

  it('keeps the last 20 versions (and the published one), and restores a kept one as the newest', async () => {
    let version = await latest(hidden.id);
    const published = await call('POST', `${hidden.id}/publish`, owner.token, { version });
    expect(saveWorldDocResponseSchema.parse(published.json()).published).toBe(version);
    const publishedVersion = version;
    for (let i = 0; i < 21; i += 1) {
      const res = await save(hidden.id, { doc: oneMap(8 + (i % 5)), baseVersion: version });
      version = saveWorldDocResponseSchema.parse(res.json()).version;
    }
    const list = worldVersionsResponseSchema.parse((await call('GET', `${hidden.id}/versions`, owner.token)).json());
    const numbers = list.versions.map((entry) => entry.number);
    expect(numbers.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => version - i));
    expect(numbers).toContain(publishedVersion);
    expect(numbers).toHaveLength(21);
    expect(list.versions.find((entry) => entry.published)?.number).toBe(publishedVersion);

    const gone = await call('POST', `${hidden.id}/versions/${publishedVersion + 1}/restore`, owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(WORLD_BUILDER_MESSAGES.versionMissing);
    const restored = await call('POST', `${hidden.id}/versions/${publishedVersion}/restore`, owner.token);
    expect(saveWorldDocResponseSchema.parse(restored.json())).toMatchObject({
      version: version + 1,
      message: WORLD_BUILDER_MESSAGES.restored(publishedVersion, version + 1),
    });
    const now = worldDocResponseSchema.parse((await call('GET', `${hidden.id}/doc`, owner.token)).json());
    expect(now.doc.maps[0]!.rows).toHaveLength(12);
  });

  it('plays the published version; a player whose cell became a wall starts again at the spawn', async () => {
    const base = await latest(world.id);
    const first = oneMap();
    const firstSave = await save(world.id, { doc: first, baseVersion: base, publish: true });
    expect(firstSave.statusCode).toBe(200);
    // When the latest version already holds this world, it is that version that is published (issue 36).
    const firstVersion = saveWorldDocResponseSchema.parse(firstSave.json()).version;
    const play = worldPlayResponseSchema.parse((await call('GET', `${world.id}/play`, visitor.token)).json());
    expect(play.doc).toEqual(first);
    const put = await call('PUT', `${world.id}/position`, visitor.token, { x: 4, y: 4, mapId: 'a' });
    expect(put.statusCode).toBe(200);
    const onMissingMap = await call('PUT', `${world.id}/position`, visitor.token, { x: 4, y: 4, mapId: 'nowhere' });
    expect(onMissingMap.statusCode).toBe(400);
    expect(onMissingMap.json().message).toBe(WORLD_MESSAGES.positionBlocked);
    const position = async () =>
      worldPositionResponseSchema.parse((await call('GET', `${world.id}/position`, visitor.token)).json()).position;
    expect(await position()).toEqual({ x: 4, y: 4, mapId: 'a' });

    // A wall painted where the visitor stands, saved without publishing: they keep their place.
    const walled = oneMap(10, [[4, 4]]);
    const saved = saveWorldDocResponseSchema.parse(
      (await save(world.id, { doc: walled, baseVersion: firstVersion })).json(),
    );
    expect(await position()).toEqual({ x: 4, y: 4, mapId: 'a' });
    expect(worldPlayResponseSchema.parse((await call('GET', `${world.id}/play`, visitor.token)).json()).doc).toEqual(
      first,
    );
    // Published: players walk it, and the visitor starts at the spawn.
    expect((await call('POST', `${world.id}/publish`, owner.token, { version: saved.version })).statusCode).toBe(200);
    expect(await position()).toBeNull();
    const world2 = worldResponseSchema.parse((await call('GET', world.id, visitor.token)).json()).world;
    expect(world2.mapData[4]![4]).toBe(1);
    expect((await call('PUT', `${world.id}/position`, visitor.token, { x: 4, y: 4, mapId: 'a' })).statusCode).toBe(400);
  });

  it('takes a 256×256 map, and refuses a 257×257 map, 17 maps and an oversized body with clear 4xx', async () => {
    let version = await latest(hidden.id);
    const big = await save(hidden.id, { doc: oneMap(256), baseVersion: version });
    expect(big.statusCode).toBe(200);
    version = saveWorldDocResponseSchema.parse(big.json()).version;

    const tooBig = await save(hidden.id, { doc: oneMap(257), baseVersion: version });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toEqual(expect.any(String));

    const many: WorldDoc = { ...oneMap(), maps: Array.from({ length: 17 }, (_, i) => square(`m${i}`, 8)) };
    const tooMany = await save(hidden.id, { doc: many, baseVersion: version });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual(expect.any(String));

    const oversized = await save(hidden.id, {
      doc: { junk: 'x'.repeat(WORLD_BUILDER_LIMITS.bodyBytes + 100_000) },
      baseVersion: version,
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await latest(hidden.id)).toBe(version);
  });
});

describe('a world document on the wire', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('goes out gzipped to a client that takes gzip: a 256×256 map in a few kilobytes', async () => {
    t = await createTestApp();
    const owner = await registerPlayer(t.app);
    const headers = { authorization: `Bearer ${owner.token}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers,
      payload: { name: 'Wide Country', description: 'A very wide meadow.', mapType: 'fantasy' },
    });
    const { id } = worldResponseSchema.parse(created.json()).world;
    const doc = oneMap(256);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/worlds/${id}/doc`,
          headers,
          payload: { doc, baseVersion: 0, publish: true },
        })
      ).statusCode,
    ).toBe(200);
    const zipped = await t.app.inject({
      method: 'GET',
      url: `/api/worlds/${id}/play`,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(50 * 1024);
    expect(worldPlayResponseSchema.parse(JSON.parse(gunzipSync(zipped.rawPayload).toString())).doc).toEqual(doc);
    const plain = await t.app.inject({ method: 'GET', url: `/api/worlds/${id}/play`, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(worldPlayResponseSchema.parse(plain.json()).doc).toEqual(doc);
  });
});
