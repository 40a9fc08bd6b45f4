import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ATLAS, PRESENCE_CLOSE, PRESENCE_MESSAGES } from '@authentic/core';
import { eq } from 'drizzle-orm';
import { playerBlocks, users } from '../db/schema.js';
import type { TestApp } from '../test/app.js';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Issue 23: live presence over a real socket, against a real database. */
describe('GET /api/presence', () => {
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
  /** A signed-in player's socket, joined on the overworld at this cell. */
  const signedIn = async (player: Player, at = cells.open) => {
    const client = await open();
    client.send({ t: 'auth', token: player.token });
    expect(await client.next('auth')).toEqual({ t: 'auth', ok: true, name: player.user.username });
    client.send({ t: 'join', w: null, m: 'overworld', ...at });
    const hi = await client.next('hi');
    const all = await client.next('all');
    return { client, hi, all };
  };

  it('shows two signed-in players on one map to each other, with their moves', async () => {
    const [ada, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const a = await signedIn(ada);
    expect(a.hi).toMatchObject({ t: 'hi', name: ada.user.username, w: null, m: 'overworld', ...cells.open });
    const b = await signedIn(bob);
    const seenByB = b.all.p.find((p) => p[0] === a.hi.me);
    expect(seenByB?.slice(1, 5)).toEqual([ada.user.username, null, cells.open.x, cells.open.y]);
    const joined = await a.client.next('u', (u) => !!u.j?.some((p) => p[0] === b.hi.me));
    expect(joined.j?.find((p) => p[0] === b.hi.me)?.[1]).toBe(bob.user.username);

    a.client.send({ t: 'mv', d: 1, s: 1 });
    const moved = await b.client.next('u', (u) => !!u.p?.some((p) => p[0] === a.hi.me));
    expect(moved.p?.find((p) => p[0] === a.hi.me)).toEqual([a.hi.me, cells.open.x + 1, cells.open.y, 1]);
    // No account id ever reaches a client.
    expect(JSON.stringify([b.all, joined, moved])).not.toContain(ada.user.id);
  });

  it('answers a move into a wall with the true position, and walking faster than the game with a fix', async () => {
    const player = await registerPlayer(t.app);
    const { client } = await signedIn(player, cells.wall);
    client.send({ t: 'mv', d: 1, s: 7 });
    expect(await client.next('fix')).toEqual({ t: 'fix', s: 7, m: 'overworld', ...cells.wall, f: 1 });
    // Moves sent before the client saw the fix are ignored until it joins again from there.
    client.send({ t: 'mv', d: 1, s: 8 });
    client.send({ t: 'join', w: null, m: 'overworld', ...cells.wall });
    expect(await client.next('hi')).toMatchObject({ m: 'overworld', ...cells.wall });
    client.send({ t: 'mv', d: 1, s: 9 });
    expect(await client.next('fix')).toMatchObject({ s: 9, ...cells.wall });

    const runner = await signedIn(await registerPlayer(t.app));
    for (let s = 1; s <= 10; s += 1) runner.client.send({ t: 'mv', d: s % 2 === 1 ? 1 : 3, s });
    const fix = await runner.client.next('fix');
    expect(fix.s).toBeGreaterThan(4);
  });

  it('shows a guest as a Traveller who cannot chat', async () => {
    const watcher = await signedIn(await registerPlayer(t.app));
    const guest = await open();
    guest.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const hi = await guest.next('hi');
    expect(hi.name).toBeNull();
    const joined = await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === hi.me));
    expect(joined.j?.find((p) => p[0] === hi.me)?.[1]).toBeNull();
    guest.send({ t: 'say', m: 'hello' });
    expect(await guest.next('n')).toEqual({ t: 'n', k: 'guestChat', m: PRESENCE_MESSAGES.guestChat });
    guest.send({ t: 'em', e: 'wave' });
    const waved = await watcher.client.next('u', (u) => !!u.e?.some(([h]) => h === hi.me));
    expect(waved.e).toContainEqual([hi.me, 'wave']);
  });

  it('lets a near player hear chat and not a far one, five lines per ten seconds', async () => {
    const speaker = await signedIn(await registerPlayer(t.app));
    const near = await signedIn(await registerPlayer(t.app));
    const far = await signedIn(await registerPlayer(t.app), cells.far);
    speaker.client.send({ t: 'say', m: 'hello there' });
    const heard = await near.client.next('u', (u) => !!u.c?.length);
    expect(heard.c?.[0]?.[0]).toBe(speaker.hi.me);
    expect(heard.c?.[0]?.[2]).toBe('hello there');
    const lineId = heard.c![0]![1];
    expect(t.app.presence.chatLine(lineId)).toMatchObject({ text: 'hello there', room: 'main:overworld' });

    // The far player hears the speaker's emote (anyone in the room sees it) but never the line.
    speaker.client.send({ t: 'em', e: 'heart' });
    const farFrame = await far.client.next('u', (u) => !!u.e?.some(([h]) => h === speaker.hi.me));
    expect(farFrame.c).toBeUndefined();
    expect(far.client.unread().some((f) => f.t === 'u' && f.c)).toBe(false);

    for (let i = 2; i <= 6; i += 1) speaker.client.send({ t: 'say', m: `line ${i}` });
    expect(await speaker.client.next('n')).toEqual({ t: 'n', k: 'chatRate', m: PRESENCE_MESSAGES.chatRate });

    // A line over 200 characters is not a frame the game sends: the socket closes.
    speaker.client.send({ t: 'say', m: 'x'.repeat(201) });
    expect(await speaker.client.closed).toEqual({
      code: PRESENCE_CLOSE.malformed,
      reason: PRESENCE_MESSAGES.malformed,
    });
  });

  it('closes a socket for malformed JSON, an unknown frame and an oversized frame, and the server goes on', async () => {
    const bad = await open();
    bad.sendRaw('{not json');
    expect(await bad.closed).toEqual({ code: PRESENCE_CLOSE.malformed, reason: PRESENCE_MESSAGES.malformed });
    const unknown = await open();
    unknown.send({ t: 'fly', to: 'moon' });
    expect(await unknown.closed).toEqual({ code: PRESENCE_CLOSE.malformed, reason: PRESENCE_MESSAGES.malformed });
    const big = await open();
    big.sendRaw(JSON.stringify({ t: 'say', m: 'y'.repeat(2000) }));
    expect((await big.closed).code).toBe(1009);
    const flood = await open();
    for (let i = 0; i < 60; i += 1) flood.send({ t: 'leave' });
    expect(await flood.closed).toEqual({ code: PRESENCE_CLOSE.tooFast, reason: PRESENCE_MESSAGES.tooFast });

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });

  it('keeps another player out of a private world, and lets its owner in', async () => {
    const [owner, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Secret Garden', description: 'A private place of my own', mapType: 'fantasy', isPublic: false },
    });
    expect(res.statusCode).toBe(201);
    const worldId = res.json<{ world: { id: string } }>().world.id;
    const join = { t: 'join', w: worldId, m: worldId, x: 1, y: 1 };

    const outsider = await signedIn(other);
    outsider.client.send(join);
    expect(await outsider.client.next('n')).toEqual({ t: 'n', k: 'world', m: PRESENCE_MESSAGES.worldClosed });
    const guest = await open();
    guest.send(join);
    expect(await guest.next('n')).toMatchObject({ k: 'world' });

    const { client } = await signedIn(owner);
    client.send(join);
    expect(await client.next('hi')).toMatchObject({ w: worldId, m: worldId });
  });

  it('hides blocked players from each other both ways, at once and on joining', async () => {
    const [ann, ben, cat] = [await registerPlayer(t.app), await registerPlayer(t.app), await registerPlayer(t.app)];
    const a = await signedIn(ann);
    const b = await signedIn(ben);
    await a.client.next('u', (u) => !!u.j?.some((p) => p[0] === b.hi.me));

    await t.database.db.insert(playerBlocks).values({ blockerId: ann.user.id, blockedId: ben.user.id });
    t.app.safetyEvents.emit('relations', [ann.user.id, ben.user.id]);
    expect((await a.client.next('u', (u) => !!u.l?.includes(b.hi.me))).l).toContain(b.hi.me);
    expect((await b.client.next('u', (u) => !!u.l?.includes(a.hi.me))).l).toContain(a.hi.me);

    // Moves and chat of the other side no longer arrive; a third player still sees both.
    const c = await signedIn(cat);
    expect(c.all.p.map((p) => p[0])).toEqual(expect.arrayContaining([a.hi.me, b.hi.me]));
    b.client.send({ t: 'say', m: 'can you hear me' });
    await c.client.next('u', (u) => !!u.c?.some(([h]) => h === b.hi.me));
    a.client.send({ t: 'em', e: 'wow' });
    await c.client.next('u', (u) => !!u.e?.some(([h]) => h === a.hi.me));
    expect(a.client.unread().some((f) => f.t === 'u' && f.c?.some(([h]) => h === b.hi.me))).toBe(false);

    // Joining again: the blocked player is not in `all`.
    b.client.send({ t: 'leave' });
    b.client.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    const again = await b.client.next('all');
    expect(again.p.map((p) => p[0])).not.toContain(a.hi.me);
    expect(again.p.map((p) => p[0])).toContain(c.hi.me);
  });

  it('moves a player who walks through a main-road portal to the next map, out of the old room', async () => {
    const grid = BUILT_IN_ATLAS.grid('overworld');
    let portal: { x: number; y: number; to: { mapId: string; arrival: { x: number; y: number } } } | undefined;
    grid.forEach((row, y) =>
      row.forEach((tile, x) => {
        const to = BUILT_IN_ATLAS.portalDestination('overworld', { x, y });
        if (!portal && tile === 5 && to && grid[y]?.[x - 1] === 0) portal = { x, y, to };
      }),
    );
    if (!portal) throw new Error('no main-road portal with grass on its left');
    const watcher = await signedIn(await registerPlayer(t.app));
    const walker = await signedIn(await registerPlayer(t.app), { x: portal.x - 1, y: portal.y });
    await watcher.client.next('u', (u) => !!u.j?.some((p) => p[0] === walker.hi.me));
    walker.client.send({ t: 'mv', d: 1, s: 1 });
    const arrived = await walker.client.next('hi');
    expect(arrived).toMatchObject({ m: portal.to.mapId, ...portal.to.arrival });
    expect(await walker.client.next('all')).toMatchObject({ m: portal.to.mapId });
    await watcher.client.next('u', (u) => !!u.l?.includes(walker.hi.me));
  });

  it('closes the socket of an account a moderator suspends', async () => {
    const player = await registerPlayer(t.app);
    const { client } = await signedIn(player);
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, player.user.id));
    t.app.safetyEvents.emit('moderation', player.user.id);
    expect((await client.closed).code).toBe(PRESENCE_CLOSE.suspended);
  });
});
