import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';
import { overworldCells, PresenceClient } from '../test/presence-client.js';
import { hasRedisServer, startRedis, type OwnRedis } from '../test/redis-server.js';
import { freePort } from '../test/server-process.js';
import { registerPlayer } from '../test/users.js';
import { REMOTE_SILENT_MS, ROSTER_MS } from './bus.js';
import { busSeal } from './bus-seal.js';
import type { PresenceHub } from './hub.js';

/** Both instances sign with it: their two test databases hold different token keys (decision 0263). */
const BUS_SECRET = 'a-bus-secret-of-this-test-only-0123456789';

/** Long enough for a roster round (the newcomer may have missed the join) on a busy machine. */
const ROSTER_WAIT = ROSTER_MS * 3;

/**
 * Issue 23: two instances (two apps in this process) share rooms through one Redis of this
 * test's own. Guests, so the two test databases need not share accounts.
 */
describe.skipIf(!hasRedisServer)('presence across instances (skipped: no redis-server here)', () => {
  let redis: OwnRedis;
  let one: TestApp;
  let two: TestApp;
  const bases: string[] = [];
  const clients: PresenceClient[] = [];
  const cells = overworldCells();

  const listen = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    one = await createTestApp({ env: { REDIS_URL: redis.url, BUS_SECRET } });
    two = await createTestApp({ env: { REDIS_URL: redis.url, BUS_SECRET } });
    bases.push(await listen(one), await listen(two));
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([one?.close(), two?.close()]);
    await redis?.kill();
  });

  const guestOn = async (base: string) => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };
  /** Resolves once this client has been told of the handle: in its `all`, or a later join. */
  const learns = async (
    watcher: { client: PresenceClient; all: Extract<ServerFrame, { t: 'all' }> },
    handle: string,
  ) => {
    if (watcher.all.p.some((p) => p[0] === handle)) return;
    await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === handle), ROSTER_WAIT);
  };

  it('shows players on one map to each other across instances, with moves, emotes and leaves', async () => {
    const a = await guestOn(bases[0]!);
    const b = await guestOn(bases[1]!);
    await learns(b, a.hi.me);
    await a.client.next('u', (u) => !!u.j?.some((p) => p[0] === b.hi.me), ROSTER_WAIT);

    a.client.send({ t: 'mv', d: 1, s: 1 });
    const moved = await b.client.next('u', (u) => !!u.p?.some((p) => p[0] === a.hi.me));
    expect(moved.p?.find((p) => p[0] === a.hi.me)).toEqual([a.hi.me, cells.open.x + 1, cells.open.y, 1]);
    b.client.send({ t: 'em', e: 'music' });
    expect((await a.client.next('u', (u) => !!u.e?.length)).e).toContainEqual([b.hi.me, 'music']);

    b.client.close();
    await a.client.next('u', (u) => !!u.l?.includes(b.hi.me));
  });

  it('carries chat across instances, keeps the line for reports there, and says where accounts are', async () => {
    const speaker = await registerPlayer(one.app);
    const talker = await PresenceClient.open(bases[0]!);
    clients.push(talker);
    talker.send({ t: 'auth', token: speaker.token });
    await talker.next('auth');
    talker.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await talker.next('hi');
    const listener = await guestOn(bases[1]!);
    await learns(listener, hi.me);

    talker.send({ t: 'say', m: 'across the wire' });
    const heard = await listener.client.next('u', (u) => !!u.c?.some(([h]) => h === hi.me));
    const [, lineId, text] = heard.c!.find(([h]) => h === hi.me)!;
    expect(text).toBe('across the wire');
    expect(two.app.presence.chatLine(lineId)).toMatchObject({
      speakerId: speaker.user.id,
      speakerName: speaker.user.username,
      text: 'across the wire',
    });
    await expect
      .poll(async () => (await two.app.presence.whereAre([speaker.user.id])).get(speaker.user.id), {
        timeout: ROSTER_WAIT,
        interval: 200,
      })
      .toEqual({ mapName: 'Overworld' });
  });

  it('ignores messages on Redis that are unsigned or badly signed (issue 33 item 16)', async () => {
    const a = await guestOn(bases[0]!);
    const [room] = [...(one.app.presence as PresenceHub).rooms.keys()];
    const channel = `presence:${room}`;
    const stranger = (handle: string) =>
      JSON.stringify({
        i: 'not-an-instance',
        ev: [{ k: 'j', who: { handle, userId: null, name: handle, avatar: null, ...cells.open, f: 0 } }],
        names: {},
      });
    const { Redis } = await import('ioredis');
    const publisher = new Redis(redis.url);
    try {
      const rightly = busSeal(Buffer.from(BUS_SECRET), { warn: () => undefined });
      const wrongly = busSeal(Buffer.from('another-secret-of-the-same-length-0123456'), { warn: () => undefined });
      await publisher.publish(channel, stranger('ufrg'));
      await publisher.publish(channel, wrongly.seal(channel, stranger('bsig')));
      await publisher.publish(channel, `${'x'.repeat(43)}.${stranger('xsig')}`);
      await publisher.publish('presence:elsewhere', rightly.seal('presence:elsewhere', stranger('chan')));
      await publisher.publish(channel, rightly.seal('presence:elsewhere', stranger('chan')));
      // One rightly signed message after them: once it is seen, the others were heard and dropped.
      await publisher.publish(channel, rightly.seal(channel, stranger('good')));
      const seen = await a.client.next('u', (u) => !!u.j?.some((p) => p[0] === 'good'));
      const joined = [...a.client.unread(), seen].flatMap((f) => (f.t === 'u' ? (f.j ?? []).map((p) => p[0]) : []));
      expect(joined).toContain('good');
      expect(joined.filter((h) => ['ufrg', 'bsig', 'xsig', 'chan'].includes(h))).toEqual([]);
    } finally {
      publisher.disconnect();
    }
  });

  it('keeps each instance live while Redis is away, and shares rooms again when it is back', async () => {
    const a = await guestOn(bases[0]!);
    const b = await guestOn(bases[1]!);
    await learns(b, a.hi.me);
    const local = await guestOn(bases[0]!);

    await redis.kill();
    // Players on the same instance still see each other move.
    a.client.send({ t: 'mv', d: 1, s: 1 });
    await local.client.next('u', (u) => !!u.p?.some((p) => p[0] === a.hi.me));
    // The other instance's player is dropped once not heard of.
    await b.client.next('u', (u) => !!u.l?.includes(a.hi.me), REMOTE_SILENT_MS + ROSTER_WAIT);

    redis = await startRedis(redis.port);
    await b.client.next('u', (u) => !!u.j?.some((p) => p[0] === a.hi.me), ROSTER_WAIT * 2);
    a.client.send({ t: 'mv', d: 3, s: 2 });
    await b.client.next('u', (u) => !!u.p?.some((p) => p[0] === a.hi.me && p[1] === cells.open.x));
  }, 90_000);
});
