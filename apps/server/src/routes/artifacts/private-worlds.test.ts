import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactListResponseSchema, worldResponseSchema, type ArtifactDto, type World } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 22 §5: what lies in a world is seen and taken only by those who may enter it. */
describe('artifacts lying in a private world', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;
  let world: World;
  let placed: ArtifactDto;

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? as(token) : {} });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: as(token), ...(payload && { payload }) });
  const listedIds = async (url: string, token?: string) => {
    const res = await get(url, token);
    expect(res.statusCode).toBe(200);
    return artifactListResponseSchema.parse(res.json()).artifacts.map((artifact) => artifact.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const made = await post('/api/worlds', owner.token, {
      name: 'Hidden Grove',
      description: 'Nobody else comes here.',
      mapType: 'fantasy',
      isPublic: false,
    });
    world = worldResponseSchema.parse(made.json()).world;
    placed = await createArtifact(t.app, owner.token, {
      name: 'Secret Lantern',
      visibility: 'public',
      location: { mapName: world.id },
    });
    expect(placed.location?.mapName).toBe(world.id);
  });
  afterAll(() => t.close());

  it('is listed to nobody but the owner, with or without the map named', async () => {
    for (const token of [undefined, other.token]) {
      expect(await listedIds('/api/artifacts?limit=100', token)).not.toContain(placed.id);
      expect(await listedIds(`/api/artifacts?mapName=${world.id}`, token)).toEqual([]);
    }
    expect(await listedIds(`/api/artifacts?mapName=${world.id}`, owner.token)).toEqual([placed.id]);
  });

  it('cannot be read, voted on, commented on, discovered or picked up by a player who may not enter', async () => {
    expect((await get(`/api/artifacts/${placed.id}`)).statusCode).toBe(404);
    expect((await get(`/api/artifacts/${placed.id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/worlds/${world.id}`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/artifacts/${placed.id}/vote`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/artifacts/${placed.id}/comments`, other.token, { text: 'Hello' })).statusCode).toBe(404);
    expect((await post(`/api/artifacts/${placed.id}/pickup`, other.token)).statusCode).toBe(404);
    const discovery = await post('/api/users/me/events', other.token, { kind: 'discovery', artifactId: placed.id });
    expect(discovery.statusCode).toBe(404);
    // Still where it was: the owner finds it on their map.
    expect(await listedIds(`/api/artifacts?mapName=${world.id}`, owner.token)).toEqual([placed.id]);
  });

  it('is everyone’s to see and take once the world is public', async () => {
    const opened = await t.app.inject({
      method: 'PUT',
      url: `/api/worlds/${world.id}`,
      headers: as(owner.token),
      payload: { isPublic: true },
    });
    expect(opened.statusCode).toBe(200);
    expect(await listedIds(`/api/artifacts?mapName=${world.id}`)).toEqual([placed.id]);
    const taken = await post(`/api/artifacts/${placed.id}/pickup`, other.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().artifact.location).toBeFalsy();
  });

  it('lies nowhere anyone can see once its world is deleted', async () => {
    const left = await createArtifact(t.app, owner.token, {
      name: 'Left Behind',
      visibility: 'public',
      location: { mapName: world.id },
    });
    expect(await listedIds(`/api/artifacts?mapName=${world.id}`, other.token)).toEqual([left.id]);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/worlds/${world.id}`, headers: as(owner.token) });
    expect(gone.statusCode).toBe(200);
    expect(await listedIds(`/api/artifacts?mapName=${world.id}`, other.token)).toEqual([]);
    expect((await post(`/api/artifacts/${left.id}/pickup`, other.token)).statusCode).toBe(404);
  });
});
