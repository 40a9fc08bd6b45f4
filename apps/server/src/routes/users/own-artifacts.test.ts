import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_EVENT_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

/** Decision 0232: making, finding and deleting one's own artifacts pays once at most; client keys are own keys. */
describe("one's own artifacts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, player: Player, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${player.token}` },
      ...(payload ? { payload } : {}),
    });
  const claim = (player: Player, body: object) => call('POST', '/api/users/me/events', player, body);
  const state = async (player: Player) => {
    const body = (await call('GET', '/api/users/game-state', player)).json<{
      experience: number;
      achievements: { id: string }[];
    }>();
    return { experience: body.experience, achievements: body.achievements.map((achievement) => achievement.id) };
  };

  it('pays nothing for a create, discover, delete loop, and counts no discovery', async () => {
    const player = await registerPlayer(t.app);
    for (let loop = 0; loop < 5; loop += 1) {
      const made = await createArtifact(t.app, player.token, { name: `Lamp ${loop}` });
      const found = await claim(player, { kind: 'discovery', artifactId: made.id });
      // Answered without an error status, but nothing is recorded or paid.
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ success: true, recorded: false, gained: 0, experience: 0 });
      expect((await call('DELETE', `/api/artifacts/${made.id}`, player)).statusCode).toBe(200);
      // The first artifact earned Digital Artisan; the loops add nothing to it.
      expect(await state(player)).toEqual({ experience: 0, achievements: ['creation_1'] });
    }
    for (const id of ['discovery_1', 'discovery_5']) {
      const refused = await call('POST', '/api/users/achievements', player, { achievement: { id } });
      expect(refused.statusCode).toBe(409);
    }
  });

  it('pays level 3 once for the first artifact on Overworld 3, not again for one that replaces it', async () => {
    const player = await registerPlayer(t.app);
    const onOverworld3 = { location: { x: 1, y: 1, mapName: 'overworld3' } };
    await claim(player, { kind: 'levelComplete', level: 'level1' });
    for (let loop = 0; loop < 5; loop += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: { authorization: `Bearer ${player.token}` },
        payload: { name: `Marker ${loop}`, description: 'x', ...onOverworld3 },
      });
      expect(res.json().level3Completed).toBe(loop === 0);
      const level3 = await claim(player, { kind: 'levelComplete', level: 'level3' });
      expect(level3.json()).toMatchObject(loop === 0 ? { recorded: true, gained: 20 } : { recorded: false, gained: 0 });
      await call('DELETE', `/api/artifacts/${res.json().artifact.id}`, player);
    }
    expect((await state(player)).experience).toBe(10 + 20);
  });

  it('counts creations by the most made at once, so remaking a deleted one is not a new creation', async () => {
    const player = await registerPlayer(t.app);
    for (let loop = 0; loop < 12; loop += 1) {
      const made = await createArtifact(t.app, player.token, { name: `Cup ${loop}` });
      await call('DELETE', `/api/artifacts/${made.id}`, player);
    }
    const master = await call('POST', '/api/users/achievements', player, { achievement: { id: 'artifact_master' } });
    expect(master.statusCode).toBe(409);
    expect((await state(player)).achievements).toEqual(['creation_1']);
  });

  it('still pays discovering what someone else made', async () => {
    const [finder, maker] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const theirs = await createArtifact(t.app, maker.token, { visibility: 'public' });
    const found = await claim(finder, { kind: 'discovery', artifactId: theirs.id });
    expect(found.json()).toMatchObject({ recorded: true, gained: 15, experience: 15 });
  });
});

describe('names every object inherits, sent as keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    'a quest id of %s is no quest (404), and no artifact to discover or collect',
    async (name) => {
      const player = await registerPlayer(t.app);
      const headers = { authorization: `Bearer ${player.token}` };
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/me/events', headers, payload });
      await post({ kind: 'levelComplete', level: 'level1' });
      const quest = await post({ kind: 'quest', questId: name });
      expect(quest.statusCode).toBe(404);
      expect(quest.json()).toEqual({ success: false, message: PROGRESS_EVENT_MESSAGES.unknownQuest });
      expect((await post({ kind: 'discovery', artifactId: name })).statusCode).toBe(404);
      expect((await post({ kind: 'collect', artifactId: name })).statusCode).toBe(404);
      const achievement = await t.app.inject({
        method: 'POST',
        url: '/api/users/achievements',
        headers,
        payload: { achievement: { id: name } },
      });
      expect(achievement.statusCode).toBe(400);
    },
  );
});
