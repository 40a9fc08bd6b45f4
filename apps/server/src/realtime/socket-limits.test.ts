import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESENCE_CLOSE, PRESENCE_LIMITS, PRESENCE_MESSAGES, worldResponseSchema } from '@authentic/core';
import { listeningApp, overworldCells, PresenceClient } from '../test/presence-client.js';
import { registerPlayer } from '../test/users.js';
import type { PresenceHub } from './hub.js';

const PER_ADDRESS = 3;
const CONNECTS = 6;

/**
 * Issue 33 items 2 and 3 (decision 0261): sockets capped per address (at the upgrade, guests
 * too) and per account (at `auth`), new sockets rate-limited per address, and `auth` and `join`
 * held to their own budgets and cost, so a flood of them does not reach the database.
 */
describe('presence socket caps and frame budgets', () => {
  const served = listeningApp({
    TRUST_PROXY: 'true',
    PRESENCE_SOCKETS_PER_ADDRESS: String(PER_ADDRESS),
    PRESENCE_CONNECTS_PER_MINUTE: String(CONNECTS),
  });
  const { clients } = served;
  let address = 0;
  /** A fresh address for each test, as a proxy in front would say it. */
  const nextAddress = () => `203.0.113.${(address += 1)}`;
  const open = async (from: string) => {
    const client = await PresenceClient.open(served.base, { 'x-forwarded-for': from });
    clients.push(client);
    return client;
  };

  beforeAll(() => served.start());
  afterAll(() => served.stop());

  it('refuses the socket past the cap of one address with its reason, counting guests, and lets one in when one closes', async () => {
    const school = nextAddress();
    const guests = [await open(school), await open(school), await open(school)];
    // Guests: none has signed in, and the fourth from the same address is refused at once.
    const refused = await open(school);
    expect(await refused.closed).toEqual({
      code: PRESENCE_CLOSE.tooManyFromAddress,
      reason: PRESENCE_MESSAGES.tooManyFromAddress,
    });
    // Another address is not held back by this one.
    const elsewhere = await open(nextAddress());
    elsewhere.send({ t: 'join', w: null, m: 'overworld', ...overworldCells().open });
    await elsewhere.next('hi');

    guests[0]!.close();
    await guests[0]!.closed;
    // The server counts the close when it sees it: the next socket from there gets in then.
    await expect
      .poll(async () => {
        const again = await open(school);
        again.send({ t: 'join', w: null, m: 'overworld', ...overworldCells().open });
        return Promise.race([again.next('hi').then(() => 'in'), again.closed.then(() => 'refused')]);
      })
      .toBe('in');
  });

  it('refuses new sockets from an address past its rate with 429 at the upgrade', async () => {
    const busy = nextAddress();
    for (let i = 0; i < CONNECTS; i += 1) {
      const client = await open(busy);
      client.close();
      await client.closed;
    }
    await expect(open(busy)).rejects.toThrow(/429/);
  });

  it('closes a socket that signs in past the cap of its account, with its reason', async () => {
    const player = await registerPlayer(served.t.app);
    for (let i = 0; i < PRESENCE_LIMITS.socketsPerAccount; i += 1) {
      // Each from its own address: the account's cap is what is tested.
      const tab = await open(nextAddress());
      tab.send({ t: 'auth', token: player.token });
      expect(await tab.next('auth')).toMatchObject({ ok: true });
    }
    const oneTooMany = await open(nextAddress());
    oneTooMany.send({ t: 'auth', token: player.token });
    expect(await oneTooMany.closed).toEqual({
      code: PRESENCE_CLOSE.tooManyForAccount,
      reason: PRESENCE_MESSAGES.tooManyForAccount,
    });
    // Another account is not held back by this one.
    const other = await open(nextAddress());
    other.send({ t: 'auth', token: (await registerPlayer(served.t.app)).token });
    expect(await other.next('auth')).toMatchObject({ ok: true });
  });

  it('answers auth frames up to their budget, then a notice, without reading the account again', async () => {
    const hub = served.t.app.presence as PresenceHub;
    const player = await registerPlayer(served.t.app);
    const client = await open(nextAddress());
    const restrictions = vi.spyOn(hub.lookup, 'restrictions');
    const sent = PRESENCE_LIMITS.authsPerMinute + 1;
    for (let i = 0; i < sent; i += 1) client.send({ t: 'auth', token: player.token });
    expect(await client.next('n')).toEqual({ t: 'n', k: 'authRate', m: PRESENCE_MESSAGES.authRate });
    for (let i = 0; i < PRESENCE_LIMITS.authsPerMinute; i += 1) {
      expect(await client.next('auth')).toEqual({ t: 'auth', ok: true, name: player.user.username });
    }
    // Frames are handled in order: a join after them answers once they all were.
    client.send({ t: 'join', w: null, m: 'overworld', ...overworldCells().open });
    await client.next('hi');
    expect(client.unread().filter((frame) => frame.t === 'auth')).toEqual([]);
    expect(restrictions).toHaveBeenCalledTimes(PRESENCE_LIMITS.authsPerMinute);
    restrictions.mockRestore();
  });

  it('answers joins up to their budget, then a notice, reading the world far fewer times than it was joined', async () => {
    const owner = await registerPlayer(served.t.app);
    const created = await served.t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Busy Meadow', description: 'A meadow joined too often.', mapType: 'fantasy', isPublic: true },
    });
    const worldId = worldResponseSchema.parse(created.json()).world.id;
    const guest = await open(nextAddress());
    // Every read the flood makes (a guest's join reads the world and nothing else).
    const reads = vi.spyOn(served.t.app.database.db, 'select');
    for (let i = 0; i <= PRESENCE_LIMITS.joinsPerMinute; i += 1) {
      guest.send({ t: 'join', w: worldId, m: worldId, x: 1, y: 1 });
    }
    expect(await guest.next('n')).toEqual({ t: 'n', k: 'joinRate', m: PRESENCE_MESSAGES.joinRate });
    for (let i = 0; i < PRESENCE_LIMITS.joinsPerMinute; i += 1) expect((await guest.next('hi')).w).toBe(worldId);
    expect(guest.unread().filter((frame) => frame.t === 'hi')).toEqual([]);
    expect(reads.mock.calls.length).toBeLessThan(PRESENCE_LIMITS.joinsPerMinute);
    reads.mockRestore();
  });

  it('counts auth and join as several frames: a burst of them closes the socket as too fast', async () => {
    const client = await open(nextAddress());
    // Twenty moves at once are within the burst; twenty joins are not.
    for (let i = 0; i < 20; i += 1) client.send({ t: 'join', w: null, m: 'overworld', x: 1, y: 1 });
    expect(await client.closed).toEqual({ code: PRESENCE_CLOSE.tooFast, reason: PRESENCE_MESSAGES.tooFast });
  });
});
