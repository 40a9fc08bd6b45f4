import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { friendJoinResponseSchema, friendRequestResultSchema, PROFILE_API, SAFETY_API } from '@authentic/core';
import { overworldCells, PresenceClient } from '../test/presence-client.js';
import { twoInstances } from '../test/two-instances.js';
import { callerOf, registerPlayer } from '../test/users.js';
import type { PresenceHub } from './hub.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Resolves once `check` holds, trying again every `everyMs` (never a fixed sleep). */
async function until(check: () => Promise<boolean> | boolean, everyMs = 50): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

/**
 * Issue 34 item 6 across instances (decision 0270): a friend request made on one instance reaches
 * the recipient's socket on another, and a Join asked of one instance finds the friend on the
 * other and lands the joiner's socket there next to them. Needs redis-server.
 */
describe('friends across two instances', () => {
  const two = twoInstances({ redis: 'required' });
  const { apps, bases, clients } = two;
  const cells = overworldCells();
  beforeAll(() => two.start());
  afterAll(() => two.stop());

  const signedIn = async (base: string, who: Player, at: { x: number; y: number } | null) => {
    const client = await PresenceClient.open(base);
    clients.push(client);
    client.send({ t: 'auth', token: who.token });
    await client.next('auth');
    if (at) {
      client.send({ t: 'join', w: null, m: 'overworld', ...at });
      await client.next('hi');
    }
    return client;
  };

  it('tells a friend request on the other instance, and joins a friend who plays there', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [ada, bob] = [await registerPlayer(a), await registerPlayer(a)];
    const adaOnB = await signedIn(bases[1]!, ada, cells.far);
    const asked = await callerOf(a)('POST', PROFILE_API.friendRequests, bob.token, { username: ada.user.username });
    expect(await adaOnB.next('fr')).toEqual({ t: 'fr', k: 'request', name: bob.user.username });
    await callerOf(a)(
      'POST',
      PROFILE_API.acceptRequest(friendRequestResultSchema.parse(asked.json()).request!.id),
      ada.token,
    );
    await callerOf(a)('PUT', SAFETY_API.privacy, ada.token, { shareMapWithFriends: true });

    const bobOnB = await signedIn(bases[1]!, bob, null);
    // A learns where Ada stands from B's next roster round.
    let answer = await callerOf(a)('POST', PROFILE_API.joinFriend(ada.user.username), bob.token);
    await until(async () => {
      if (answer.statusCode === 200) return true;
      answer = await callerOf(a)('POST', PROFILE_API.joinFriend(ada.user.username), bob.token);
      return answer.statusCode === 200;
      // Within the Join's rate limit: a roster round is ROSTER_MS.
    }, 1000);
    const there = friendJoinResponseSchema.parse(answer.json());
    expect(Math.abs(there.x - cells.far.x) + Math.abs(there.y - cells.far.y)).toBeGreaterThan(0);
    await until(() => (b.presence as PresenceHub).grants.has(bob.user.id));
    bobOnB.send({ t: 'join', w: null, m: 'overworld', ...cells.open });
    expect(await bobOnB.next('hi')).toMatchObject({ m: 'overworld', x: there.x, y: there.y });
  });
});
