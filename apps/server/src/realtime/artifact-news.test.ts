import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';
import { as, createArtifact } from '../routes/artifacts/test-kit.js';
import { hasRedisServer } from '../test/redis-server.js';
import { twoInstances } from '../test/two-instances.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 34 item 7: an artifact placed near you appears for you without a reload. */
describe('live presence: artifacts placed on a map', () => {
  const served = listeningApp();
  const { clients } = served;
  const cells = overworldCells();
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    await served.start();
    ({ t, base } = served);
  });
  afterAll(() => served.stop());

  const onMap = async (player: Player | null, mapId: string) => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    if (player) {
      client.send({ t: 'auth', token: player.token });
      await client.next('auth');
    }
    client.send({ t: 'join', w: null, m: mapId, ...cells.open });
    await client.next('hi');
    await client.next('all');
    return client;
  };

  it('tells the players on the map, and only them, when an artifact is placed, taken up, dropped or deleted there', async () => {
    const maker = await registerPlayer(t.app);
    const watcher = await onMap(await registerPlayer(t.app), 'overworld');
    const guest = await onMap(null, 'overworld');
    const elsewhere = await onMap(await registerPlayer(t.app), 'overworld2');

    const artifact = await createArtifact(t.app, maker.token, { location: { mapName: 'overworld', ...cells.open } });
    expect(await watcher.next('art')).toEqual({ t: 'art', w: null, m: 'overworld' });
    expect(await guest.next('art')).toEqual({ t: 'art', w: null, m: 'overworld' });

    // Taken up by another player: gone from the map for everyone there.
    const taker = await registerPlayer(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/artifacts/${artifact.id}/pickup`,
      headers: as(taker.token),
    });
    expect(taken.statusCode).toBe(200);
    expect(await watcher.next('art')).toEqual({ t: 'art', w: null, m: 'overworld' });
    const dropped = await t.app.inject({
      method: 'POST',
      url: `/api/artifacts/${artifact.id}/drop`,
      headers: as(taker.token),
      payload: { location: { mapName: 'overworld', ...cells.open } },
    });
    expect(dropped.statusCode).toBe(200);
    expect(await watcher.next('art')).toEqual({ t: 'art', w: null, m: 'overworld' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/artifacts/${artifact.id}`,
      headers: as(maker.token),
    });
    expect(deleted.statusCode).toBe(200);
    await watcher.next('art');
    // The player on another map heard of neither: its next frame about artifacts is for its own map.
    await createArtifact(t.app, maker.token, { location: { mapName: 'overworld2', ...cells.open } });
    expect(await elsewhere.next('art')).toEqual({ t: 'art', w: null, m: 'overworld2' });
    expect(elsewhere.unread().some((frame) => frame.t === 'art')).toBe(false);
  });
});

describe.skipIf(!hasRedisServer)(
  'live presence: artifacts placed through another instance (skipped: no redis-server)',
  () => {
    const two = twoInstances();
    beforeAll(() => two.start());
    afterAll(() => two.stop());

    it('tells the players on the map on the other instance too', async () => {
      const [a] = two.apps;
      const maker = await registerPlayer(a!);
      const watcher = await two.onOverworld(two.bases[1]!, (await registerPlayer(a!)).token);
      await createArtifact(a!, maker.token, { location: { mapName: 'overworld', ...overworldCells().open } });
      expect(await watcher.client.next('art')).toEqual({ t: 'art', w: null, m: 'overworld' });
    });
  },
);
