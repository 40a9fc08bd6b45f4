import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_LIMITS } from '@authentic/core';
import type { Db } from '../db/client.js';
import { ensureCharacter } from '../db/characters-repository.js';
import { characters } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';
import { PresenceHub } from './hub.js';
import type { Arrival } from './layers.js';
import type { LocalMember } from './rooms.js';

const KEY = 'main:overworld';

function newHub() {
  return new PresenceHub(
    {} as Db,
    {
      relations: async () => ({ hidden: [], muted: [] }),
      restrictions: async () => ({ mutedUntil: null, suspendedUntil: null }),
    },
    { flags: () => false, censor: (text) => text },
    { warn: () => undefined },
  );
}

let handles = 0;
/** Puts a newcomer where the hub says, and answers the room key. */
function arrive(hub: PresenceHub, arrival: Arrival, key = KEY): string {
  const room = hub.layerFor(key, arrival);
  handles += 1;
  const member: LocalMember = {
    handle: `h${handles}`,
    userId: arrival.userId,
    name: arrival.userId,
    avatar: null,
    x: 0,
    y: 0,
    f: 2,
    hidden: new Set(),
    muted: new Set(),
    send: () => undefined,
  };
  hub.enter(room, member);
  return room;
}

const guestsOf = (hub: PresenceHub, room: string) =>
  hub.rooms
    .get(room)!
    .members()
    .filter((member) => member.userId === null).length;

/** Issue 33, item 11 (decision 0262): guests cannot squat a map, and company stays together. */
describe('the layers of a crowded map', () => {
  it('fills at most half of a layer with guests, so a signed-in player always finds room in the first', () => {
    const hub = newHub();
    for (let i = 0; i < 49; i += 1) arrive(hub, { userId: null });
    expect(guestsOf(hub, KEY)).toBe(PRESENCE_LIMITS.guestsPerRoom);
    expect(guestsOf(hub, `${KEY}~2`)).toBe(49 - PRESENCE_LIMITS.guestsPerRoom);
    expect(arrive(hub, { userId: 'u-late' })).toBe(KEY);
  });

  it('puts a signed-in player with their friends, and players who were talking back together', () => {
    const hub = newHub();
    // Layer 1 full of strangers, then a friend in layer 2, then room again in layer 1.
    for (let i = 0; i < PRESENCE_LIMITS.roomCapacity; i += 1) arrive(hub, { userId: `stranger-${i}` });
    expect(arrive(hub, { userId: 'friend' })).toBe(`${KEY}~2`);
    hub.leave(hub.rooms.get(KEY)!, [...hub.rooms.get(KEY)!.locals.keys()][0]!);
    expect(arrive(hub, { userId: 'nobody-known' })).toBe(KEY);
    expect(arrive(hub, { userId: 'me', friends: new Set(['friend']) })).toBe(`${KEY}~2`);

    // Two players talking in layer 2 walk on to the next map: the second finds the first there,
    // though the first layer of that map has room.
    const at = new Date();
    hub.keepLine({ id: 'a', speakerId: 'talker-1', speakerName: 'T1', text: 'hi', room: `${KEY}~2`, at });
    hub.keepLine({ id: 'b', speakerId: 'talker-2', speakerName: 'T2', text: 'hello', room: `${KEY}~2`, at });
    const next = 'main:overworld2';
    for (let i = 0; i < PRESENCE_LIMITS.roomCapacity; i += 1) arrive(hub, { userId: `local-${i}` }, next);
    expect(arrive(hub, { userId: 'talker-1' }, next)).toBe(`${next}~2`);
    hub.leave(hub.rooms.get(next)!, [...hub.rooms.get(next)!.locals.keys()][0]!);
    expect(arrive(hub, { userId: 'talker-2' }, next)).toBe(`${next}~2`);
  });

  describe('over real sockets', () => {
    let t: TestApp;
    let base = '';
    const clients: PresenceClient[] = [];
    const cells = overworldCells();

    beforeAll(async () => {
      // 51 sockets from one address: more than the default cap for one address allows.
      t = await createTestApp({
        env: { AUTH_RATE_LIMIT_IP: '1000', PRESENCE_SOCKETS_PER_ADDRESS: '200', PRESENCE_CONNECTS_PER_MINUTE: '1000' },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      base = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      await t.close();
    });

    const join = async (token?: string) => {
      const client = await PresenceClient.open(base);
      clients.push(client);
      if (token) {
        client.send({ t: 'auth', token });
        await client.next('auth');
      }
      client.send({ t: 'join', w: null, m: 'overworld2', ...cells.open });
      const hi = await client.next('hi');
      const all = await client.next('all');
      return { client, hi, all };
    };

    it('shows a player their friend on the map although 49 guests arrived in between', async () => {
      const [ada, bo] = [await registerPlayer(t.app), await registerPlayer(t.app)];
      const db = t.app.database.db;
      for (const [one, other] of [
        [ada, bo],
        [bo, ada],
      ] as const) {
        await ensureCharacter(db, one.user.id);
        await db
          .update(characters)
          .set({ friends: [other.user.id] })
          .where(eq(characters.userId, one.user.id));
      }
      const first = await join(ada.token);
      for (let i = 0; i < 49; i += 1) await join();
      const second = await join(bo.token);
      expect(second.all.p.map((player) => player[0])).toContain(first.hi.me);
    });
  });
});
