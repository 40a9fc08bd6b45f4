import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRESENCE_MESSAGES, PROFILE_API, type ServerFrame } from '@authentic/core';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { ROSTER_MS } from './bus.js';
import { hasRedisServer } from '../test/redis-server.js';
import { twoInstances } from '../test/two-instances.js';
import { plainLetters, registerPlayer } from '../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const cells = overworldCells();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newName = () => `renamed_${plainLetters(Date.now())}${plainLetters(Math.floor(Math.random() * 1e6))}`;

/** A signed-in socket on the overworld, and its `hi`. */
async function signedIn(base: string, player: Player, clients: PresenceClient[]) {
  const client = await PresenceClient.open(base);
  clients.push(client);
  client.send({ t: 'auth', token: player.token });
  await client.next('auth');
  client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
  const hi = await client.next('hi');
  const all = await client.next('all');
  return { client, hi, all };
}

/** Resolves once `watcher` has been told of a player with this name (in its `all` or a later join). */
async function sees(watcher: { client: PresenceClient; all: Extract<ServerFrame, { t: 'all' }> }, name: string | null) {
  const named = (p: readonly unknown[]) => p[1] === name;
  if (watcher.all.p.some(named)) return;
  await watcher.client.next('u', (u) => !!u.j?.some(named), 15_000);
}

/**
 * Issue 33 item 5 (decision 0261): a socket no longer outlives the session it signed in with. A
 * password change, 'sign out everywhere' or a reset ends the account's sessions: its sockets go on
 * as guests' at once. A rename reaches them too: others see the new name.
 */
describe('a socket after its sessions end', () => {
  const served = listeningApp();
  const { clients } = served;
  let base: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    await served.start();
    ({ base } = served);
    app = served.t.app;
  });
  afterAll(() => served.stop());

  it('goes on as a guest after a password change, and others see the player leave', async () => {
    const player = await registerPlayer(app);
    const watcher = await signedIn(base, await registerPlayer(app), clients);
    const { client, hi } = await signedIn(base, player, clients);
    await sees(watcher, player.user.username);
    const changed = await app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: bearer(player.token),
      payload: { currentPassword: player.password, newPassword: 'other-secret-words' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: false, name: null });
    expect((await client.next('hi')).name).toBeNull();
    await watcher.client.next('u', (u) => !!u.l?.includes(hi.me));
    client.send({ t: 'say', m: 'still me?' });
    expect(await client.next('n')).toMatchObject({ k: 'guestChat', m: PRESENCE_MESSAGES.guestChat });
  });

  it("goes on as a guest after 'sign out everywhere'", async () => {
    const player = await registerPlayer(app);
    const { client } = await signedIn(base, player, clients);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(player.token) });
    expect(out.statusCode).toBe(200);
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: false, name: null });
    // The old token signs no socket in again.
    client.send({ t: 'auth', token: player.token });
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: false, name: null });
  });

  it('shows a new name to others after a rename', async () => {
    const player = await registerPlayer(app);
    const watcher = await signedIn(base, await registerPlayer(app), clients);
    const { client } = await signedIn(base, player, clients);
    await sees(watcher, player.user.username);
    const username = newName();
    const renamed = await app.inject({
      method: 'PUT',
      url: PROFILE_API.profile,
      headers: bearer(player.token),
      payload: { username, currentPassword: player.password },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: true, name: username });
    expect((await client.next('hi')).name).toBe(username);
    await sees(watcher, username);
    // Still signed in: it may chat, under its new name.
    client.send({ t: 'say', m: 'new name, same me' });
    await watcher.client.next('u', (u) => !!u.c?.some(([, , text]) => text === 'new name, same me'));
  });
});

/**
 * The same on another instance: two apps on one database and one Redis of this test's own; the
 * change is made on one, the socket is on the other.
 */
describe.skipIf(!hasRedisServer)(
  'a socket on another instance after its sessions end (skipped: no redis-server)',
  () => {
    const instances = twoInstances();
    const { apps, bases, clients } = instances;
    beforeAll(() => instances.start());
    afterAll(() => instances.stop());

    it("turns the socket into a guest's after 'sign out everywhere' on the other instance, and renames it", async () => {
      const [one, two] = apps as [FastifyInstance, FastifyInstance];
      const renamer = await registerPlayer(one);
      const leaver = await registerPlayer(one);
      const onTwo = await signedIn(bases[1]!, renamer, clients);
      const alsoOnTwo = await signedIn(bases[1]!, leaver, clients);
      // Instance two hears instance one through Redis once it sees a guest of one's on its map.
      const { hi: guestHi } = await instances.onOverworld(bases[0]!);
      await onTwo.client.next('u', (u) => !!u.j?.some((p) => p[0] === guestHi.me), ROSTER_MS * 4);

      const username = newName();
      const renamed = await one.inject({
        method: 'PUT',
        url: PROFILE_API.profile,
        headers: bearer(renamer.token),
        payload: { username, currentPassword: renamer.password },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await onTwo.client.next('auth')).toEqual({ t: 'auth', ok: true, name: username });

      const out = await one.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(leaver.token) });
      expect(out.statusCode).toBe(200);
      expect(await alsoOnTwo.client.next('auth')).toEqual({ t: 'auth', ok: false, name: null });
      expect((await alsoOnTwo.client.next('hi')).name).toBeNull();
      // The other instance's own HTTP check agrees at once (its cached session state was read again).
      const me = await two.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(leaver.token) });
      expect(me.statusCode).toBe(401);
    });
  },
);
