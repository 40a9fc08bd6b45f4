import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  AUTH_MESSAGES,
  FRIEND_MESSAGES,
  friendRequestResultSchema,
  friendsResponseSchema,
  PROFILE_API,
  type FriendsDto,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('/api/friends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload && { payload }),
    });
  const ask = (from: Player, username: string) => call('POST', PROFILE_API.friendRequests, from.token, { username });
  const lists = async (player: Player): Promise<FriendsDto> => {
    const res = await call('GET', PROFILE_API.friends, player.token);
    expect(res.statusCode).toBe(200);
    return friendsResponseSchema.parse(res.json());
  };
  const friendIds = async (player: Player) => (await lists(player)).friends.map((f) => f.id);
  const sendRequest = async (from: Player, to: Player) => {
    const res = await ask(from, to.user.username);
    expect(res.statusCode).toBe(201);
    return friendRequestResultSchema.parse(res.json()).request!;
  };
  const accept = (player: Player, requestId: string) =>
    call('POST', PROFILE_API.acceptRequest(requestId), player.token);
  const player = () => registerPlayer(t.app);

  it('answers 401 to every call when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', PROFILE_API.friends],
      ['POST', PROFILE_API.friendRequests],
      ['POST', PROFILE_API.acceptRequest(id)],
      ['DELETE', PROFILE_API.friendRequest(id)],
      ['DELETE', PROFILE_API.friend(id)],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? { username: 'someone' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
    }
  });

  it('refuses a request to oneself, to nobody, or twice', async () => {
    const [a, b] = [await player(), await player()];
    const self = await ask(a, a.user.username.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ success: false, message: FRIEND_MESSAGES.notYourself });
    const nobody = await ask(a, 'no_such_player_here');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ success: false, message: FRIEND_MESSAGES.playerNotFound });

    const sent = await ask(a, b.user.username.toUpperCase());
    expect(sent.statusCode).toBe(201);
    const body = friendRequestResultSchema.parse(sent.json());
    expect(body).toMatchObject({
      status: 'request',
      message: FRIEND_MESSAGES.requestSent(b.user.username),
      request: {
        from: { id: a.user.id, username: a.user.username, avatar: null, level: 1 },
        to: { id: b.user.id, username: b.user.username },
      },
    });
    const twice = await ask(a, b.user.username);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: FRIEND_MESSAGES.alreadyRequested });

    expect((await lists(a)).outgoing.map((r) => r.id)).toEqual([body.request!.id]);
    expect((await lists(b)).incoming.map((r) => r.id)).toEqual([body.request!.id]);
    expect((await lists(a)).incoming).toEqual([]);
  });

  it('lets only the recipient accept; then both are friends and the request is gone', async () => {
    const [a, b, stranger] = [await player(), await player(), await player()];
    const request = await sendRequest(a, b);

    const bySender = await accept(a, request.id);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json()).toEqual({ success: false, message: FRIEND_MESSAGES.onlyRecipientAccepts });
    for (const [who, id] of [
      [stranger, request.id],
      [b, '00000000-0000-4000-8000-000000000000'],
      [b, 'not-a-uuid'],
    ] as const) {
      const res = await accept(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: FRIEND_MESSAGES.requestNotFound });
    }

    const accepted = await accept(b, request.id);
    expect(accepted.statusCode).toBe(200);
    const body = friendsResponseSchema.parse(accepted.json());
    expect(body.friends).toEqual([
      {
        id: a.user.id,
        username: a.user.username,
        avatar: null,
        level: 1,
        title: expect.any(String),
        online: false,
        mapName: null,
        joinable: false,
      },
    ]);
    expect(accepted.json().message).toBe(FRIEND_MESSAGES.nowFriends(a.user.username));
    expect(await friendIds(a)).toEqual([b.user.id]);
    expect((await lists(a)).outgoing).toEqual([]);
    expect((await lists(b)).incoming).toEqual([]);
    expect((await accept(b, request.id)).statusCode).toBe(404);

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await ask(from, to.user.username);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: FRIEND_MESSAGES.alreadyFriends });
    }
  });

  it('makes friends at once when the other had already asked', async () => {
    const [a, c] = [await player(), await player()];
    await sendRequest(a, c);
    const back = await ask(c, a.user.username);
    expect(back.statusCode).toBe(200);
    expect(friendRequestResultSchema.parse(back.json())).toMatchObject({
      status: 'friends',
      message: FRIEND_MESSAGES.nowFriends(a.user.username),
      friend: { id: a.user.id, username: a.user.username },
    });
    expect(await friendIds(a)).toEqual([c.user.id]);
    expect(await friendIds(c)).toEqual([a.user.id]);
    expect((await lists(a)).outgoing).toEqual([]);
    expect((await lists(c)).incoming).toEqual([]);
  });

  it('lets the recipient decline and the sender withdraw; nobody else', async () => {
    const [a, d, e, stranger] = [await player(), await player(), await player(), await player()];
    const declined = await sendRequest(d, a);
    const withdrawn = await sendRequest(a, e);
    for (const id of [declined.id, withdrawn.id, 'not-a-uuid']) {
      const res = await call('DELETE', PROFILE_API.friendRequest(id), stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: FRIEND_MESSAGES.requestNotFound });
    }

    const decline = await call('DELETE', PROFILE_API.friendRequest(declined.id), a.token);
    expect(decline.statusCode).toBe(200);
    expect(decline.json()).toMatchObject({ success: true, message: FRIEND_MESSAGES.requestDeclined, incoming: [] });
    const withdraw = await call('DELETE', PROFILE_API.friendRequest(withdrawn.id), a.token);
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json()).toMatchObject({ success: true, message: FRIEND_MESSAGES.requestWithdrawn, outgoing: [] });

    expect((await lists(d)).outgoing).toEqual([]);
    expect((await lists(e)).incoming).toEqual([]);
    expect(await friendIds(a)).toEqual([]);
    expect((await call('DELETE', PROFILE_API.friendRequest(declined.id), a.token)).statusCode).toBe(404);
    // A declined player may ask again.
    expect((await ask(d, a.user.username)).statusCode).toBe(201);
  });

  it('ends a friendship on both sides', async () => {
    const [a, b, stranger] = [await player(), await player(), await player()];
    await accept(b, (await sendRequest(a, b)).id);
    const removed = await call('DELETE', PROFILE_API.friend(b.user.id), a.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: FRIEND_MESSAGES.friendRemoved(b.user.username) });
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);

    for (const id of [b.user.id, stranger.user.id, a.user.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('DELETE', PROFILE_API.friend(id), a.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: FRIEND_MESSAGES.notFriends });
    }
    // Friends again after a new request.
    await accept(a, (await sendRequest(b, a)).id);
    expect(await friendIds(b)).toEqual([a.user.id]);
  });

  it('lists friends by username and requests newest first', async () => {
    const [me, x, y, z] = [await player(), await player(), await player(), await player()];
    // Registration order gives ascending usernames; make them friends in another order.
    for (const friend of [z, x]) await accept(me, (await sendRequest(friend, me)).id);
    const [first, second] = [await player(), await player()];
    const older = await sendRequest(first, me);
    const newer = await sendRequest(second, me);
    const sent = await sendRequest(me, y);
    const dto = await lists(me);
    expect(dto.friends.map((f) => f.username)).toEqual([x.user.username, z.user.username].sort());
    expect(dto.incoming.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(dto.outgoing.map((r) => r.id)).toEqual([sent.id]);
  });

  it('two players asking each other at the same moment become friends, with no request left', async () => {
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = await Promise.all([player(), player()]);
      const answers = await Promise.all([ask(a, b.user.username), ask(b, a.user.username)]);
      // One asks, the other's ask says yes: never two pending requests.
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
      const [listsOfA, listsOfB] = await Promise.all([lists(a), lists(b)]);
      expect(listsOfA.friends.map((f) => f.id)).toEqual([b.user.id]);
      expect(listsOfB.friends.map((f) => f.id)).toEqual([a.user.id]);
      expect([...listsOfA.incoming, ...listsOfA.outgoing, ...listsOfB.incoming, ...listsOfB.outgoing]).toEqual([]);
    }
  });

  it('limits friend requests per player', async () => {
    const [a] = [await player()];
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await ask(a, `nobody_${i}`)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    const limited = await ask(a, 'nobody_at_all');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
  });
});
