import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_ARTIFACTS,
  DISCOVERY_EXPERIENCE,
  formatMessage,
  LEVEL_COMPLETION_EXPERIENCE,
  PROGRESS_EVENT_MESSAGES,
  VALLEYS_SECRETS_QUEST,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { grantExperience } from '../../test/progress.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

/** Decision 0224: experience, achievements and completed levels follow from recorded events. */
describe('progress the server can check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });
  const experienceOf = async (token: string) =>
    (await call('GET', '/api/users/game-state', token)).json<{ experience: number }>().experience;
  const claim = (token: string, body: object) => call('POST', '/api/users/me/events', token, body);
  const builtIn = BUILT_IN_ARTIFACTS[0]!.id;

  it('does not let 200 rising totals raise experience beyond recorded events', async () => {
    const player = await registerPlayer(t.app);
    for (let i = 1; i <= 200; i += 1) {
      const res = await call('PUT', '/api/users/experience', player.token, { experience: i * 500 });
      expect(res.statusCode).toBe(409);
    }
    const last = await call('PUT', '/api/users/experience', player.token, { experience: 100_000 });
    expect(last.json()).toEqual({
      success: false,
      message: formatMessage(PROGRESS_EVENT_MESSAGES.experienceNotRecorded, { experience: '0' }),
    });
    expect(await experienceOf(player.token)).toBe(0);
  });

  it('answers an honest total with the recorded one', async () => {
    const player = await registerPlayer(t.app);
    await grantExperience(t.database.db, player.user.id, 260);
    const res = await call('PUT', '/api/users/experience', player.token, { experience: 200 });
    expect(res.json()).toEqual({ success: true, experience: 260, level: 2 });
    expect((await call('PUT', '/api/users/experience', player.token, { experience: 260 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/users/experience', player.token, { experience: 261 })).statusCode).toBe(409);
  });

  it('grants an achievement only when its condition holds on what the server knows', async () => {
    const player = await registerPlayer(t.app);
    const unlock = (id: string) => call('POST', '/api/users/achievements', player.token, { achievement: { id } });
    const refused = await unlock('level_20');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: PROGRESS_EVENT_MESSAGES.achievementNotEarned });
    expect((await unlock('discovery_1')).statusCode).toBe(409);
    expect((await unlock('creation_1')).statusCode).toBe(409);
    expect((await call('GET', '/api/users/game-state', player.token)).json().achievements).toEqual([]);

    await grantExperience(t.database.db, player.user.id, 1000);
    expect((await unlock('level_5')).statusCode).toBe(200);
    // Decision 0232: a recorded event grants what it earns, and its answer lists it.
    const found = await claim(player.token, { kind: 'discovery', artifactId: builtIn });
    expect(found.json().achievements.map((a: { id: string }) => a.id)).toContain('discovery_1');
    // Asking for what the server granted already answers 200, never 409.
    expect((await unlock('discovery_1')).statusCode).toBe(200);
    await createArtifact(t.app, player.token);
    const created = await unlock('creation_1');
    expect(created.statusCode).toBe(200);
    const ids = created.json().achievements.map((a: { id: string }) => a.id);
    expect(ids.slice(0, 2)).toEqual(['level_5', 'discovery_1']);
    expect(ids).toEqual(expect.arrayContaining(['creation_1', 'profile_level_5']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not mark a level completed from a character update', async () => {
    const player = await registerPlayer(t.app);
    const url = `/api/users/${player.user.id}`;
    const res = await call('PUT', url, player.token, { completedMaps: ['final-dungeon'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: PROGRESS_EVENT_MESSAGES.completedMapsNotRecorded });
    expect((await call('GET', url, player.token)).json().character.completedMaps).toEqual([]);
    // Saved quotes still save; a list naming only recorded levels is accepted and changes nothing.
    await claim(player.token, { kind: 'levelComplete', level: 'level1' });
    const ok = await call('PUT', url, player.token, { completedMaps: ['level1'], savedQuotes: [] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().character.completedMaps).toEqual(['level1']);
  });

  it('pays a discovery once, a revisit its 2 once a day, and refuses an unknown artifact', async () => {
    const player = await registerPlayer(t.app);
    const first = await claim(player.token, { kind: 'discovery', artifactId: builtIn });
    expect(first.json()).toEqual({
      success: true,
      recorded: true,
      gained: DISCOVERY_EXPERIENCE.first,
      experience: 15,
      level: 1,
      achievements: [expect.objectContaining({ id: 'discovery_1', name: 'First Discovery' })],
    });
    const second = await claim(player.token, { kind: 'discovery', artifactId: builtIn });
    expect(second.json()).toMatchObject({ recorded: true, gained: DISCOVERY_EXPERIENCE.revisit, experience: 17 });
    const third = await claim(player.token, { kind: 'discovery', artifactId: builtIn });
    expect(third.json()).toMatchObject({ recorded: false, gained: 0, experience: 17 });
    const unknown = await claim(player.token, { kind: 'discovery', artifactId: 'nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROGRESS_EVENT_MESSAGES.unknownArtifact);

    const other = await registerPlayer(t.app);
    const mine = await createArtifact(t.app, other.token, { visibility: 'private' });
    expect((await claim(player.token, { kind: 'discovery', artifactId: mine.id })).statusCode).toBe(404);
  });

  it('pays a level completion once, level 3 only with its artifact, and never level 4 through a claim', async () => {
    const player = await registerPlayer(t.app);
    const level = (id: string) => claim(player.token, { kind: 'levelComplete', level: id });
    const two = await level('level2');
    expect(two.json()).toMatchObject({ recorded: true, gained: LEVEL_COMPLETION_EXPERIENCE.level2 });
    expect((await level('level2')).json()).toMatchObject({ recorded: false, gained: 0, experience: 10 });
    expect((await level('level1')).json()).toMatchObject({ recorded: true, experience: 20 });
    const early = await level('level3');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PROGRESS_EVENT_MESSAGES.levelNotReached);
    expect((await claim(player.token, { kind: 'writerChallenge' })).statusCode).toBe(409);
    const four = await level('level4');
    expect(four.statusCode).toBe(409);
    expect(four.json().message).toBe(PROGRESS_EVENT_MESSAGES.level4ByChallenge);
    const character = (await call('GET', `/api/users/${player.user.id}`, player.token)).json().character;
    expect(character.completedMaps).toEqual(['level2', 'level1']);
    expect(await experienceOf(player.token)).toBe(20);

    // The first artifact made on Overworld 3 qualifies (the create route stores it): level 3 pays 20.
    await createArtifact(t.app, player.token, { location: { x: 1, y: 1, mapName: 'overworld3' } });
    expect((await level('level3')).json()).toMatchObject({ recorded: true, gained: 20, experience: 40 });
    const writer = await claim(player.token, { kind: 'writerChallenge' });
    expect(writer.json()).toMatchObject({ recorded: true, gained: 150, experience: 190 });
    expect((await claim(player.token, { kind: 'writerChallenge' })).json()).toMatchObject({ recorded: false });
  });

  it("pays Valley's Secrets once, after arriving in Yosemite", async () => {
    const player = await registerPlayer(t.app);
    const quest = () => claim(player.token, { kind: 'quest', questId: VALLEYS_SECRETS_QUEST.id });
    expect((await quest()).statusCode).toBe(409);
    await claim(player.token, { kind: 'levelComplete', level: 'level1' });
    expect((await quest()).json()).toMatchObject({ recorded: true, gained: VALLEYS_SECRETS_QUEST.reward.exp });
    expect((await quest()).json()).toMatchObject({ recorded: false, gained: 0 });
    expect(await experienceOf(player.token)).toBe(10 + 50);
    expect((await claim(player.token, { kind: 'quest', questId: 'made_up' })).statusCode).toBe(404);
  });

  it('settles two identical claims at once with one payment', async () => {
    const player = await registerPlayer(t.app);
    await Promise.all([1, 2, 3].map(() => claim(player.token, { kind: 'discovery', artifactId: builtIn })));
    // The first pays 15; the others are the day's revisit (2) and nothing.
    expect(await experienceOf(player.token)).toBe(17);
  });
});
