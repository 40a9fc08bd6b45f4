import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveWorldDocResponseSchema, worldResponseSchema, type WorldDoc } from '@authentic/core';
import { hasRedisServer } from '../test/redis-server.js';
import { twoInstances } from '../test/two-instances.js';
import { callerOf, registerPlayer } from '../test/users.js';
import { ROSTER_MS } from './bus.js';

/** Long enough for a roster round (a newcomer may have missed the join) on a busy machine. */
const ROSTER_WAIT = ROSTER_MS * 3;

/** A 12×12 meadow (map 'main', so its key is the world's id) with walls where `walls` says. */
const meadow = (walls: readonly [number, number][] = []): WorldDoc => ({
  format: 1,
  spawn: { mapId: 'main', x: 1, y: 1 },
  maps: [
    {
      id: 'main',
      name: 'Meadow',
      rows: Array.from({ length: 12 }, (_, y) =>
        Array.from({ length: 12 }, (_, x) => {
          if (x === 10 && y === 10) return '5';
          return walls.some(([wx, wy]) => wx === x && wy === y) ? '1' : '0';
        }).join(''),
      ),
      portals: [{ x: 10, y: 10, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
});

/**
 * Issue 25 across instances: two apps in this process on one database and one Redis of this
 * test's own (the presence bus). The owner publishes through instance A; players inside the world on
 * instance B hear `worldPublished` and, joining again as the game does, start at the spawn when
 * the new version walled their cell in — and keep their cell when it is still walkable.
 */
describe.skipIf(!hasRedisServer)(
  'a published world reaches its players on every instance (skipped: no redis-server)',
  () => {
    const two = twoInstances();
    const { apps, bases, inWorld } = two;
    beforeAll(() => two.start());
    afterAll(() => two.stop());

    it('tells players on the other instance, once on each, and their next join starts at the spawn if walled in', async () => {
      const [a] = apps as [FastifyInstance];
      const owner = await registerPlayer(a);
      const visitor = await registerPlayer(a);
      const callA = callerOf(a);
      const created = await callA('POST', '/api/worlds', owner.token, {
        name: 'Shared Meadow',
        description: 'A meadow walked on two servers.',
        mapType: 'fantasy',
        isPublic: true,
      });
      const worldId = worldResponseSchema.parse(created.json()).world.id;
      const first = await callA('PUT', `/api/worlds/${worldId}/doc`, owner.token, {
        doc: meadow(),
        baseVersion: 0,
        publish: true,
      });
      expect(first.statusCode).toBe(200);

      // The owner on A; on B a signed-in visitor at (4, 4) and a guest just below, at (4, 5).
      const host = await inWorld(bases[0]!, worldId, { x: 2, y: 2 }, owner.token);
      const walled = await inWorld(bases[1]!, worldId, { x: 4, y: 4 }, visitor.token);
      const spared = await inWorld(bases[1]!, worldId, { x: 4, y: 5 });
      expect(walled.hi).toMatchObject({ w: worldId, m: worldId, x: 4, y: 4 });
      expect(spared.hi).toMatchObject({ w: worldId, m: worldId, x: 4, y: 5 });
      // Both instances listen on the bus once B's player has heard of A's (the roster came through Redis).
      if (!walled.all.p.some((p) => p[0] === host.hi.me)) {
        await walled.client.next('u', (u) => !!u.j?.some((p) => p[0] === host.hi.me), ROSTER_WAIT);
      }

      // A wall where the visitor stands: saved, then published through A's route.
      const saved = saveWorldDocResponseSchema.parse(
        (
          await callA('PUT', `/api/worlds/${worldId}/doc`, owner.token, {
            doc: meadow([[4, 4]]),
            baseVersion: saveWorldDocResponseSchema.parse(first.json()).version,
          })
        ).json(),
      );
      const published = await callA('POST', `/api/worlds/${worldId}/publish`, owner.token, { version: saved.version });
      expect(published.statusCode).toBe(200);

      const frame = { t: 'worldPublished', worldId, version: saved.version };
      expect(await walled.client.next('worldPublished')).toEqual(frame);
      expect(await spared.client.next('worldPublished')).toEqual(frame);
      expect(await host.client.next('worldPublished')).toEqual(frame);
      // Once per instance: A told its own player and did not tell them again when its message came back.
      await expect(host.client.next('worldPublished', () => true, 500)).rejects.toThrow(/no 'worldPublished'/);
      await expect(walled.client.next('worldPublished', () => true, 100)).rejects.toThrow(/no 'worldPublished'/);

      // Joining again as the game does after loading the new version: B walks the published map.
      walled.client.send({ t: 'join', w: worldId, m: worldId, x: 4, y: 4 });
      expect(await walled.client.next('hi')).toMatchObject({ w: worldId, m: worldId, x: 1, y: 1 });
      spared.client.send({ t: 'join', w: worldId, m: worldId, x: 4, y: 5 });
      expect(await spared.client.next('hi')).toMatchObject({ w: worldId, m: worldId, x: 4, y: 5 });
      // B checks moves against the new map: a step up onto the new wall is refused.
      spared.client.send({ t: 'mv', d: 0, s: 1 });
      expect(await spared.client.next('fix')).toMatchObject({ s: 1, m: worldId, x: 4, y: 5 });
    });

    it('tells no one in another world or on the main map', async () => {
      const [a] = apps as [FastifyInstance];
      const owner = await registerPlayer(a);
      const callA = callerOf(a);
      const makeWorld = async (name: string) => {
        const created = await callA('POST', '/api/worlds', owner.token, {
          name,
          description: 'Another meadow.',
          mapType: 'fantasy',
          isPublic: true,
        });
        const id = worldResponseSchema.parse(created.json()).world.id;
        expect(
          (await callA('PUT', `/api/worlds/${id}/doc`, owner.token, { doc: meadow(), baseVersion: 0 })).statusCode,
        ).toBe(200);
        return id;
      };
      const [publishedId, quietId] = [await makeWorld('Loud Meadow'), await makeWorld('Quiet Meadow')];
      const elsewhere = await inWorld(bases[1]!, quietId, { x: 3, y: 3 });
      const { client: onMain } = await two.onOverworld(bases[1]!);
      const inside = await inWorld(bases[1]!, publishedId, { x: 3, y: 3 });
      // Wait for the bus as above: a player of the same world on A, heard of on B.
      const host = await inWorld(bases[0]!, publishedId, { x: 2, y: 2 }, owner.token);
      if (!inside.all.p.some((p) => p[0] === host.hi.me)) {
        await inside.client.next('u', (u) => !!u.j?.some((p) => p[0] === host.hi.me), ROSTER_WAIT);
      }

      expect((await callA('POST', `/api/worlds/${publishedId}/publish`, owner.token, { version: 1 })).statusCode).toBe(
        200,
      );
      expect(await inside.client.next('worldPublished')).toMatchObject({ worldId: publishedId, version: 1 });
      await expect(elsewhere.client.next('worldPublished', () => true, 500)).rejects.toThrow(/no 'worldPublished'/);
      await expect(onMain.next('worldPublished', () => true, 100)).rejects.toThrow(/no 'worldPublished'/);
    });
  },
);
