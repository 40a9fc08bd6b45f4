import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORLD_BUILDER_MESSAGES,
  saveWorldDocResponseSchema,
  worldPlayResponseSchema,
  worldResponseSchema,
  worldVersionsResponseSchema,
  type World,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { meadow } from '../../test/meadow.js';

/** The same document with every object's keys in reverse order: the same world, written otherwise. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  );
}

/** Issue 36: 'Save' or 'Save and publish' with nothing changed adds no version (on whichever database runs). */
describe('PUT /api/worlds/{id}/doc with the latest version unchanged', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Quiet Meadow', description: 'Saved twice.', mapType: 'fantasy', isPublic: true },
    });
    world = worldResponseSchema.parse(res.json()).world;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/worlds/${world.id}/${url}`,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload && { payload }),
    });
  const save = async (doc: unknown, baseVersion: number, publish = false) => {
    const res = await call('PUT', 'doc', { doc, baseVersion, publish });
    expect(res.statusCode).toBe(200);
    return saveWorldDocResponseSchema.parse(res.json());
  };
  const versions = async () => worldVersionsResponseSchema.parse((await call('GET', 'versions')).json());

  it('answers with the latest version, publishes it when asked, and writes a new one only for a change', async () => {
    expect(await save(meadow(), 0)).toMatchObject({ version: 1, published: null });

    const again = await save(meadow(), 1);
    expect(again).toEqual({
      success: true,
      message: WORLD_BUILDER_MESSAGES.unchanged(1),
      version: 1,
      published: null,
    });
    // The same world with its keys in another order is no change either (compared as canonical JSON).
    expect(await save(reversedKeys(meadow()), 1)).toMatchObject({ version: 1, published: null });

    const published = await save(meadow(), 1, true);
    expect(published).toEqual({
      success: true,
      message: WORLD_BUILDER_MESSAGES.published(1),
      version: 1,
      published: 1,
    });
    expect(await save(meadow(), 1, true)).toMatchObject({ version: 1, published: 1 });
    const list = await versions();
    expect(list.versions.map((entry) => entry.number)).toEqual([1]);
    expect(list.published).toBe(1);
    const play = worldPlayResponseSchema.parse((await call('GET', 'play')).json());
    expect(play.doc).toEqual(meadow());

    // A real change is a new version, as before.
    expect(await save(meadow(true), 1)).toMatchObject({ version: 2, published: 1 });
    expect((await versions()).versions.map((entry) => entry.number)).toEqual([2, 1]);
  });

  it('still refuses a save on an old base as a conflict, even when it holds the same world', async () => {
    const res = await call('PUT', 'doc', { doc: meadow(true), baseVersion: 1 });
    expect(res.statusCode).toBe(409);
  });
});
