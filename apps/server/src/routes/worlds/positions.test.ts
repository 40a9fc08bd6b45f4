import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateWorldMap,
  HTTP_MESSAGES,
  isWalkableTile,
  WORLD_MESSAGES,
  worldListResponseSchema,
  worldPositionResponseSchema,
  worldResponseSchema,
  type World,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

/** Playing a world: where each player stands in it, and the artifacts lying in it (the cards' counts). */
describe('/api/worlds/{id}/position and world artifacts', () => {
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
        payload: { name: 'Ember Wastes', description: 'Ruins under a red sky.', mapType: 'post-apocalyptic', isPublic },
      });
      return worldResponseSchema.parse(res.json()).world;
    };
    world = await make(true);
    hidden = await make(false);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', worldId: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/worlds/${worldId}/position`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload && { payload }),
    });
  const walkable = () => generateWorldMap(world.mapType, world.id).spawn;
  const blocked = () => {
    const { data } = generateWorldMap(world.mapType, world.id);
    for (let y = 0; y < data.length; y += 1) {
      const x = (data[y] ?? []).findIndex((tile) => !isWalkableTile(tile));
      if (x >= 0) return { x, y };
    }
    throw new Error('no obstacle');
  };

  it('knows no position before the first visit, then keeps each player their own', async () => {
    const before = await call('GET', world.id, visitor.token);
    expect(before.statusCode).toBe(200);
    expect(worldPositionResponseSchema.parse(before.json()).position).toBeNull();

    const cell = walkable();
    const saved = await call('PUT', world.id, visitor.token, cell);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: WORLD_MESSAGES.positionSaved });
    const after = await call('GET', world.id, visitor.token);
    expect(worldPositionResponseSchema.parse(after.json()).position).toEqual({ ...cell, mapId: null });
    // The owner has not been there yet.
    const owners = await call('GET', world.id, owner.token);
    expect(worldPositionResponseSchema.parse(owners.json()).position).toBeNull();
  });

  it('refuses a cell one cannot stand on, or a malformed one, with a message, and keeps the last good cell', async () => {
    const res = await call('PUT', world.id, visitor.token, blocked());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: WORLD_MESSAGES.positionBlocked });
    for (const body of [{ x: -1, y: 2 }, { x: 1.5, y: 2 }, { x: 'a', y: 1 }, {}]) {
      const bad = await call('PUT', world.id, visitor.token, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).not.toBe('');
    }
    const kept = await call('GET', world.id, visitor.token);
    expect(worldPositionResponseSchema.parse(kept.json()).position).toEqual({ ...walkable(), mapId: null });
  });

  it('needs a sign-in, and hides a private world from others (404) like the world itself', async () => {
    expect((await call('GET', world.id)).statusCode).toBe(401);
    const res = await call('PUT', hidden.id, visitor.token, { x: 1, y: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: HTTP_MESSAGES.notFound });
    expect((await call('GET', hidden.id, visitor.token)).statusCode).toBe(404);
    expect((await call('GET', 'not-a-uuid', visitor.token)).statusCode).toBe(404);
  });

  it('counts the artifacts placed in a world on its card and page, as each viewer may see them', async () => {
    const cell = walkable();
    const placed = await createArtifact(t.app, owner.token, { location: { ...cell, mapName: world.id } });
    const secret = await createArtifact(t.app, owner.token, {
      location: { ...cell, mapName: world.id },
      visibility: 'private',
    });
    await createArtifact(t.app, owner.token, { location: { x: 1, y: 1, mapName: 'overworld' } });

    const mine = worldListResponseSchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/worlds/my-worlds',
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).json(),
      )
      .worlds.find((candidate) => candidate.id === world.id);
    expect(mine?.artifacts.sort()).toEqual([placed.id, secret.id].sort());

    const seen = worldResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/worlds/${world.id}`,
          headers: { authorization: `Bearer ${visitor.token}` },
        })
      ).json(),
    ).world;
    expect(seen.artifacts).toEqual([placed.id]);
  });
});
