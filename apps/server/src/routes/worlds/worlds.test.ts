import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HTTP_MESSAGES,
  WORLD_MESSAGES,
  worldListResponseSchema,
  worldResponseSchema,
  type World,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

describe('/api/worlds', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  let other: Awaited<ReturnType<typeof registerPlayer>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerPlayer(t.app);
    other = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/worlds${url}`, headers: token ? as(token) : {}, ...(payload && { payload }) });
  const valid = { name: 'Moonlit Glade', description: 'A quiet forest under the moon.' };
  const create = async (token: string, body: object = { ...valid, mapType: 'fantasy' }): Promise<World> => {
    const res = await request('POST', '/', token, body);
    expect(res.statusCode).toBe(201);
    return worldResponseSchema.parse(res.json()).world;
  };

  it('creates a world from mapType, as a private development world even when isMainWorld is sent', async () => {
    const world = await create(owner.token, { ...valid, mapType: 'scifi', isMainWorld: true });
    expect(world).toMatchObject({
      name: valid.name,
      description: valid.description,
      isMainWorld: false,
      isPublic: false,
      mapType: 'scifi',
      type: 'scifi',
      artifacts: [],
      games: [],
      portals: [{ name: 'Main World', targetWorldId: 'main', targetWorldName: 'Main World' }],
      creator: { id: owner.user.id, username: owner.user.username },
    });
    expect(world._id).toBe(world.id);
    expect(Number.isNaN(Date.parse(world.createdAt))).toBe(false);
    expect(typeof world.weather.temperature).toBe('number');
    expect(world.weather.condition).not.toBe('');
  });

  it('creates a world from `type` (the create-world page)', async () => {
    const world = await create(owner.token, { ...valid, type: 'mystery', isPublic: true });
    expect(world).toMatchObject({ mapType: 'mystery', type: 'mystery', isPublic: true, isMainWorld: false });
  });

  it('answers 400 naming the field for a short name, a short description or no map type', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, name: 'ab', mapType: 'fantasy' }, 'name', WORLD_MESSAGES.nameTooShort],
      [{ ...valid, description: 'short', mapType: 'fantasy' }, 'description', WORLD_MESSAGES.descriptionTooShort],
      [{ ...valid }, 'mapType', WORLD_MESSAGES.mapTypeRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await request('POST', '/', owner.token, body);
      expect(res.statusCode).toBe(400);
      const answer = res.json<{ success: boolean; message: string }>();
      expect(answer.success).toBe(false);
      expect(answer.message).toContain(field);
      expect(answer.message).toContain(message);
    }
  });

  it('lists only my worlds, newest first', async () => {
    const player = await registerPlayer(t.app);
    const first = await create(player.token);
    const second = await create(player.token, { ...valid, name: 'Second World', type: 'post-apocalyptic' });
    await create(other.token);
    const res = await request('GET', '/my-worlds', player.token);
    expect(res.statusCode).toBe(200);
    const { worlds } = worldListResponseSchema.parse(res.json());
    expect(worlds.map((w) => w.id)).toEqual([second.id, first.id]);
  });

  it('generates the same valid map on every read', async () => {
    const world = await create(owner.token);
    const read = async () =>
      worldResponseSchema.parse((await request('GET', `/${world.id}`, owner.token)).json()).world;
    const [a, b] = [await read(), await read()];
    expect(a.mapData).toEqual(b.mapData);
    expect(a.mapData).toEqual(world.mapData);
    expect(a.npcs).toEqual(world.npcs);
    expect(a.mapData.length).toBeGreaterThan(0);
    const width = a.mapData[0]!.length;
    expect(width).toBeGreaterThan(0);
    for (const row of a.mapData) {
      expect(row).toHaveLength(width);
      for (const cell of row) expect(Number.isInteger(cell) && cell >= 0 && cell <= 8).toBe(true);
    }
  });

  it('hides a private world from others until it is public; only the owner edits and deletes', async () => {
    const world = await create(owner.token);
    const hidden = await request('GET', `/${world.id}`, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
    expect((await request('PUT', `/${world.id}`, other.token, { name: 'Taken Over' })).statusCode).toBe(404);
    expect((await request('DELETE', `/${world.id}`, other.token)).statusCode).toBe(404);

    const published = await request('PUT', `/${world.id}`, owner.token, { isPublic: true, name: 'Open Glade' });
    expect(published.statusCode).toBe(200);
    expect(worldResponseSchema.parse(published.json()).world).toMatchObject({ isPublic: true, name: 'Open Glade' });

    const seen = await request('GET', `/${world.id}`, other.token);
    expect(seen.statusCode).toBe(200);
    expect(worldResponseSchema.parse(seen.json()).world).toMatchObject({ id: world.id, name: 'Open Glade' });
    expect((await request('PUT', `/${world.id}`, other.token, { name: 'Taken Over' })).statusCode).toBe(403);
    expect((await request('DELETE', `/${world.id}`, other.token)).statusCode).toBe(403);

    const badEdit = await request('PUT', `/${world.id}`, owner.token, { description: 'tiny' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json<{ message: string }>().message).toContain(WORLD_MESSAGES.descriptionTooShort);

    const edited = await request('PUT', `/${world.id}`, owner.token, {
      description: 'A glade open to every traveller.',
      isMainWorld: true,
    });
    expect(worldResponseSchema.parse(edited.json()).world).toMatchObject({
      name: 'Open Glade',
      description: 'A glade open to every traveller.',
      isMainWorld: false,
    });

    const deleted = await request('DELETE', `/${world.id}`, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true });
    expect((await request('GET', `/${world.id}`, owner.token)).statusCode).toBe(404);
    expect((await request('DELETE', `/${world.id}`, owner.token)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123']) {
      const res = await request('GET', `/${id}`, owner.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
      expect((await request('PUT', `/${id}`, owner.token, { name: 'Whatever' })).statusCode).toBe(404);
      expect((await request('DELETE', `/${id}`, owner.token)).statusCode).toBe(404);
    }
  });

  it('answers 401 when signed out (a private world is not there for a guest: 404)', async () => {
    const world = await create(owner.token);
    expect((await request('GET', '/my-worlds')).statusCode).toBe(401);
    expect((await request('POST', '/', undefined, { ...valid, mapType: 'fantasy' })).statusCode).toBe(401);
    expect((await request('GET', `/${world.id}`)).statusCode).toBe(404);
    expect((await request('PUT', `/${world.id}`, undefined, { name: 'Nope Nope' })).statusCode).toBe(401);
    expect((await request('DELETE', `/${world.id}`)).statusCode).toBe(401);
  });
});
