import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_MAP_NAMES,
  friendRequestResultSchema,
  friendsResponseSchema,
  generateWorldMap,
  PRESENCE_CLOSE,
  PRESENCE_MESSAGES,
  PROFILE_API,
} from '@authentic/core';
import { users } from '../db/schema.js';
import type { TestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';
import { untilText } from './socket-account.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 23: where a join starts, an account change on one socket, and friends seen online. */
describe('live presence and accounts', () => {
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

  const signedIn = async (player: Player, at = cells.open) => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    client.send({ t: 'auth', token: player.token });
    await client.next('auth');
    client.send({ t: 'join', w: null, m: 'overworld', ...at });
    const hi = await client.next('hi');
    await client.next('all');
    return { client, hi };
  };

  it('resumes a reload from the place the server knows, not the one the client claims', async () => {
    const player = await registerPlayer(t.app);
    const first = await signedIn(player);
    first.client.send({ t: 'mv', d: 1, s: 1 });
    // The move is the server's once a second player sees it.
    const watcher = await signedIn(await registerPlayer(t.app));
    first.client.send({ t: 'em', e: 'wave' });
    await watcher.client.next('u', (u) => !!u.e?.some(([h]) => h === first.hi.me));
    first.client.close();
    await first.client.closed;
    await watcher.client.next('u', (u) => !!u.l?.includes(first.hi.me));

    const again = await signedIn(player, cells.wall);
    expect(again.hi).toMatchObject({ x: cells.open.x + 1, y: cells.open.y });
  });

  it('starts a first join on the claimed cell when one can stand there, else on the map', async () => {
    const { hi } = await signedIn(await registerPlayer(t.app), cells.wall);
    expect(hi).toMatchObject(cells.wall);
    const guest = await PresenceClient.open(base);
    clients.push(guest);
    guest.send({ t: 'join', w: null, m: 'overworld', x: 4000, y: 4000 });
    const spawned = await guest.next('hi');
    expect(spawned.x).toBeLessThan(4000);
  });

  it('leaves and joins again as the other account when a socket signs in as someone else', async () => {
    const [first, second] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const watcher = await signedIn(await registerPlayer(t.app));
    const { client, hi } = await signedIn(first);
    client.send({ t: 'auth', token: second.token });
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: true, name: second.user.username });
    const rejoined = await client.next('hi');
    expect(rejoined.name).toBe(second.user.username);
    expect(rejoined.me).not.toBe(hi.me);
    const seen = await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === rejoined.me));
    expect(seen.j?.find((p) => p[0] === rejoined.me)?.[1]).toBe(second.user.username);

    // A token that is no longer good makes the socket a guest.
    client.send({ t: 'auth', token: 'not-a-token' });
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: false, name: null });
    expect((await client.next('hi')).name).toBeNull();
  });

  it('turns the sockets of a deleted account into guests at once: others see the player leave', async () => {
    const leaver = await registerPlayer(t.app);
    const watcher = await signedIn(await registerPlayer(t.app));
    const { client, hi } = await signedIn(leaver);
    await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === hi.me));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${leaver.token}` },
      payload: { password: leaver.password, confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    // `gone`: the tab learns its account was deleted and signs out (issue 34).
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: false, name: null, gone: true });
    expect((await client.next('hi')).name).toBeNull();
    await watcher.client.next('u', (u) => !!u.l?.includes(hi.me));
  });

  it('stops a muted account chatting and refuses a suspended one', async () => {
    const talker = await registerPlayer(t.app);
    const { client } = await signedIn(talker);
    const until = new Date(Date.now() + 3_600_000);
    await t.database.db.update(users).set({ mutedUntil: until }).where(eq(users.id, talker.user.id));
    t.app.safetyEvents.emit('moderation', talker.user.id);
    // The re-read is asynchronous: say lines until one is refused (each comes back or is refused).
    let notice: { t: string; k: string; m: string } | undefined;
    for (let i = 0; i < 4 && !notice; i += 1) {
      client.send({ t: 'say', m: `line ${i}` });
      // One waiter for either answer: two raced waiters would leave the loser to eat a later frame.
      const answer = await client.nextWhere(
        (frame) =>
          (frame.t === 'n' && frame.k !== 'nobodyNear') ||
          (frame.t === 'u' && !!frame.c?.some(([, , text]) => text === `line ${i}`)),
      );
      if (answer.t === 'n') notice = answer;
    }
    expect(notice).toEqual({
      t: 'n',
      k: 'muted',
      m: PRESENCE_MESSAGES.muted(untilText(until)),
      until: until.toISOString(),
    });

    const banned = await registerPlayer(t.app);
    await t.database.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, banned.user.id));
    const socket = await PresenceClient.open(base);
    clients.push(socket);
    socket.send({ t: 'auth', token: banned.token });
    const closed = await socket.closed;
    expect(closed.code).toBe(PRESENCE_CLOSE.suspended);
    expect(closed.reason).toMatch(/^This account is suspended until /);
  });

  it('starts a world where the database says the player stood, lets guests into a public world, and its way out leaves the room', async () => {
    const owner = await registerPlayer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Open Meadow', description: 'Everyone is welcome here', mapType: 'fantasy', isPublic: true },
    });
    const worldId = created.json<{ world: { id: string } }>().world.id;
    const map = generateWorldMap('fantasy', worldId);
    const saved = map.spawn;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/worlds/${worldId}/position`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: saved,
    });
    expect(put.statusCode).toBe(200);

    const ownerSocket = await PresenceClient.open(base);
    clients.push(ownerSocket);
    ownerSocket.send({ t: 'auth', token: owner.token });
    await ownerSocket.next('auth');
    ownerSocket.send({ t: 'join', w: worldId, m: worldId, ...map.returnPortal });
    const ownerHi = await ownerSocket.next('hi');
    expect(ownerHi).toMatchObject({ w: worldId, m: worldId, ...saved });

    const guest = await PresenceClient.open(base);
    clients.push(guest);
    guest.send({ t: 'join', w: worldId, m: worldId, ...map.returnPortal });
    const guestHi = await guest.next('hi');
    expect(guestHi).toMatchObject({ name: null, ...map.returnPortal });
    expect((await guest.next('all')).p.map((p) => p[0])).toContain(ownerHi.me);
    await ownerSocket.next('u', (u) => !!u.j?.some((p) => p[0] === guestHi.me));
    guest.send({ t: 'po', s: 1 });
    await ownerSocket.next('u', (u) => !!u.l?.includes(guestHi.me));
  });

  it('lists friends as online, with their map only when they share it', async () => {
    const [me, friend] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const asked = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.friendRequests,
      headers: { authorization: `Bearer ${me.token}` },
      payload: { username: friend.user.username },
    });
    const requestId = friendRequestResultSchema.parse(asked.json()).request!.id;
    await t.app.inject({
      method: 'POST',
      url: PROFILE_API.acceptRequest(requestId),
      headers: { authorization: `Bearer ${friend.token}` },
    });
    const friendsOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: PROFILE_API.friends,
        headers: { authorization: `Bearer ${me.token}` },
      });
      return friendsResponseSchema.parse(res.json()).friends.find((f) => f.id === friend.user.id);
    };
    expect(await friendsOf()).toMatchObject({ online: false, mapName: null });
    const { client } = await signedIn(friend);
    expect(await friendsOf()).toMatchObject({ online: true, mapName: null });
    await t.database.db.update(users).set({ shareMapWithFriends: true }).where(eq(users.id, friend.user.id));
    expect(await friendsOf()).toMatchObject({ online: true, mapName: BUILT_IN_MAP_NAMES.overworld });
    client.close();
    await client.closed;
    // The socket's close is handled on the server's next turn; ask until it says so.
    const deadline = Date.now() + 10_000;
    while ((await friendsOf())?.online && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await friendsOf()).toMatchObject({ online: false, mapName: null });
  });
});
