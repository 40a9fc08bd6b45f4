import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  storageSize,
  WORLD_BUILDER_MESSAGES,
  worldDocConflictResponseSchema,
  worldResponseSchema,
  worldStorageResponseSchema,
  type WorldDoc,
} from '@authentic/core';
import { recordUpload } from '../../db/uploads-repository.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

/** A square of grass and sand with the way out at (side-2, side-2); `seed` scatters the sand, so it packs badly. */
function square(side: number, seed = 1): WorldDoc {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  const rows = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      if (x === side - 2 && y === side - 2) return '5';
      return (next() >> 16) % 2 === 0 ? '0' : '3';
    }).join(''),
  );
  return {
    format: 1,
    spawn: { mapId: 'a', x: 1, y: 1 },
    maps: [
      {
        id: 'a',
        name: 'Map a',
        rows,
        portals: [{ x: side - 2, y: side - 2, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

const QUOTA_MB = 0.01; // 10,485 bytes: a small world's versions, never a 256×256 map of scattered tiles
const WORLDS = 2;

/**
 * What one player may keep (issue 33, decision 0260): world versions count in their one storage
 * with their uploads, their worlds are capped, and version numbers past 32 bits are refused.
 */
describe('world builder limits', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_QUOTA_MB: String(QUOTA_MB), WORLDS_PER_PLAYER: String(WORLDS) } });
    call = callerOf(t.app);
  });
  afterAll(() => t.close());

  const createWorld = (token: string) =>
    call('POST', '/api/worlds', token, {
      name: 'Limited Isles',
      description: 'A world within limits.',
      mapType: 'fantasy',
    });
  const storage = async (token: string) =>
    worldStorageResponseSchema.parse((await call('GET', '/api/worlds/storage', token)).json()).storage;

  it('caps the worlds a player keeps, says so, and takes one again after a delete', async () => {
    const player = await registerPlayer(t.app);
    const made = [await createWorld(player.token), await createWorld(player.token)];
    expect(made.map((res) => res.statusCode)).toEqual([201, 201]);
    const refused = await createWorld(player.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: WORLD_BUILDER_MESSAGES.worldLimit(WORLDS) });
    expect(await storage(player.token)).toMatchObject({ worlds: WORLDS, worldLimit: WORLDS });
    // Another player's worlds are their own.
    expect((await createWorld((await registerPlayer(t.app)).token)).statusCode).toBe(201);

    const id = worldResponseSchema.parse(made[0]!.json()).world.id;
    expect((await call('DELETE', `/api/worlds/${id}`, player.token)).statusCode).toBe(200);
    expect((await createWorld(player.token)).statusCode).toBe(201);
  });

  it("counts world versions in the owner's storage, and refuses a save or restore that would not fit", async () => {
    const player = await registerPlayer(t.app);
    const worldId = worldResponseSchema.parse((await createWorld(player.token)).json()).world.id;
    expect(await storage(player.token)).toEqual({
      usedBytes: 0,
      limitBytes: Math.round(QUOTA_MB * 1024 * 1024),
      worlds: 1,
      worldLimit: WORLDS,
    });

    const small = await call('PUT', `/api/worlds/${worldId}/doc`, player.token, { doc: square(48), baseVersion: 0 });
    expect(small.statusCode, small.body).toBe(200);
    const used = (await storage(player.token)).usedBytes;
    expect(used).toBeGreaterThan(0);

    const big = await call('PUT', `/api/worlds/${worldId}/doc`, player.token, { doc: square(256), baseVersion: 1 });
    expect(big.statusCode).toBe(403);
    const full = WORLD_BUILDER_MESSAGES.storageFull(storageSize(Math.round(QUOTA_MB * 1024 * 1024)));
    expect(big.json()).toEqual({ success: false, message: full });
    // Nothing of the refused save was kept.
    expect((await storage(player.token)).usedBytes).toBe(used);
    const versions = await call('GET', `/api/worlds/${worldId}/versions`, player.token);
    expect(versions.json<{ versions: unknown[] }>().versions).toHaveLength(1);

    // Restoring copies a version: the copies count too, until the storage is full.
    let newest = 1;
    let last = await call('POST', `/api/worlds/${worldId}/versions/${newest}/restore`, player.token, {});
    while (last.statusCode === 200 && newest < 20) {
      newest = last.json<{ version: number }>().version;
      last = await call('POST', `/api/worlds/${worldId}/versions/${newest}/restore`, player.token, {});
    }
    expect(last.statusCode).toBe(403);
    expect(last.json()).toEqual({ success: false, message: full });
    expect((await storage(player.token)).usedBytes).toBeLessThanOrEqual(Math.round(QUOTA_MB * 1024 * 1024));
  });

  it("counts world versions against the player's uploads too (one storage)", async () => {
    const player = await registerPlayer(t.app);
    const worldId = worldResponseSchema.parse((await createWorld(player.token)).json()).world.id;
    await call('PUT', `/api/worlds/${worldId}/doc`, player.token, { doc: square(10), baseVersion: 0 });
    const { usedBytes, limitBytes } = await storage(player.token);
    const upload = (name: string, bytes: number) =>
      recordUpload(
        t.database.db,
        { name, userId: player.user.id, bytes, address: '203.0.113.7' },
        { quotaBytes: limitBytes, addressDailyBytes: 10 * limitBytes },
        new Date(),
      );
    expect(await upload('a.png', limitBytes - usedBytes + 1)).toBe('quota');
    expect(await upload('b.png', limitBytes - usedBytes)).toBe('recorded');
    expect((await storage(player.token)).usedBytes).toBe(limitBytes);
  });

  it('refuses version numbers past 32 bits with 400 and a message, never 500', async () => {
    const player = await registerPlayer(t.app);
    const worldId = worldResponseSchema.parse((await createWorld(player.token)).json()).world.id;
    const huge = 2 ** 31;
    const answers = [
      await call('POST', `/api/worlds/${worldId}/publish`, player.token, { version: huge }),
      await call('POST', `/api/worlds/${worldId}/versions/${huge}/restore`, player.token, {}),
      await call('POST', `/api/worlds/${worldId}/versions/99999999999999999999/restore`, player.token, {}),
      await call('PUT', `/api/worlds/${worldId}/doc`, player.token, { doc: square(10), baseVersion: huge }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(WORLD_BUILDER_MESSAGES.versionOutOfRange);
    }
    // The largest number the database keeps names no version: a 404, as any other.
    const largest = await call('POST', `/api/worlds/${worldId}/publish`, player.token, { version: huge - 1 });
    expect(largest.statusCode).toBe(404);
  });

  it('answers a save based on a version of a world never saved with a 409 its schema takes', async () => {
    const player = await registerPlayer(t.app);
    const worldId = worldResponseSchema.parse((await createWorld(player.token)).json()).world.id;
    const res = await call('PUT', `/api/worlds/${worldId}/doc`, player.token, { doc: square(10), baseVersion: 5 });
    expect(res.statusCode, res.body).toBe(409);
    expect(worldDocConflictResponseSchema.parse(res.json())).toEqual({
      success: false,
      message: WORLD_BUILDER_MESSAGES.conflict,
      currentVersion: 0,
    });
  });
});
