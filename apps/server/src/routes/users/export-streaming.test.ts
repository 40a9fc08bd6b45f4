import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { worlds, worldVersions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

const SIDE = 256;

/**
 * A world document of about 1 MB (16 maps of 256×256) that does not shrink to nothing when
 * compressed: trees and sand scattered by a seeded random. Stored as it is (never checked).
 */
function megabyteDoc(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const maps = Array.from({ length: 16 }, (_, index) => ({
    id: index === 0 ? 'main' : `m${index}`,
    name: `Map ${index + 1}`,
    rows: Array.from({ length: SIDE }, () =>
      Array.from({ length: SIDE }, () => {
        const r = random();
        return r < 0.2 ? '2' : r < 0.35 ? '3' : '0';
      }).join(''),
    ),
    portals: [],
    edges: {},
    npcs: [],
    artifactSpots: [],
  }));
  return { format: 1, spawn: { mapId: 'main', x: 1, y: 1 }, maps };
}

/**
 * A large account, quickly: `count` worlds of `versions` saved versions each, one document per
 * world written once and copied by the database for the other versions.
 */
async function addWorlds(db: Db, ownerId: string, count: number, versions: number) {
  const made: { id: string; doc: ReturnType<typeof megabyteDoc> }[] = [];
  for (let n = 0; n < count; n += 1) {
    const doc = megabyteDoc(n + 1);
    const [world] = await db
      .insert(worlds)
      .values({ ownerId, name: `Large ${n + 1}`, description: 'Big.', mapType: 'fantasy', latestVersion: versions })
      .returning({ id: worlds.id });
    await db.insert(worldVersions).values({ worldId: world!.id, number: 1, doc: doc as never });
    await db.execute(
      sql`insert into world_versions (world_id, number, doc)
          select world_id, n, doc from world_versions, generate_series(2, ${versions}::int) as n
          where world_id = ${world!.id} and number = 1`,
    );
    made.push({ id: world!.id, doc });
  }
  return made;
}

/** Issue 33 item 4, decision 0264: an export streams without holding the server, on both databases. */
describe('GET /api/users/me/export of a large account', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  it('lets other requests through while it streams, and the archive is whole', async () => {
    const player = await registerPlayer(t.app);
    const made = await addWorlds(t.database.db, player.user.id, 2, 4);

    const res = await fetch(`${base}/api/users/me/export`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(res.status).toBe(200);
    // The archive as it arrives; five health checks one after the other from its first bytes on.
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    const receivedWhenAnswered: number[] = [];
    const health = (async () => {
      for (let n = 0; n < 5; n += 1) {
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        receivedWhenAnswered.push(received);
      }
    })();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
    }
    await health;
    // All five answered while most of the archive was still to come (as it was, each waited for
    // whole 1 MB documents to be compressed: the fifth came when 70% had arrived).
    expect(receivedWhenAnswered.at(-1)).toBeLessThan(received * 0.4);
    const files = unzipSync(Buffer.concat(chunks));
    const exported = JSON.parse(strFromU8(files['worlds.json']!)) as {
      id: string;
      versions: { number: number; createdAt: string; doc: unknown }[];
    }[];
    expect(exported.map((world) => world.id)).toEqual(made.map((world) => world.id));
    for (const [index, world] of exported.entries()) {
      expect(world.versions.map((version) => version.number)).toEqual([1, 2, 3, 4]);
      for (const version of world.versions) {
        expect(version.doc).toEqual(made[index]!.doc);
        expect(Number.isNaN(Date.parse(version.createdAt))).toBe(false);
      }
    }
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ id: player.user.id });
  });
});
