import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exploreResponseSchema, type ExploreCard } from '@authentic/core';
import { LIVE_MS } from '../../realtime/live-counts.js';
import { hasRedisServer } from '../../test/redis-server.js';
import { publicWorld, twoInstances } from '../../test/two-instances.js';
import { callerOf, registerPlayer } from '../../test/users.js';

/** Long enough for a few rounds of every instance writing its counts, on a busy machine. */
const WAIT_MS = LIVE_MS * 8;

/**
 * Explore's live counts across instances (issue 34, decision 0273): two apps on one database and
 * a Redis of the test's own. Players who are on instance B only are counted by A's Explore, in the
 * card's `live` and in the 'live' order, and stop counting when they leave.
 */
describe.skipIf(!hasRedisServer)('live counts on every instance (skipped: no redis-server)', () => {
  const two = twoInstances();
  const { apps, bases, inWorld } = two;
  beforeAll(() => two.start());
  afterAll(() => two.stop());

  /** A's 'live' order, asked again until `wanted` holds for it (or the wait is over: the last answer). */
  const liveOnA = async (wanted: (cards: ExploreCard[]) => boolean) => {
    const started = Date.now();
    for (;;) {
      const res = await callerOf(apps[0]!)('GET', '/api/explore?sort=live');
      expect(res.statusCode).toBe(200);
      const cards = exploreResponseSchema.parse(res.json()).worlds;
      if (wanted(cards) || Date.now() - started > WAIT_MS) return cards;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it("counts players on instance B in instance A's Explore, and stops when they leave", async () => {
    const [a] = apps as [FastifyInstance];
    const quiet = await publicWorld(a);
    const busy = await publicWorld(a);
    const visitor = await registerPlayer(a);
    const guest = await inWorld(bases[1]!, busy.worldId, { x: 2, y: 2 });
    const player = await inWorld(bases[1]!, busy.worldId, { x: 3, y: 2 }, visitor.token);

    const two = (cards: ExploreCard[]) => cards[0]?.id === busy.worldId && cards[0].live === 2;
    const both = await liveOnA(two);
    expect(both.slice(0, 1).map((card) => [card.id, card.live])).toEqual([[busy.worldId, 2]]);
    expect(both.find((card) => card.id === quiet.worldId)?.live).toBe(0);

    guest.client.close();
    player.client.close();
    const gone = await liveOnA((cards) => cards.every((card) => card.live === 0));
    expect(gone.find((card) => card.id === busy.worldId)?.live).toBe(0);
  });
});
