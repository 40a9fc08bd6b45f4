import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ATLAS, canStandOn, PRESENCE_MESSAGES } from '@authentic/core';
import type { TestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 34 item 7: what two players met while testing (arrivals, chat out of range, guests' names). */
describe('live presence: players meeting', () => {
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

  const open = async () => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    return client;
  };
  const signedIn = async (player: Player, at: { x: number; y: number }) => {
    const client = await open();
    client.send({ t: 'auth', token: player.token });
    await client.next('auth');
    client.send({ t: 'join', w: null, m: 'overworld', ...at });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };

  it('puts a newcomer on the nearest free walkable cell when someone stands on theirs', async () => {
    const first = await signedIn(await registerPlayer(t.app), cells.open);
    expect(first.hi).toMatchObject(cells.open);
    const second = await signedIn(await registerPlayer(t.app), cells.open);
    const { x, y } = second.hi;
    expect({ x, y }).not.toEqual(cells.open);
    expect(Math.abs(x - cells.open.x) + Math.abs(y - cells.open.y)).toBe(1);
    expect(canStandOn(BUILT_IN_ATLAS, 'overworld', { x, y })).toBe(true);
    // The one already there sees the newcomer where the server put them.
    const seen = await first.client.next('u', (u) => !!u.j?.some((p) => p[0] === second.hi.me));
    expect(seen.j?.find((p) => p[0] === second.hi.me)?.slice(3, 5)).toEqual([x, y]);
    // And the newcomer sees the first on the cell it asked for.
    expect(second.all.p.find((p) => p[0] === first.hi.me)?.slice(3, 5)).toEqual([cells.open.x, cells.open.y]);
  });

  it('tells a speaker nobody was near enough to hear, and says nothing when someone was', async () => {
    const alone = await signedIn(await registerPlayer(t.app), cells.far);
    alone.client.send({ t: 'say', m: 'anyone?' });
    expect(await alone.client.next('n')).toEqual({ t: 'n', k: 'nobodyNear', m: PRESENCE_MESSAGES.nobodyNear });

    const listener = await signedIn(await registerPlayer(t.app), cells.far);
    alone.client.send({ t: 'say', m: 'hello you' });
    await listener.client.next('u', (u) => !!u.c?.some(([, , text]) => text === 'hello you'));
    // The speaker's own line comes back after any notice about it: none came.
    await alone.client.next('u', (u) => !!u.c?.some(([, , text]) => text === 'hello you'));
    expect(alone.client.unread().some((frame) => frame.t === 'n')).toBe(false);
  });

  it('gives a guest one name that the guest and everyone else see', async () => {
    const watcher = await signedIn(await registerPlayer(t.app), cells.open);
    const guest = await open();
    guest.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await guest.next('hi');
    expect(hi.name).toBeNull();
    expect(hi.guest).toMatch(/^Traveller \d{4}$/);
    const joined = await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === hi.me));
    expect(joined.j?.find((p) => p[0] === hi.me)?.[6]).toBe(hi.guest);

    // A later newcomer sees the same name in its `all`, and the guest keeps it on another join.
    const later = await signedIn(await registerPlayer(t.app), cells.open);
    expect(later.all.p.find((p) => p[0] === hi.me)?.[6]).toBe(hi.guest);
    guest.send({ t: 'leave' });
    guest.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    expect((await guest.next('hi')).guest).toBe(hi.guest);
    // An account has no guest name.
    expect(later.hi.guest).toBeUndefined();
  });
});
