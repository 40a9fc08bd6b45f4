import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_MESSAGES, type ServerFrame } from '@authentic/core';
import { hasRedisServer } from '../test/redis-server.js';
import { publicWorld, twoInstances } from '../test/two-instances.js';
import { callerOf, registerPlayer } from '../test/users.js';
import { ROSTER_MS } from './bus.js';
import type { PresenceHub } from './hub.js';

/** Long enough for a roster round (a newcomer may have missed the join) on a busy machine. */
const ROSTER_WAIT = ROSTER_MS * 3;

/**
 * Issue 33, item 7: a world's visitors leave its rooms the moment its owner makes it private —
 * on the instance that saved the change and on every other — and are sent to the main world; they
 * hear nothing more of it, and cannot join it again. Two apps in this process share one database
 * and a Redis of this test's own (the presence bus); without redis-server only the first part runs.
 */
describe('a world turned private', () => {
  const two = twoInstances({ redis: 'optional' });
  const { apps, bases, inWorld } = two;
  beforeAll(() => two.start());
  afterAll(() => two.stop());

  const makePrivate = async (app: FastifyInstance, worldId: string, token: string) => {
    const res = await callerOf(app)('PUT', `/api/worlds/${worldId}`, token, { isPublic: false });
    expect(res.statusCode).toBe(200);
  };
  const roomOf = (app: FastifyInstance, worldId: string) =>
    [...(app.presence as PresenceHub).rooms.entries()].filter(([key]) => key.startsWith(`world:${worldId}:`));

  it('sends its visitors to the main world at once; the owner stays and no longer has them in the room', async () => {
    const [a] = apps as [FastifyInstance];
    const { owner, worldId } = await publicWorld(a);
    const visitor = await registerPlayer(a);
    const host = await inWorld(bases[0]!, worldId, { x: 2, y: 2 }, owner.token);
    const guest = await inWorld(bases[0]!, worldId, { x: 3, y: 2 });
    const friend = await inWorld(bases[0]!, worldId, { x: 2, y: 3 }, visitor.token);
    await host.client.next('u', (u) => !!u.j?.some((p) => p[0] === friend.hi.me));

    await makePrivate(a, worldId, owner.token);
    expect(await guest.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(await friend.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    // The owner sees them go, and is the only one left in the world's rooms.
    const gone = new Set<string>();
    while (gone.size < 2) {
      const u = await host.client.next('u', (frame) => !!frame.l?.length);
      for (const handle of u.l ?? []) if (handle === guest.hi.me || handle === friend.hi.me) gone.add(handle);
    }
    const rooms = roomOf(a, worldId);
    expect(rooms.flatMap(([, room]) => [...room.locals.values()].map((member) => member.handle))).toEqual([host.hi.me]);

    // A chat line and an emote in the world reach nobody who was moved out; joining again is refused.
    host.client.send({ t: 'say', m: 'just me now' });
    host.client.send({ t: 'em', e: 'wave' });
    await host.client.next('u', (u) => !!u.e?.length);
    friend.client.send({ t: 'join', w: worldId, m: worldId, x: 2, y: 3 });
    expect(await friend.client.next('n')).toEqual({ t: 'n', k: 'world', m: PRESENCE_MESSAGES.worldClosed });
    const heard = (frame: ServerFrame) => frame.t === 'hi' || (frame.t === 'u' && !!(frame.c ?? frame.e));
    expect(friend.client.unread().filter(heard)).toEqual([]);
    expect(guest.client.unread().filter(heard)).toEqual([]);
  });

  it('sends its visitors to the main world when the owner deletes it', async () => {
    const [a] = apps as [FastifyInstance];
    const { owner, worldId } = await publicWorld(a);
    const guest = await inWorld(bases[0]!, worldId, { x: 3, y: 2 });
    const res = await callerOf(a)('DELETE', `/api/worlds/${worldId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(await guest.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(roomOf(a, worldId).flatMap(([, room]) => [...room.locals.values()])).toEqual([]);
  });

  it.skipIf(!hasRedisServer)('moves its visitors out on the other instance too', async () => {
    const [a] = apps as [FastifyInstance, FastifyInstance];
    const b = apps[1]!;
    const { owner, worldId } = await publicWorld(a);
    const host = await inWorld(bases[0]!, worldId, { x: 2, y: 2 }, owner.token);
    const away = await inWorld(bases[1]!, worldId, { x: 3, y: 3 }, (await registerPlayer(a)).token);
    // B's player has heard of A's (the roster came through Redis): both instances are on the bus.
    if (!away.all.p.some((p) => p[0] === host.hi.me)) {
      await away.client.next('u', (u) => !!u.j?.some((p) => p[0] === host.hi.me), ROSTER_WAIT);
    }
    // And A's player has heard of B's: only a player A knows can be seen to leave (on a busy machine
    // B's roster reached A after the world turned private, and A's 'l' never came).
    await host.client.next('u', (u) => !!u.j?.some((p) => p[0] === away.hi.me), ROSTER_WAIT);

    await makePrivate(a, worldId, owner.token);
    expect(await away.client.next('worldClosed')).toEqual({ t: 'worldClosed', worldId });
    expect(roomOf(b, worldId).flatMap(([, room]) => [...room.locals.keys()])).toEqual([]);
    // A hears B's player leave (B's tick publishes it).
    await host.client.next('u', (u) => !!u.l?.includes(away.hi.me), ROSTER_WAIT);
  });
});
