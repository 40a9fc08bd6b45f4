import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIEND_MESSAGES,
  friendsResponseSchema,
  PROFILE_API,
  SAFETY_API,
  SAFETY_MESSAGES,
  safetyRelationsChangeResponseSchema,
  safetyRelationsResponseSchema,
} from '@authentic/core';
import { safetyLookup } from '../db/safety-repository.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('/api/safety: blocks, mutes and privacy', () => {
  let t: TestApp;
  const events: Array<[string, unknown]> = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
    t.app.safetyEvents.on('relations', (ids) => events.push(['relations', ids]));
  });
  afterAll(() => t.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t.app)(...args);
  const player = () => registerPlayer(t.app);
  const relations = async (p: Player) => {
    const res = await call('GET', SAFETY_API.relations, p.token);
    expect(res.statusCode).toBe(200);
    return safetyRelationsResponseSchema.parse(res.json());
  };
  const friendsOf = async (p: Player) =>
    friendsResponseSchema.parse((await call('GET', PROFILE_API.friends, p.token)).json());

  it('answers 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', SAFETY_API.relations],
      ['POST', SAFETY_API.blocks],
      ['DELETE', SAFETY_API.block('x')],
      ['POST', SAFETY_API.mutes],
      ['DELETE', SAFETY_API.mute('x')],
      ['GET', SAFETY_API.privacy],
      ['PUT', SAFETY_API.privacy],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('blocks and unblocks by username, tells presence, and the lookup hides both ways', async () => {
    const [a, b] = [await player(), await player()];
    events.length = 0;
    const res = await call('POST', SAFETY_API.blocks, a.token, { username: b.user.username.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const body = safetyRelationsChangeResponseSchema.parse(res.json());
    expect(body.message).toBe(SAFETY_MESSAGES.blocked(b.user.username));
    expect(body.blocked.map((p) => p.username)).toEqual([b.user.username]);
    expect(events).toEqual([['relations', [a.user.id, b.user.id]]]);
    // Again is no change and no error.
    expect((await call('POST', SAFETY_API.blocks, a.token, { username: b.user.username })).statusCode).toBe(200);
    expect((await relations(a)).blocked).toHaveLength(1);
    expect((await relations(b)).blocked).toEqual([]);

    const lookup = safetyLookup(t.database.db);
    expect(await lookup.relations(a.user.id)).toEqual({ hidden: [b.user.id], muted: [] });
    expect(await lookup.relations(b.user.id)).toEqual({ hidden: [a.user.id], muted: [] });

    const un = await call('DELETE', SAFETY_API.block(b.user.username), a.token);
    expect(un.statusCode).toBe(200);
    expect(un.json().message).toBe(SAFETY_MESSAGES.unblocked(b.user.username));
    expect((await relations(a)).blocked).toEqual([]);
    expect(await lookup.relations(b.user.id)).toEqual({ hidden: [], muted: [] });
    const again = await call('DELETE', SAFETY_API.block(b.user.username), a.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SAFETY_MESSAGES.notBlocked);
  });

  it('refuses oneself, unknown players and malformed bodies', async () => {
    const a = await player();
    const self = await call('POST', SAFETY_API.blocks, a.token, { username: a.user.username });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SAFETY_MESSAGES.notYourself);
    const nobody = await call('POST', SAFETY_API.mutes, a.token, { username: 'no_such_player_here' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(SAFETY_MESSAGES.playerNotFound);
    expect((await call('POST', SAFETY_API.blocks, a.token, { username: 42 })).statusCode).toBe(400);
    expect((await call('POST', SAFETY_API.blocks, a.token, { username: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await call('DELETE', SAFETY_API.mute('no_such_player_here'), a.token)).statusCode).toBe(404);
  });

  it('a block ends the friendship and pending requests, and no new request crosses it', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    // a and b are friends; c asked a.
    await call('POST', PROFILE_API.friendRequests, a.token, { username: b.user.username });
    await call('POST', PROFILE_API.friendRequests, b.token, { username: a.user.username });
    await call('POST', PROFILE_API.friendRequests, c.token, { username: a.user.username });
    expect((await friendsOf(a)).friends.map((f) => f.id)).toEqual([b.user.id]);
    expect((await friendsOf(a)).incoming).toHaveLength(1);

    await call('POST', SAFETY_API.blocks, a.token, { username: b.user.username });
    await call('POST', SAFETY_API.blocks, c.token, { username: a.user.username });
    expect((await friendsOf(a)).friends).toEqual([]);
    expect((await friendsOf(b)).friends).toEqual([]);
    expect((await friendsOf(a)).incoming).toEqual([]);
    expect((await friendsOf(c)).outgoing).toEqual([]);

    const byBlocker = await call('POST', PROFILE_API.friendRequests, a.token, { username: b.user.username });
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json().message).toBe(SAFETY_MESSAGES.unblockFirst);
    // The blocked player is not told: to them the blocker is nobody.
    const byBlocked = await call('POST', PROFILE_API.friendRequests, b.token, { username: a.user.username });
    expect(byBlocked.statusCode).toBe(404);
    expect(byBlocked.json().message).toBe(FRIEND_MESSAGES.playerNotFound);
  });

  it('mutes and unmutes: only the muter stops hearing', async () => {
    const [a, b] = [await player(), await player()];
    events.length = 0;
    const res = await call('POST', SAFETY_API.mutes, a.token, { username: b.user.username });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SAFETY_MESSAGES.muted(b.user.username));
    expect((await relations(a)).muted.map((p) => p.id)).toEqual([b.user.id]);
    expect(events).toEqual([['relations', [a.user.id, b.user.id]]]);
    const lookup = safetyLookup(t.database.db);
    expect(await lookup.relations(a.user.id)).toEqual({ hidden: [], muted: [b.user.id] });
    expect(await lookup.relations(b.user.id)).toEqual({ hidden: [], muted: [] });
    const un = await call('DELETE', SAFETY_API.mute(b.user.username), a.token);
    expect(un.statusCode).toBe(200);
    expect(un.json().message).toBe(SAFETY_MESSAGES.unmuted(b.user.username));
    expect((await relations(a)).muted).toEqual([]);
  });

  it('keeps map sharing off until the player turns it on, and online notices on until turned off', async () => {
    const a = await player();
    expect((await call('GET', SAFETY_API.privacy, a.token)).json()).toEqual({
      success: true,
      shareMapWithFriends: false,
      tellFriendsWhenOnline: true,
    });
    const on = await call('PUT', SAFETY_API.privacy, a.token, { shareMapWithFriends: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ shareMapWithFriends: true, message: SAFETY_MESSAGES.privacySaved });
    expect((await call('GET', SAFETY_API.privacy, a.token)).json().shareMapWithFriends).toBe(true);
    expect((await call('PUT', SAFETY_API.privacy, a.token, { shareMapWithFriends: 'yes' })).statusCode).toBe(400);
    expect((await call('PUT', SAFETY_API.privacy, a.token, {})).statusCode).toBe(400);
    // One setting changed leaves the other as it was.
    const quiet = await call('PUT', SAFETY_API.privacy, a.token, { tellFriendsWhenOnline: false });
    expect(quiet.json()).toMatchObject({ shareMapWithFriends: true, tellFriendsWhenOnline: false });
  });

  it('the lookup reports no restrictions for an ordinary player', async () => {
    const a = await player();
    expect(await safetyLookup(t.database.db).restrictions(a.user.id)).toEqual({
      mutedUntil: null,
      suspendedUntil: null,
    });
  });
});
