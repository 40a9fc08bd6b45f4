import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_ATLAS,
  canStandOn,
  FRIEND_MESSAGES,
  friendJoinResponseSchema,
  friendRequestResultSchema,
  friendsResponseSchema,
  PROFILE_API,
  SAFETY_API,
  SAFETY_MESSAGES,
  worldResponseSchema,
  type ServerFrame,
} from '@authentic/core';
import { listeningApp, overworldCells, PresenceClient } from '../../test/presence-client.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { JOINS_PER_MINUTE } from './join.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/**
 * Issue 34 item 6: friends find each other. Notices arrive over the presence socket (a request,
 * an acceptance, a friend coming online when their privacy allows, never across a block), and
 * Join takes a player next to a friend on a free cell, when the server's rule allows it.
 */
describe('friend notices and Join', () => {
  const served = listeningApp();
  const cells = overworldCells();
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(served.t.app)(...args);
  beforeAll(() => served.start());
  afterAll(() => served.stop());

  const player = () => registerPlayer(served.t.app);
  /** Grass with grass all around, far from the cells other tests stand on. */
  const quiet = (() => {
    const grid = BUILT_IN_ATLAS.grid('overworld');
    const grass = (x: number, y: number) => canStandOn(BUILT_IN_ATLAS, 'overworld', { x, y });
    const away = (x: number, y: number, cell: { x: number; y: number }) =>
      Math.abs(x - cell.x) + Math.abs(y - cell.y) > 8;
    for (let y = 1; y < grid.length - 1; y += 1) {
      for (let x = 1; x < grid[y]!.length - 1; x += 1) {
        const around = grass(x, y) && grass(x + 1, y) && grass(x - 1, y) && grass(x, y + 1) && grass(x, y - 1);
        if (around && away(x, y, cells.open) && away(x, y, cells.far)) return { x, y };
      }
    }
    throw new Error('no quiet grass on the overworld');
  })();
  /** A signed-in socket; joined on the overworld (or a world's spawn map) at `at` unless `at` is null. */
  const online = async (
    who: Player,
    at: { x: number; y: number } | null = cells.open,
    worldId: string | null = null,
  ) => {
    const client = await PresenceClient.open(served.base);
    served.clients.push(client);
    client.send({ t: 'auth', token: who.token });
    expect(await client.next('auth')).toMatchObject({ ok: true });
    if (!at) return { client, hi: undefined };
    client.send({ t: 'join', w: worldId, m: worldId ?? 'overworld', ...at });
    return { client, hi: await client.next('hi') };
  };
  const befriend = async (a: Player, b: Player) => {
    const asked = friendRequestResultSchema.parse(
      (await call('POST', PROFILE_API.friendRequests, a.token, { username: b.user.username })).json(),
    );
    expect((await call('POST', PROFILE_API.acceptRequest(asked.request!.id), b.token)).statusCode).toBe(200);
  };
  const privacy = async (who: Player, settings: object) =>
    expect((await call('PUT', SAFETY_API.privacy, who.token, settings)).statusCode).toBe(200);
  const block = async (who: Player, whom: Player) =>
    expect((await call('POST', SAFETY_API.blocks, who.token, { username: whom.user.username })).statusCode).toBe(200);
  const join = (who: Player, friend: Player) => call('POST', PROFILE_API.joinFriend(friend.user.username), who.token);
  const notices = (client: PresenceClient) =>
    client.unread().filter((frame): frame is Extract<ServerFrame, { t: 'fr' }> => frame.t === 'fr');

  it('tells a player at once of a friend request, and its sender of the acceptance', async () => {
    const [ada, bob] = [await player(), await player()];
    const a = await online(ada, null);
    const b = await online(bob, null);
    const asked = await call('POST', PROFILE_API.friendRequests, bob.token, { username: ada.user.username });
    expect(await a.client.next('fr')).toEqual({ t: 'fr', k: 'request', name: bob.user.username });
    const requestId = friendRequestResultSchema.parse(asked.json()).request!.id;
    await call('POST', PROFILE_API.acceptRequest(requestId), ada.token);
    expect(await b.client.next('fr')).toEqual({ t: 'fr', k: 'accepted', name: ada.user.username });
  });

  it('tells friends when a friend comes online, unless their privacy says not to, and never across a block', async () => {
    const [ada, quiet, blocked, loud] = [await player(), await player(), await player(), await player()];
    for (const other of [quiet, blocked, loud]) await befriend(ada, other);
    await privacy(quiet, { tellFriendsWhenOnline: false });
    expect((await call('GET', SAFETY_API.privacy, quiet.token)).json()).toMatchObject({
      tellFriendsWhenOnline: false,
      shareMapWithFriends: false,
    });
    await block(ada, blocked);
    const a = await online(ada, null);
    await online(quiet);
    await online(blocked);
    // The last to come online is heard; the two before it never are.
    await online(loud);
    expect(await a.client.next('fr')).toEqual({ t: 'fr', k: 'online', name: loud.user.username });
    expect(notices(a.client)).toEqual([]);
    // A second socket of an account already online is not news.
    await online(loud, null);
    const third = await player();
    await befriend(ada, third);
    expect(await a.client.next('fr')).toEqual({ t: 'fr', k: 'accepted', name: third.user.username });
    await online(third, null);
    expect(await a.client.next('fr')).toEqual({ t: 'fr', k: 'online', name: third.user.username });
    expect(notices(a.client)).toEqual([]);
  });

  it('joins a friend on a free walkable cell next to them, where the joiner socket then stands', async () => {
    const [ada, bob] = [await player(), await player()];
    await befriend(ada, bob);
    await privacy(ada, { shareMapWithFriends: true });
    await online(ada, quiet);
    const b = await online(bob, cells.far);
    const list = friendsResponseSchema.parse((await call('GET', PROFILE_API.friends, bob.token)).json());
    expect(list.friends.find((f) => f.id === ada.user.id)).toMatchObject({ online: true, joinable: true });

    const res = await join(bob, ada);
    expect(res.statusCode).toBe(200);
    const there = friendJoinResponseSchema.parse(res.json());
    expect(there).toMatchObject({
      worldId: null,
      mapId: 'overworld',
      message: FRIEND_MESSAGES.joined(ada.user.username, there.mapName),
    });
    expect(Math.abs(there.x - quiet.x) + Math.abs(there.y - quiet.y)).toBe(1);
    expect(canStandOn(BUILT_IN_ATLAS, 'overworld', there)).toBe(true);
    // Bob stands far away on the same map: the join the game then sends lands him next to Ada.
    b.client.send({ t: 'join', w: null, m: 'overworld', x: there.x, y: there.y });
    expect(await b.client.next('hi')).toMatchObject({ w: null, m: 'overworld', x: there.x, y: there.y });
  });

  it('refuses a Join when not friends, when the friend hides their map or is not playing, and across a block either way', async () => {
    const [ada, bob, stranger] = [await player(), await player(), await player()];
    await befriend(ada, bob);
    expect((await join(bob, ada)).json()).toEqual({
      success: false,
      message: FRIEND_MESSAGES.joinNotShared(ada.user.username),
    });
    await privacy(ada, { shareMapWithFriends: true });
    const offline = await join(bob, ada);
    expect([offline.statusCode, offline.json().message]).toEqual([
      409,
      FRIEND_MESSAGES.joinNotPlaying(ada.user.username),
    ]);
    await online(ada);
    const hidden = await join(stranger, ada);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, FRIEND_MESSAGES.notFriends]);
    await privacy(ada, { shareMapWithFriends: false });
    expect((await join(bob, ada)).statusCode).toBe(403);
    await privacy(ada, { shareMapWithFriends: true });
    expect((await join(bob, ada)).statusCode).toBe(200);

    await block(ada, bob);
    const blockedOne = await join(bob, ada);
    expect([blockedOne.statusCode, blockedOne.json().message]).toEqual([404, FRIEND_MESSAGES.notFriends]);
    await privacy(bob, { shareMapWithFriends: true });
    await online(bob, cells.far);
    const blocker = await join(ada, bob);
    expect([blocker.statusCode, blocker.json().message]).toEqual([403, SAFETY_MESSAGES.unblockFirst]);
  });

  it('limits how often one player asks to Join', async () => {
    const [ada, bob] = [await player(), await player()];
    for (let asked = 0; asked < JOINS_PER_MINUTE; asked += 1) expect((await join(bob, ada)).statusCode).toBe(404);
    expect((await join(bob, ada)).statusCode).toBe(429);
    // Another player's count is their own.
    expect((await join(ada, bob)).statusCode).toBe(404);
  });

  it('refuses a Join into a private world the joiner cannot enter', async () => {
    const [owner, bob] = [await player(), await player()];
    await befriend(owner, bob);
    await privacy(owner, { shareMapWithFriends: true });
    const created = await call('POST', '/api/worlds', owner.token, {
      name: 'Quiet Den',
      description: 'A world of my own.',
      mapType: 'fantasy',
      isPublic: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const worldId = worldResponseSchema.parse(created.json()).world.id;
    const inside = await online(owner, { x: 2, y: 2 }, worldId);
    expect(inside.hi).toMatchObject({ w: worldId });
    const res = await join(bob, owner);
    expect([res.statusCode, res.json().message]).toEqual([403, FRIEND_MESSAGES.joinWorldClosed(owner.user.username)]);
    const list = friendsResponseSchema.parse((await call('GET', PROFILE_API.friends, bob.token)).json());
    expect(list.friends.find((f) => f.id === owner.user.id)).toMatchObject({ online: true, joinable: false });
  });
});
