import { describe, expect, it } from 'vitest';
import { PRESENCE_LIMITS, type ServerFrame } from '@authentic/core';
import type { Db } from '../db/client.js';
import { PresenceHub, type PresenceBus } from './hub.js';
import { Room, type LocalMember } from './rooms.js';

type Update = Extract<ServerFrame, { t: 'u' }>;

function member(handle: string, userId: string | null, x = 0, y = 0, hidden: string[] = [], muted: string[] = []) {
  const received: string[] = [];
  const local: LocalMember = {
    handle,
    userId,
    name: userId,
    avatar: null,
    x,
    y,
    f: 2,
    hidden: new Set(hidden),
    muted: new Set(muted),
    send: (text) => received.push(text),
  };
  return { local, received, last: () => JSON.parse(received.at(-1) ?? 'null') as Update | null };
}

/** Rooms and the tick, without sockets: what each recipient hears, and that frames are shared. */
describe('Room.tick', () => {
  it('sends nothing from a room without changes', () => {
    const room = new Room('main:overworld');
    const a = member('a', 'u-a');
    room.add(a.local);
    room.tick();
    a.received.length = 0;
    room.tick();
    expect(a.received).toEqual([]);
  });

  it('builds one frame string for everyone who hears the same, and leaves out each joiner itself', () => {
    const room = new Room('main:overworld');
    const [a, b, c] = [member('a', 'u-a'), member('b', 'u-b'), member('c', null)];
    room.add(a.local);
    room.tick();
    room.add(b.local);
    room.add(c.local);
    room.tick();
    expect(a.last()?.j?.map((p) => p[0])).toEqual(['b', 'c']);
    expect(b.last()?.j?.map((p) => p[0])).toEqual(['c']);
    expect(c.last()?.j?.map((p) => p[0])).toEqual(['b']);

    room.moving(b.local);
    b.local.x = 1;
    room.tick();
    expect(a.received.at(-1)).toBe(c.received.at(-1));
    expect(a.last()).toEqual({ t: 'u', p: [['b', 1, 0, 2]] });
  });

  it('hides blocked players entirely, a muted player’s chat and emotes only, and chat out of range', () => {
    const room = new Room('main:overworld');
    const far = PRESENCE_LIMITS.chatRangeCells + 1;
    const speaker = member('s', 'u-s');
    const blocker = member('b', 'u-b', 0, 0, ['u-s']);
    const muter = member('m', 'u-m', 0, 0, [], ['u-s']);
    const distant = member('d', 'u-d', far, 0);
    for (const m of [speaker, blocker, muter, distant]) room.add(m.local);
    room.tick();
    expect(blocker.last()?.j?.map((p) => p[0])).toEqual(['m', 'd']);
    for (const m of [speaker, blocker, muter, distant]) m.received.length = 0;

    room.moving(speaker.local);
    speaker.local.y = 1;
    room.push({ k: 'e', handle: 's', userId: 'u-s', emote: 'wave' });
    room.push({ k: 'c', handle: 's', userId: 'u-s', id: 'line1', text: 'hi', x: 0, y: 1 });
    room.tick();
    expect(blocker.last()).toBeNull();
    expect(muter.last()).toEqual({ t: 'u', p: [['s', 0, 1, 2]] });
    expect(distant.last()).toEqual({ t: 'u', p: [['s', 0, 1, 2]], e: [['s', 'wave']] });
    expect(speaker.last()?.c).toEqual([['s', 'line1', 'hi']]);
  });

  it('tells nobody of a player who joined and left within one tick', () => {
    const room = new Room('main:overworld');
    const [a, b] = [member('a', 'u-a'), member('b', 'u-b')];
    room.add(a.local);
    room.tick();
    room.add(b.local);
    room.remove('b');
    room.tick();
    expect(a.received).toHaveLength(0);
  });
});

describe('layers of a crowded map', () => {
  it('fills a map up to its capacity, then opens copies of it', () => {
    const hub = new PresenceHub(
      {} as Db,
      {
        relations: async () => ({ hidden: [], muted: [] }),
        restrictions: async () => ({ mutedUntil: null, suspendedUntil: null }),
      },
      { flags: () => false, censor: (text) => text },
      { warn: () => undefined },
    );
    const key = 'main:overworld';
    for (let i = 0; i < PRESENCE_LIMITS.roomCapacity; i += 1) {
      expect(hub.layerFor(key, { userId: 'u-new' })).toBe(key);
      hub.enter(key, member(`p${i}`, `u${i}`).local);
    }
    expect(hub.layerFor(key, { userId: 'u-new' })).toBe(`${key}~2`);
    hub.enter(`${key}~2`, member('late', 'u-late').local);
    // Someone leaving the first frees a place there again.
    hub.leave(hub.rooms.get(key)!, 'p0');
    expect(hub.layerFor(key, { userId: 'u-new' })).toBe(key);
  });
});

describe('a world publishing a version', () => {
  const newHub = () =>
    new PresenceHub(
      {} as Db,
      {
        relations: async () => ({ hidden: [], muted: [] }),
        restrictions: async () => ({ mutedUntil: null, suspendedUntil: null }),
      },
      { flags: () => false, censor: (text) => text },
      { warn: () => undefined },
    );

  it("tells every player in the world's rooms and layers, and no one elsewhere", () => {
    const hub = newHub();
    const spawn = member('a', 'u-a');
    const cave = member('b', null);
    const layer = member('c', 'u-c');
    const other = member('d', 'u-d');
    const main = member('e', 'u-e');
    hub.enter('world:w1:main', spawn.local);
    hub.enter('world:w1:cave', cave.local);
    hub.enter('world:w1:main~2', layer.local);
    hub.enter('world:w10:main', other.local);
    hub.enter('main:overworld', main.local);
    expect(hub.worldPublished('w1', 3)).toBe(3);
    for (const told of [spawn, cave, layer]) {
      expect(JSON.parse(told.received.at(-1)!)).toEqual({ t: 'worldPublished', worldId: 'w1', version: 3 });
    }
    expect(other.received).toEqual([]);
    expect(main.received).toEqual([]);
  });

  it('goes once onto the bus for the other instances; what the bus brings is told here and not sent back', () => {
    const hub = newHub();
    const sent: [string, number][] = [];
    hub.bus = {
      entered: () => undefined,
      worldPublished: (worldId: string, version: number) => sent.push([worldId, version]),
    } as Partial<PresenceBus> as PresenceBus;
    const here = member('a', 'u-a');
    hub.enter('world:w1:main', here.local);

    expect(hub.worldPublished('w1', 4)).toBe(1);
    expect(sent).toEqual([['w1', 4]]);
    // Heard from another instance's publish: the players here are told, nothing goes back out.
    expect(hub.tellWorldPublished('w1', 5)).toBe(1);
    expect(sent).toEqual([['w1', 4]]);
    expect(here.received.map((text) => JSON.parse(text) as ServerFrame)).toEqual([
      { t: 'worldPublished', worldId: 'w1', version: 4 },
      { t: 'worldPublished', worldId: 'w1', version: 5 },
    ]);
  });
});
