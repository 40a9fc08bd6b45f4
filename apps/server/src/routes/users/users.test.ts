import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStateResponseSchema } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { grantExperience } from '../../test/progress.js';
import { registerPlayer } from '../../test/users.js';

describe('characters and saving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  it('requires a signed-in player', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/game-state'],
      ['PUT', '/api/users/experience'],
      ['POST', '/api/users/achievements'],
      ['PUT', '/api/users/me/progress'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('starts a new player with an empty game state', async () => {
    const player = await registerPlayer(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/game-state', headers: as(player.token) });
    expect(res.statusCode).toBe(200);
    expect(gameStateResponseSchema.parse(res.json())).toEqual({
      success: true,
      experience: 0,
      level: 1,
      achievements: [],
      inventory: [],
      viewedArtifacts: [],
      lastPosition: null,
      gameProgress: { currentQuest: null, completedQuests: [], discoveredLocations: [], textAdventureProgress: null },
    });
  });

  it('answers experience with what recorded events justify, never more', async () => {
    const player = await registerPlayer(t.app);
    await grantExperience(t.database.db, player.user.id, 260);
    const put = (experience: number) =>
      t.app.inject({ method: 'PUT', url: '/api/users/experience', headers: as(player.token), payload: { experience } });
    expect((await put(240)).json()).toEqual({ success: true, experience: 260, level: 2 });
    expect((await put(260)).json()).toEqual({ success: true, experience: 260, level: 2 });
    const tooMuch = await put(261);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('260');
    expect((await put(-5)).statusCode).toBe(400);
  });

  it('stores an achievement once, with the catalogue’s words', async () => {
    const player = await registerPlayer(t.app);
    const unlock = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/achievements',
        headers: as(player.token),
        payload: { achievement: { id: 'world_explorer', name: 'I made this up' } },
      });
    const first = await unlock();
    expect(first.statusCode).toBe(200);
    const second = await unlock();
    const list = second.json<{ achievements: Array<{ id: string; name: string }> }>().achievements;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'world_explorer', name: 'World Explorer' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/achievements',
      headers: as(player.token),
      payload: { achievement: { id: 'made_up' } },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('saves progress and gives it back with the game state', async () => {
    const player = await registerPlayer(t.app);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/progress',
      headers: as(player.token),
      payload: {
        inventory: ['relic-1'],
        viewedArtifacts: ['a', 'a', 'b'],
        lastPosition: { x: 8, y: 2, worldId: 'overworld3' },
        gameProgress: { currentQuest: 'valleys_secrets' },
      },
    });
    expect(save.statusCode).toBe(200);
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/users/game-state', headers: as(player.token) })
    ).json();
    expect(state).toMatchObject({
      inventory: ['relic-1'],
      viewedArtifacts: ['a', 'b'],
      lastPosition: { x: 8, y: 2, worldId: 'overworld3' },
      gameProgress: { currentQuest: 'valleys_secrets', completedQuests: [], discoveredLocations: [] },
    });
  });

  it('saves the text adventure’s run, keeps it when absent and forgets it on null', async () => {
    const player = await registerPlayer(t.app);
    const saveProgress = (gameProgress: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/progress',
        headers: as(player.token),
        payload: { gameProgress },
      });
    const readProgress = async () =>
      gameStateResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/users/game-state', headers: as(player.token) })).json(),
      ).gameProgress;
    // The spec's form of a finished run: in the sanctuary, with its completion marker.
    const won = {
      currentRoom: 'sanctuary',
      inventory: ['torch', 'ancient tome', "the writer's pen"],
      completedInteractions: ['sanctuary::talk to ghosts', 'sanctuary::write truth', 'sanctuary::complete'],
      knownPasswords: ['secretPassage::writing_truth'],
      roomItems: { start: [], sanctuary: [] },
      inspiration: 7,
      commands: ['take torch', 'write truth'],
    };
    expect((await saveProgress({ textAdventureProgress: won })).statusCode).toBe(200);
    expect((await readProgress()).textAdventureProgress).toEqual(won);

    expect((await saveProgress({ currentQuest: 'valleys_secrets' })).statusCode).toBe(200);
    expect(await readProgress()).toMatchObject({ currentQuest: 'valleys_secrets', textAdventureProgress: won });

    const badRoom = await saveProgress({ textAdventureProgress: { ...won, currentRoom: 'attic' } });
    expect(badRoom.statusCode).toBe(400);
    expect(badRoom.json().message).toMatch(/^gameProgress\.textAdventureProgress\.currentRoom: /);
    expect((await readProgress()).textAdventureProgress).toEqual(won);

    expect((await saveProgress({ textAdventureProgress: null })).statusCode).toBe(200);
    expect(await readProgress()).toMatchObject({ currentQuest: 'valleys_secrets', textAdventureProgress: null });
  });

  it('lets only the owner read and change their character, and never its experience', async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const url = `/api/users/${owner.user.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: as(other.token) })).statusCode).toBe(403);
    const quote = {
      text: 'The mountains are calling and I must go.',
      author: 'John Muir',
      timestamp: '2026-11-22T10:00:00Z',
    };
    const denied = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(other.token),
      payload: { savedQuotes: [quote] },
    });
    expect(denied.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(owner.token),
      payload: { savedQuotes: [quote], exp: 99999, level: 50 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().character).toMatchObject({ savedQuotes: [quote], exp: 0, level: 1 });
    const read = await t.app.inject({ method: 'GET', url, headers: as(owner.token) });
    expect(read.json().character.savedQuotes).toEqual([quote]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid', headers: as(owner.token) })).statusCode,
    ).toBe(400);
  });

  it('shows another player’s public character without private parts', async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${owner.user.id}`,
      headers: as(other.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().character).toEqual({
      id: owner.user.id,
      username: owner.user.username,
      exp: 0,
      level: 1,
      avatar: null,
      achievements: [],
    });
    expect(res.body).not.toContain(owner.user.email!);
  });
});
