import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FRIEND_MESSAGES,
  PROFILE_API,
  PUBLIC_PROFILE_MESSAGES,
  playerSearchResponseSchema,
  publicProfileResponseSchema,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { plainLetters, registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('/api/players', () => {
  let t: TestApp;
  // One run's own prefix, so names from other files never match.
  const prefix = `q${plainLetters(Date.now())}`;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
  const search = (text: string, token: string) =>
    get(`${PROFILE_API.players}?search=${encodeURIComponent(text)}`, token);
  const named = (username: string) => registerPlayer(t.app, { username, email: `${username}@example.com` });

  describe('search', () => {
    let me: Player;
    let friend: Player;
    let asker: Player;
    let asked: Player;
    let stranger: Player;
    let lookalike: Player;
    beforeAll(async () => {
      me = await named(`${prefix}_me`);
      friend = await named(`${prefix}_Friend`);
      asker = await named(`${prefix}_asker`);
      asked = await named(`${prefix}_asked`);
      stranger = await named(`${prefix}_stranger`);
      // "_" is a LIKE wildcard: unescaped, "<prefix>_" would match this one too.
      lookalike = await named(`${prefix}x_lookalike`);
      const request = await post(PROFILE_API.friendRequests, friend.token, { username: me.user.username });
      expect((await post(PROFILE_API.acceptRequest(request.json().request.id), me.token)).statusCode).toBe(200);
      expect((await post(PROFILE_API.friendRequests, asker.token, { username: me.user.username })).statusCode).toBe(
        201,
      );
      expect((await post(PROFILE_API.friendRequests, me.token, { username: asked.user.username })).statusCode).toBe(
        201,
      );
    });

    it('answers 400 with the screen text below 2 characters, and 401 signed out', async () => {
      for (const url of [
        `${PROFILE_API.players}?search=a`,
        `${PROFILE_API.players}?search=%20b%20`,
        PROFILE_API.players,
      ]) {
        const res = await get(url, me.token);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ success: false, message: FRIEND_MESSAGES.searchTooShort });
      }
      const signedOut = await get(`${PROFILE_API.players}?search=${prefix}`);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
    });

    it('finds usernames that start with the text, ignoring case, with each relation', async () => {
      const res = await search(`${prefix}_`.toUpperCase(), me.token);
      expect(res.statusCode).toBe(200);
      const { players } = playerSearchResponseSchema.parse(res.json());
      const mine = (await get(PROFILE_API.friends, me.token)).json<{
        incoming: { id: string; from: { id: string } }[];
        outgoing: { id: string }[];
      }>();
      const incomingId = mine.incoming.find((r) => r.from.id === asker.user.id)?.id;
      const outgoing = mine.outgoing;
      expect(players.map((p) => [p.username, p.relation, p.requestId])).toEqual([
        [asked.user.username, 'outgoing', outgoing[0]!.id],
        [asker.user.username, 'incoming', incomingId],
        [friend.user.username, 'friend', undefined],
        [me.user.username, 'self', undefined],
        [stranger.user.username, 'none', undefined],
      ]);
      expect(players.every((p) => p.id !== lookalike.user.id)).toBe(true);
      expect(players[0]).toEqual({
        id: asked.user.id,
        username: asked.user.username,
        avatar: null,
        level: 1,
        title: expect.any(String),
        relation: 'outgoing',
        requestId: outgoing[0]!.id,
      });
      expect(res.body).not.toContain('email');
    });

    it('treats % and _ as plain characters and answers at most 10', async () => {
      const percent = await search(`${prefix}%`, me.token);
      expect(percent.statusCode).toBe(200);
      expect(percent.json().players).toEqual([]);
      const many = `${prefix}m`;
      for (let i = 0; i < 11; i += 1) await named(`${many}${i.toString().padStart(2, '0')}`);
      const res = await search(many, me.token);
      expect(playerSearchResponseSchema.parse(res.json()).players).toHaveLength(10);
      for (const odd of ["'; drop table users; --", '\\\\', '%%', 'é€😀', 'x'.repeat(30)]) {
        expect((await search(odd, me.token)).statusCode, odd).toBe(200);
      }
      expect((await search('x'.repeat(31), me.token)).statusCode).toBe(400);
    });
  });

  describe('public profile', () => {
    let owner: Player;
    let publicIds: string[];
    let hiddenIds: string[];
    beforeAll(async () => {
      owner = await named(`${prefix}_creator`);
      const make = async (extra: Record<string, unknown>) =>
        (await createArtifact(t.app, owner.token, { significance: 'secret note', unlockAnswer: 'sesame', ...extra }))
          .id;
      const firstPublic = await make({ visibility: 'public', name: 'Old lamp' });
      hiddenIds = [
        await make({ visibility: 'private' }),
        await make({ visibility: 'friends' }),
        await make({ visibility: 'public', isExclusive: true }),
        await make({ visibility: 'public', visible: false }),
      ];
      publicIds = [await make({ visibility: 'public', name: 'New lamp' }), firstPublic];
      const other = await registerPlayer(t.app);
      await createArtifact(t.app, other.token, { visibility: 'public' });
      const request = await post(PROFILE_API.friendRequests, other.token, { username: owner.user.username });
      expect((await post(PROFILE_API.acceptRequest(request.json().request.id), owner.token)).statusCode).toBe(200);
      const unlocked = await post('/api/users/achievements', owner.token, { achievement: { id: 'world_explorer' } });
      expect(unlocked.statusCode).toBe(200);
    });

    it('shows anyone the player, their public artifacts newest first, and nothing private', async () => {
      for (const token of [undefined, owner.token, 'not-a-token']) {
        const res = await get(PROFILE_API.player(owner.user.username.toUpperCase()), token);
        expect(res.statusCode).toBe(200);
        const { player } = publicProfileResponseSchema.parse(res.json());
        expect(player).toMatchObject({
          id: owner.user.id,
          username: owner.user.username,
          avatar: null,
          level: 1,
          experience: 0,
          createdAt: owner.user.createdAt,
          friendsCount: 1,
        });
        // Granted by the server as the artifacts were made (decision 0232), and the one asked for.
        expect(player.achievements.map((a) => a.id)).toEqual(expect.arrayContaining(['creation_1', 'world_explorer']));
        expect(player.artifacts.map((a) => a.id)).toEqual(publicIds);
        expect(hiddenIds.some((id) => res.body.includes(id))).toBe(false);
        expect(res.body).not.toMatch(/"email"|@example\.com|secret note|sesame|significance|unlockAnswer|allowedUsers/);
        expect(res.body).not.toMatch(/password|sessionVersion|session_version/i);
      }
    });

    it('answers 404 for an unknown player, never 500', async () => {
      for (const name of ['nobody_by_this_name', '%25', 'a%20b', '...', "o'brien", 'x'.repeat(90)]) {
        const res = await get(`${PROFILE_API.players}/${name}`);
        expect(res.statusCode, name).toBe(404);
        expect(res.json(), name).toEqual({ success: false, message: PUBLIC_PROFILE_MESSAGES.notFound });
      }
    });
  });
});
