import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  healthSchema,
  saveWorldDocResponseSchema,
  WORLD_BUILDER_MESSAGES,
  WORLD_CHECK_MESSAGES,
  worldDocProblemsResponseSchema,
  worldResponseSchema,
  type WorldDoc,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { windingWorld } from '../../test/winding-world.js';

/** Starting a worker thread from source (tsx) takes a few seconds on a busy machine. */
const SLOW = 60_000;

/** A 10×10 room with its way out: under WORLD_CHECK_INLINE_MAX, so checked on the event loop. */
const smallWorld: WorldDoc = {
  format: 1,
  spawn: { mapId: 'a', x: 1, y: 1 },
  maps: [
    {
      id: 'a',
      name: 'Small',
      rows: Array.from({ length: 10 }, (_, y) => (y === 8 ? '000000005' + '0' : '0000000000')),
      portals: [{ x: 8, y: 8, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
};

async function ownerWithWorld(t: TestApp) {
  const owner = await registerPlayer(t.app);
  const call = callerOf(t.app);
  const made = await call('POST', '/api/worlds', owner.token, {
    name: 'Winding Lanes',
    description: 'Lanes that wind to the way out.',
    mapType: 'fantasy',
    isPublic: false,
  });
  const worldId = worldResponseSchema.parse(made.json()).world.id;
  const save = (doc: WorldDoc, baseVersion: number) =>
    call('PUT', `/api/worlds/${worldId}/doc`, owner.token, { doc, baseVersion, force: true });
  return { save };
}

/**
 * Issue 33 item 1 (decision 0259): a world save costs work linear in its cells, a big world's
 * check runs on the replay threads while other requests are answered, and a check over its time
 * budget is a 503 that says when to try again.
 */
describe('checking world saves', () => {
  let t: TestApp;
  let save: Awaited<ReturnType<typeof ownerWithWorld>>['save'];
  beforeAll(async () => {
    t = await createTestApp();
    ({ save } = await ownerWithWorld(t));
  });
  afterAll(() => t.close());

  it(
    "accepts the issue's save (4 maps of 256×256, an NPC patrolling the way out) while /api/health answers",
    async () => {
      let saved = false;
      const saving = save(windingWorld(4, 1), 0).then((res) => {
        saved = true;
        return res;
      });
      // Health answers while the save is still being checked, and keeps answering until it is done.
      const healths = [];
      do {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        healths.push({ status: health.statusCode, ok: healthSchema.safeParse(health.json()).success, saved });
        // An injected request on PGlite may resolve in microtasks only: let the thread's answer in.
        await new Promise((resolve) => setImmediate(resolve));
      } while (!saved);
      expect(healths[0]).toEqual({ status: 200, ok: true, saved: false });
      expect(healths.every((health) => health.status === 200)).toBe(true);
      const res = await saving;
      expect(res.statusCode).toBe(200);
      expect(saveWorldDocResponseSchema.parse(res.json())).toMatchObject({ version: 1 });
    },
    SLOW,
  );

  it(
    'refuses a big world whose NPCs can stand in the only way out, naming the cell, and takes it once the lane is open',
    async () => {
      // Eight NPCs patrol the whole winding box: checked the old way, minutes.
      const narrowed = await save(windingWorld(4, 8, { x: 8, y: 124 }), 1);
      expect(narrowed.statusCode).toBe(400);
      const { problems } = worldDocProblemsResponseSchema.parse(narrowed.json());
      expect(problems).toHaveLength(8);
      expect(problems[0]).toEqual({
        npc: 0,
        code: 'npcWallsOff',
        message: WORLD_CHECK_MESSAGES.npcWallsOff('Guide'),
        mapId: 'main',
        x: 7,
        y: 123,
      });
      const open = await save(windingWorld(4, 8), 1);
      expect(open.statusCode).toBe(200);
    },
    // The thread has started (above): the default timeout, which the old check went far past.
  );
});

describe('checking world saves over the time budget', () => {
  let t: TestApp;
  let save: Awaited<ReturnType<typeof ownerWithWorld>>['save'];
  beforeAll(async () => {
    t = await createTestApp({ env: { WORLD_CHECK_BUDGET_MS: '1' } });
    ({ save } = await ownerWithWorld(t));
  });
  afterAll(() => t.close());

  it(
    'answers 503 with Retry-After for a big world it could not check in time, and checks a small one inline',
    async () => {
      const big = await save(windingWorld(4, 1), 0);
      expect(big.statusCode).toBe(503);
      expect(big.headers['retry-after']).toBe('5');
      expect(big.json()).toEqual({ success: false, message: WORLD_BUILDER_MESSAGES.notCheckedInTime });
      // Nothing was saved; a small world is checked on the event loop, where no budget applies.
      const small = await save(smallWorld, 0);
      expect(small.statusCode).toBe(200);
      expect(saveWorldDocResponseSchema.parse(small.json())).toMatchObject({ version: 1 });
    },
    SLOW,
  );
});
