import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exploreResponseSchema,
  WORLD_MESSAGES,
  worldResponseSchema,
  type ExploreCard,
  type WorldVisibility,
} from '@authentic/core';
import { users, worlds, worldVisits } from '../../db/schema.js';
import { utcDay } from '../../db/world-social-repository.js';
import type { PresenceHub } from '../../realtime/hub.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { keepTrendingCounted } from './trending.js';

/**
 * GET /api/explore (issue 34): only public worlds of creators who are not suspended, never one a
 * moderator hid; four orders with cursors that neither repeat nor skip; search by a word of the
 * name, the description or the creator. Visits are seeded in the table here (how they are counted
 * is realtime/visits.test.ts).
 */
describe('GET /api/explore', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  let alice: Player;
  let bob: Player;
  let carol: Player;
  const ids: Record<string, string> = {};

  const create = async (player: Player, name: string, description: string, visibility: WorldVisibility) => {
    const res = await call('POST', '/api/worlds', player.token, { name, description, mapType: 'fantasy', visibility });
    expect(res.statusCode).toBe(201);
    const world = worldResponseSchema.parse(res.json()).world;
    expect(world.visibility).toBe(visibility);
    ids[name] = world.id;
    return world;
  };
  const explore = async (query: string, token?: string) => {
    const res = await call('GET', `/api/explore${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return exploreResponseSchema.parse(res.json());
  };
  const names = (cards: ExploreCard[]) => cards.map((card) => card.name);
  /** Every card of an order, page by page, as the web would walk it. */
  const walk = async (sort: string, limit: number, token?: string) => {
    const seen: ExploreCard[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await explore(`?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
      seen.push(...page.worlds);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return seen;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = callerOf(t.app);
    alice = await registerPlayer(t.app, { username: `alice_${Date.now().toString(36)}` });
    bob = await registerPlayer(t.app);
    carol = await registerPlayer(t.app);
    await create(alice, 'Amber Harbour', 'Boats rock beside the lighthouse.', 'public');
    await create(alice, 'Birch Hollow', 'A quiet grove of silver trees.', 'public');
    await create(bob, 'Cinder Peaks', 'Volcanoes and obsidian caves.', 'public');
    await create(bob, 'Dusk Market', 'Lanterns over a night bazaar.', 'public');
    await create(carol, 'Ember Vault', 'A hidden treasury of old coins.', 'public');
    await create(alice, 'Secret Garden', 'Only for me, nobody else.', 'private');
    await create(bob, 'Link Only Lagoon', 'Whoever has the link may swim.', 'unlisted');
  });
  afterAll(() => t.close());

  const listed = ['Amber Harbour', 'Birch Hollow', 'Cinder Peaks', 'Dusk Market', 'Ember Vault'];

  it('lists public worlds to guests, never private or unlisted ones; an unlisted world still opens with its link', async () => {
    const page = await explore('?sort=newest');
    expect(names(page.worlds)).toEqual([...listed].reverse());
    expect(page.featured).toEqual([]);
    const card = page.worlds.find((world) => world.name === 'Amber Harbour')!;
    expect(card).toMatchObject({
      creator: { id: alice.user.id, username: alice.user.username },
      thumbnailUrl: `/api/worlds/${card.id}/thumbnail.png?v=0`,
      live: 0,
      visits: 0,
      likes: 0,
      liked: false,
      featured: false,
    });
    const lagoon = ids['Link Only Lagoon']!;
    expect((await call('GET', `/api/worlds/${lagoon}`, carol.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/worlds/${lagoon}/play`, carol.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/worlds/${ids['Secret Garden']}`, carol.token)).statusCode).toBe(404);
  });

  it('drops a world at once when it turns unlisted or private, and lists it again when public', async () => {
    const id = ids['Cinder Peaks']!;
    for (const visibility of ['unlisted', 'private'] as const) {
      const res = await call('PUT', `/api/worlds/${id}`, bob.token, { visibility });
      expect(worldResponseSchema.parse(res.json()).world).toMatchObject({
        visibility,
        isPublic: visibility !== 'private',
      });
      expect(names((await explore('?sort=newest')).worlds)).not.toContain('Cinder Peaks');
    }
    // isPublic alone still works (the old clients' field): public again, listed as before.
    await call('PUT', `/api/worlds/${id}`, bob.token, { isPublic: true });
    expect(names((await explore('?sort=newest')).worlds)).not.toContain('Cinder Peaks');
    await call('PUT', `/api/worlds/${id}`, bob.token, { visibility: 'public' });
    expect(names((await explore('?sort=newest')).worlds)).toContain('Cinder Peaks');
  });

  it("drops a suspended creator's worlds and a hidden world, and brings them back after", async () => {
    const db = t.database.db;
    await db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, carol.user.id));
    await db.update(worlds).set({ hiddenAt: new Date() }).where(eq(worlds.id, ids['Dusk Market']!));
    expect(names((await explore('?sort=newest')).worlds)).toEqual(['Cinder Peaks', 'Birch Hollow', 'Amber Harbour']);
    await db.update(users).set({ suspendedUntil: null }).where(eq(users.id, carol.user.id));
    await db.update(worlds).set({ hiddenAt: null }).where(eq(worlds.id, ids['Dusk Market']!));
    expect((await explore('?sort=newest')).worlds).toHaveLength(5);
  });

  it('orders by likes and by trending visitors of the last 7 days, ties by id; liked is the asker’s', async () => {
    for (const player of [bob, carol]) {
      expect((await call('PUT', `/api/worlds/${ids['Birch Hollow']}/like`, player.token)).statusCode).toBe(200);
    }
    await call('PUT', `/api/worlds/${ids['Ember Vault']}/like`, alice.token);
    const liked = await explore('?sort=liked', carol.token);
    expect(names(liked.worlds).slice(0, 2)).toEqual(['Birch Hollow', 'Ember Vault']);
    expect(liked.worlds.map((card) => [card.likes, card.liked]).slice(0, 2)).toEqual([
      [2, true],
      [1, false],
    ]);
    const rest = liked.worlds.slice(2).map((card) => card.id);
    expect(rest).toEqual([...rest].sort().reverse());

    // Three visitors of Dusk Market this week, two of Amber Harbour (one twice), one a month ago.
    const day = (ago: number) => utcDay(Date.now() - ago * 86_400_000);
    const v = () => crypto.randomUUID();
    const [one, two] = [v(), v()];
    await t.database.db.insert(worldVisits).values([
      { worldId: ids['Dusk Market']!, visitor: v(), day: day(0) },
      { worldId: ids['Dusk Market']!, visitor: v(), day: day(3) },
      { worldId: ids['Dusk Market']!, visitor: v(), day: day(6) },
      { worldId: ids['Amber Harbour']!, visitor: one, day: day(0) },
      { worldId: ids['Amber Harbour']!, visitor: one, day: day(1) },
      { worldId: ids['Amber Harbour']!, visitor: two, day: day(2) },
      { worldId: ids['Ember Vault']!, visitor: v(), day: day(30) },
    ]);
    const trending = (await explore('?sort=trending')).worlds;
    expect(names(trending).slice(0, 2)).toEqual(['Dusk Market', 'Amber Harbour']);
    expect(trending.map((card) => card.visits).slice(0, 2)).toEqual([0, 0]);

    // Four days on, only Dusk Market's visitor of today is in the 7 days (Amber Harbour keeps both);
    // a new visit counts at once.
    const log = { warn: () => undefined };
    await keepTrendingCounted(t.database.db, log, () => Date.now() + 4 * 86_400_000).look();
    await t.database.db.insert(worldVisits).values({ worldId: ids['Birch Hollow']!, visitor: v(), day: day(0) });
    const later = names((await explore('?sort=trending')).worlds);
    expect(later[0]).toBe('Amber Harbour');
    expect(later.slice(1, 3).sort()).toEqual(['Birch Hollow', 'Dusk Market']);
    // Counted again today, the day is back.
    await keepTrendingCounted(t.database.db, log).look();
    expect(names((await explore('?sort=trending')).worlds).slice(0, 3)).toEqual([
      'Dusk Market',
      'Amber Harbour',
      'Birch Hollow',
    ]);
  });

  it("ranks 'live' by players in a world now, then the rest by trending", async () => {
    const hub = t.app.presence as PresenceHub;
    const real = hub.liveCounts;
    hub.liveCounts = async () =>
      new Map([
        [ids['Ember Vault']!, 3],
        [ids['Cinder Peaks']!, 1],
        [ids['Secret Garden']!, 2],
      ]);
    try {
      const page = await explore('?sort=live');
      expect(names(page.worlds)).toEqual([
        'Ember Vault',
        'Cinder Peaks',
        'Dusk Market',
        'Amber Harbour',
        'Birch Hollow',
      ]);
      expect(page.worlds.map((card) => card.live)).toEqual([3, 1, 0, 0, 0]);
      const walked = await walk('live', 2);
      expect(names(walked)).toEqual(names(page.worlds));
    } finally {
      hub.liveCounts = real;
    }
  });

  it('walks every order page by page without repeating or skipping a world', async () => {
    for (const sort of ['newest', 'liked', 'trending', 'live']) {
      const whole = await explore(`?sort=${sort}`);
      for (const limit of [1, 2, 3]) {
        const walked = await walk(sort, limit);
        expect(
          walked.map((card) => card.id),
          `${sort} by ${limit}`,
        ).toEqual(whole.worlds.map((card) => card.id));
      }
    }
  });

  it('finds a word of the name, of the description and of the creator', async () => {
    expect(names((await explore('?q=harbour')).worlds)).toEqual(['Amber Harbour']);
    expect(names((await explore('?q=obsidian')).worlds)).toEqual(['Cinder Peaks']);
    expect(names((await explore(`?sort=newest&q=${alice.user.username}`)).worlds)).toEqual([
      'Birch Hollow',
      'Amber Harbour',
    ]);
    // A part of a creator's name, and a word only a private or unlisted world holds, find what is listed only.
    expect(names((await explore('?sort=newest&q=lice')).worlds)).toEqual(['Birch Hollow', 'Amber Harbour']);
    expect((await explore('?q=lagoon')).worlds).toEqual([]);
    expect((await explore('?q=garden')).worlds).toEqual([]);
    expect((await explore(`?q=${encodeURIComponent('"quiet grove" -volcano 100%_')}`)).worlds).toEqual([]);
  });

  it('answers 400 with a message for a cursor it did not make, or one of another order', async () => {
    const next = (await explore('?sort=newest&limit=1')).nextCursor!;
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: '1e99', i: ids['Amber Harbour'] })).toString(
      'base64url',
    );
    for (const cursor of ['nonsense', 'e30', forged, next.slice(0, -3)]) {
      const res = await call('GET', `/api/explore?sort=newest&cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: WORLD_MESSAGES.badExploreCursor });
    }
    const other = await call('GET', `/api/explore?sort=liked&cursor=${next}`);
    expect(other.statusCode).toBe(400);
    expect((await call('GET', '/api/explore?sort=oldest')).statusCode).toBe(400);
    expect((await call('GET', '/api/explore?limit=1000')).statusCode).toBe(400);
    await t.database.db.execute(sql`select 1`);
  });
});
