import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACT_API_MESSAGES,
  BUILT_IN_MAPS,
  formatArtifactPlacement,
  generateWorldMap,
  isWalkableTile,
  tileAt,
  worldResponseSchema,
  type ArtifactDto,
  type TileGrid,
  type World,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact, multipartBody } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

const firstCell = (grid: TileGrid, walkable: boolean) => {
  for (const [y, row] of grid.entries()) {
    for (const [x, tile] of row.entries()) if (isWalkableTile(tile) === walkable) return { x, y };
  }
  throw new Error('no such cell');
};

const liesOnWalkableCell = (artifact: ArtifactDto, grid: TileGrid) => {
  const { x, y } = artifact.location!;
  expect(isWalkableTile(tileAt(grid, x, y))).toBe(true);
};

/** Decision 0220: an artifact lies on a walkable cell of a map that exists, whoever places it and how. */
describe('where artifacts may lie', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;
  let publicWorld: World;
  let privateWorld: World;

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as(token), payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const make = async (isPublic: boolean) => {
      const res = await post('/api/worlds', owner.token, {
        name: 'Glass Gardens',
        description: 'Greenhouses under two moons.',
        mapType: 'scifi',
        isPublic,
      });
      return worldResponseSchema.parse(res.json()).world;
    };
    publicWorld = await make(true);
    privateWorld = await make(false);
  });
  afterAll(() => t.close());

  it('puts an artifact made without a location on a walkable cell of Overworld', async () => {
    for (let i = 0; i < 5; i += 1) {
      const artifact = await createArtifact(t.app, owner.token);
      expect(artifact.location?.mapName).toBe('overworld');
      liesOnWalkableCell(artifact, BUILT_IN_MAPS.overworld.data);
    }
  });

  it('chooses a walkable cell of the map named without a cell, by id or by name (a multipart form too)', async () => {
    const byId = await createArtifact(t.app, owner.token, { location: { mapName: 'level4_shooter' } });
    expect(byId.location?.mapName).toBe('level4_shooter');
    liesOnWalkableCell(byId, BUILT_IN_MAPS.level4_shooter.data);
    const byName = await createArtifact(t.app, owner.token, { location: { mapName: 'Desert 2' } });
    expect(byName.location?.mapName).toBe('desert2');
    liesOnWalkableCell(byName, BUILT_IN_MAPS.desert2.data);

    const form = multipartBody({ name: 'Map', description: 'Folded', 'location[mapName]': 'yosemite' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/artifacts',
      headers: { ...as(owner.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    liesOnWalkableCell(res.json().artifact, BUILT_IN_MAPS.yosemite.data);
  });

  it('refuses a cell outside the map, a wall, half a cell and an unknown map with a clear 400', async () => {
    const outside = await post('/api/artifacts', owner.token, {
      name: 'Lost',
      description: 'Far away',
      location: { x: 95, y: 13, mapName: 'overworld' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      formatArtifactPlacement(ARTIFACT_API_MESSAGES.outsideMap, { map: 'Overworld', x: 95, y: 13, maxX: 23, maxY: 15 }),
    );
    const wall = firstCell(BUILT_IN_MAPS.terminal3.data, false);
    const onWall = await post('/api/artifacts', owner.token, {
      name: 'Stuck',
      description: 'In a wall',
      location: { ...wall, mapName: 'terminal3' },
    });
    expect(onWall.statusCode).toBe(400);
    expect(onWall.json().message).toBe(
      formatArtifactPlacement(ARTIFACT_API_MESSAGES.notWalkable, { map: 'Terminal Room', ...wall }),
    );
    const half = await post('/api/artifacts', owner.token, { name: 'Half', description: 'x', location: { x: 3 } });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain(ARTIFACT_API_MESSAGES.cellNeedsBoth);
    const nowhere = await post('/api/artifacts', owner.token, {
      name: 'Nowhere',
      description: 'x',
      location: { x: 1, y: 1, mapName: 'Atlantis' },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(formatArtifactPlacement(ARTIFACT_API_MESSAGES.unknownMap, { map: 'Atlantis' }));
  });

  it("checks a player-made world's cells against its generated map, and only in worlds the player may see", async () => {
    const grid = generateWorldMap(publicWorld.mapType, publicWorld.id).data;
    const open = firstCell(grid, true);
    const placed = await createArtifact(t.app, other.token, { location: { ...open, mapName: publicWorld.id } });
    expect(placed.location).toMatchObject({ ...open, mapName: publicWorld.id });
    const chosen = await createArtifact(t.app, other.token, { location: { mapName: publicWorld.id } });
    liesOnWalkableCell(chosen, grid);

    const blocked = await post('/api/artifacts', other.token, {
      name: 'Stuck',
      description: 'x',
      location: { ...firstCell(grid, false), mapName: publicWorld.id },
    });
    expect(blocked.statusCode).toBe(400);

    const privateGrid = generateWorldMap(privateWorld.mapType, privateWorld.id).data;
    const privateCell = { ...firstCell(privateGrid, true), mapName: privateWorld.id };
    const hidden = await post('/api/artifacts', other.token, {
      name: 'Sneak',
      description: 'x',
      location: privateCell,
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe(
      formatArtifactPlacement(ARTIFACT_API_MESSAGES.unknownMap, { map: privateWorld.id }),
    );
    expect((await createArtifact(t.app, owner.token, { location: privateCell })).location?.mapName).toBe(
      privateWorld.id,
    );
  });

  it('drops only onto a walkable cell of a real map', async () => {
    const artifact = await createArtifact(t.app, owner.token, { location: { x: 1, y: 1, mapName: 'overworld' } });
    expect((await post(`/api/artifacts/${artifact.id}/pickup`, other.token, undefined)).statusCode).toBe(200);
    const off = await post(`/api/artifacts/${artifact.id}/drop`, other.token, {
      location: { x: 95, y: 13, mapName: 'overworld' },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/^Cell \(95, 13\) is outside Overworld/);
    const wall = firstCell(BUILT_IN_MAPS.desert1.data, false);
    const onWall = await post(`/api/artifacts/${artifact.id}/drop`, other.token, {
      location: { ...wall, mapName: 'desert1' },
    });
    expect(onWall.statusCode).toBe(400);
    const ok = await post(`/api/artifacts/${artifact.id}/drop`, other.token, {
      location: { x: 4, y: 4, mapName: 'desert1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().artifact.location).toMatchObject({ x: 4, y: 4, mapName: 'desert1' });
  });
});
