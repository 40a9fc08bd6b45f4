import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HTTP_MESSAGES,
  PRESENCE_MESSAGES,
  worldPlayResponseSchema,
  worldResponseSchema,
  type WorldVisibility,
} from '@authentic/core';
import { listeningApp, PresenceClient } from '../../test/presence-client.js';
import { callerOf, registerPlayer } from '../../test/users.js';

/**
 * Issue 34: a world's page and its link are for everyone. A guest reads and plays unlisted and
 * public worlds (the world, its play answer, its live room); a private one is not there for anyone
 * but its owner (404). The world's answer carries its visits, likes and whether the viewer likes it.
 */
describe('worlds for guests, and their likes', () => {
  const s = listeningApp();
  beforeAll(() => s.start());
  afterAll(() => s.stop());

  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(s.t.app)(...args);
  const worldOf = async (owner: Player, visibility: WorldVisibility) => {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: `Linked ${visibility}`,
      description: 'A world to open from a link.',
      mapType: 'mystery',
      visibility,
    });
    expect(res.statusCode, res.body).toBe(201);
    return worldResponseSchema.parse(res.json()).world.id;
  };
  const worldSeenBy = async (worldId: string, token?: string) => {
    const res = await call('GET', `/api/worlds/${worldId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return worldResponseSchema.parse(res.json()).world;
  };
  /** A socket, signed in when a token is given, asking to join the world's spawn map. */
  const joinAs = async (worldId: string, token?: string) => {
    const client = await PresenceClient.open(s.base);
    s.clients.push(client);
    if (token) {
      client.send({ t: 'auth', token });
      expect(await client.next('auth')).toMatchObject({ ok: true });
    }
    client.send({ t: 'join', w: worldId, m: worldId, x: 2, y: 2 });
    return client;
  };

  it('lets a guest read and play unlisted and public worlds, and join their rooms', async () => {
    const owner = await registerPlayer(s.t.app);
    for (const visibility of ['unlisted', 'public'] as const) {
      const worldId = await worldOf(owner, visibility);
      expect(await worldSeenBy(worldId)).toMatchObject({ id: worldId, visibility, likes: 0, visits: 0, liked: false });
      const play = await call('GET', `/api/worlds/${worldId}/play`);
      expect(play.statusCode, play.body).toBe(200);
      expect(worldPlayResponseSchema.parse(play.json()).version).toBe(0);
      // And into its live room, as the game's socket does.
      const guest = await joinAs(worldId);
      expect(await guest.next('hi')).toMatchObject({ t: 'hi' });
    }
  });

  it('answers 404 for a private world to guests and other players, as if it were not there, and keeps guests out of its room', async () => {
    const owner = await registerPlayer(s.t.app);
    const other = await registerPlayer(s.t.app);
    const worldId = await worldOf(owner, 'private');
    for (const token of [undefined, other.token]) {
      for (const path of [`/api/worlds/${worldId}`, `/api/worlds/${worldId}/play`]) {
        const res = await call('GET', path, token);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
      }
    }
    const outsider = await joinAs(worldId);
    expect(await outsider.next('n')).toMatchObject({ k: 'world', m: PRESENCE_MESSAGES.worldClosed });
    expect((await worldSeenBy(worldId, owner.token)).visibility).toBe('private');
    expect((await call('GET', `/api/worlds/${worldId}/play`, owner.token)).statusCode).toBe(200);
  });

  it('tells each viewer whether they like the world, and everyone its likes and visits', async () => {
    const owner = await registerPlayer(s.t.app);
    const fan = await registerPlayer(s.t.app);
    const passer = await registerPlayer(s.t.app);
    const worldId = await worldOf(owner, 'public');
    expect((await call('PUT', `/api/worlds/${worldId}/like`, fan.token)).statusCode).toBe(200);

    expect(await worldSeenBy(worldId, fan.token)).toMatchObject({ likes: 1, liked: true });
    expect(await worldSeenBy(worldId, passer.token)).toMatchObject({ likes: 1, liked: false });
    expect(await worldSeenBy(worldId)).toMatchObject({ likes: 1, liked: false });
    expect(await worldSeenBy(worldId, owner.token)).toMatchObject({ likes: 1, liked: false });

    // A visit is the socket's join (decision 0266); the page shows it once the server counted it.
    const visitor = await joinAs(worldId, passer.token);
    await visitor.next('hi');
    while ((await worldSeenBy(worldId)).visits !== 1) await new Promise((resolve) => setTimeout(resolve, 50));

    expect((await call('DELETE', `/api/worlds/${worldId}/like`, fan.token)).statusCode).toBe(200);
    expect(await worldSeenBy(worldId, fan.token)).toMatchObject({ likes: 0, liked: false, visits: 1 });
  });
});
