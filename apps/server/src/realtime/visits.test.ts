import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exploreResponseSchema, SAFETY_API, worldResponseSchema } from '@authentic/core';
import { worldVisits } from '../db/schema.js';
import { listeningApp, PresenceClient } from '../test/presence-client.js';
import { callerOf, registerPlayer } from '../test/users.js';

/**
 * Issue 34: a visit is counted by the server when a socket joins a world's room, once per player
 * (or guest connection) per world per UTC day, never the owner's own, never across a block; no
 * HTTP call adds one. Explore's card shows the visits and the players in the world now.
 */
describe('visits of a world', () => {
  const s = listeningApp();
  beforeAll(() => s.start());
  afterAll(() => s.stop());

  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  const call = () => callerOf(s.t.app);
  const join = async (worldId: string, token?: string) => {
    const client = await PresenceClient.open(s.base);
    s.clients.push(client);
    if (token) {
      client.send({ t: 'auth', token });
      expect(await client.next('auth')).toMatchObject({ ok: true });
    }
    client.send({ t: 'join', w: worldId, m: worldId, x: 2, y: 2 });
    await client.next('hi');
    return client;
  };
  const visitors = async (worldId: string) =>
    (await s.t.database.db.select().from(worldVisits).where(eq(worldVisits.worldId, worldId))).map(
      (row) => row.visitor,
    );
  /** Waits, as the Explore page would, until the card shows this many visits. */
  const cardOf = async (worldId: string, visits: number) => {
    for (;;) {
      const res = await call()('GET', '/api/explore?sort=newest');
      const card = exploreResponseSchema.parse(res.json()).worlds.find((world) => world.id === worldId);
      if (card && card.visits === visits) return card;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const publicWorld = async (owner: Player) => {
    const res = await call()('POST', '/api/worlds', owner.token, {
      name: 'Visited Vale',
      description: 'Many come, few stay.',
      mapType: 'fantasy',
      visibility: 'public',
    });
    return worldResponseSchema.parse(res.json()).world.id;
  };

  it('counts a player once a day and each guest connection once, never the owner; the card shows them live', async () => {
    const owner = await registerPlayer(s.t.app);
    const visitor = await registerPlayer(s.t.app);
    const worldId = await publicWorld(owner);

    await join(worldId, owner.token);
    const first = await join(worldId, visitor.token);
    first.close();
    await join(worldId, visitor.token);
    // The owner's join and the visitor's second come before the guest's: once the guest is
    // counted they have been read too.
    await join(worldId);
    const card = await cardOf(worldId, 2);
    expect(card.live).toBe(3);
    const rows = await visitors(worldId);
    expect(rows).toHaveLength(2);
    expect(rows).toContain(visitor.user.id);
    expect(rows).not.toContain(owner.user.id);
    await join(worldId);
    expect((await cardOf(worldId, 3)).visits).toBe(3);
  });

  it('adds no visit from any HTTP call, nor from a player the owner blocked', async () => {
    const owner = await registerPlayer(s.t.app);
    const blocked = await registerPlayer(s.t.app);
    const reader = await registerPlayer(s.t.app);
    const worldId = await publicWorld(owner);
    expect((await call()('POST', SAFETY_API.blocks, owner.token, { username: blocked.user.username })).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of [
      ['GET', `/api/worlds/${worldId}`],
      ['GET', `/api/worlds/${worldId}/play`],
      ['PUT', `/api/worlds/${worldId}/position`, { x: 2, y: 2 }],
      ['PUT', `/api/worlds/${worldId}/like`],
      ['POST', `/api/worlds/${worldId}/visit`, {}],
      ['PUT', `/api/worlds/${worldId}`, { visits: 1000 }],
    ] as const) {
      await call()(method, url, reader.token, body);
    }
    await join(worldId, blocked.token);
    // A guest after them: once it is counted, the blocked player's join has been read.
    await join(worldId);
    await cardOf(worldId, 1);
    expect(await visitors(worldId)).not.toContain(blocked.user.id);
    expect(await visitors(worldId)).not.toContain(reader.user.id);
  });
});
