import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressServer, signedInProgressInitial } from './progress-server';

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const character = {
  id: 'u1',
  _id: 'u1',
  username: 'ada',
  exp: 10,
  level: 1,
  avatar: null,
  inventory: [],
  savedQuotes: [],
  friends: [],
  completedMaps: ['final-dungeon', 'level1'],
  achievements: [],
  qualifyingArtifacts: {},
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...answers: unknown[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answer(queue.shift()));
  vi.stubGlobal('fetch', fetchMock);
  const sent = () =>
    fetchMock.mock.calls.map(([path, init]) => ({
      path,
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
  return sent;
}

describe('createProgressServer', () => {
  it('puts the experience total', async () => {
    const sent = stubFetch({ success: true, experience: 40, level: 1 });
    await createProgressServer('u1').saveExperience(40);
    expect(sent()).toEqual([{ path: '/api/users/experience', method: 'PUT', body: { experience: 40 } }]);
  });

  it('posts an achievement by id', async () => {
    const sent = stubFetch({ success: true, achievements: [] });
    await createProgressServer('u1').unlockAchievement('discovery_1');
    expect(sent()).toEqual([
      { path: '/api/users/achievements', method: 'POST', body: { achievement: { id: 'discovery_1' } } },
    ]);
  });

  it('adds completed levels to completedMaps, keeping what is there', async () => {
    const sent = stubFetch({ success: true, character }, { success: true, character });
    await createProgressServer('u1').saveCompletedLevels(['level1', 'level2']);
    expect(sent()).toEqual([
      { path: '/api/users/u1', method: 'GET', body: undefined },
      { path: '/api/users/u1', method: 'PUT', body: { completedMaps: ['final-dungeon', 'level1', 'level2'] } },
    ]);
  });

  it('skips the update when the server has every level already', async () => {
    const sent = stubFetch({ success: true, character });
    await createProgressServer('u1').saveCompletedLevels(['level1']);
    expect(sent()).toHaveLength(1);
  });
});

describe('signedInProgressInitial', () => {
  it('takes levels from completedMaps and the rest from the game state', () => {
    const initial = signedInProgressInitial(
      { experience: 300, achievements: [], viewedArtifacts: ['a'], inventory: ['x', 'y'] },
      { ...character, qualifyingArtifacts: { level3: 'a1' } },
    );
    expect(initial).toEqual({
      experience: 300,
      achievements: [],
      completedLevels: ['level1'],
      qualifyingArtifacts: { level3: 'a1' },
      discoveredArtifacts: ['a'],
      stats: { savedQuotes: 0, artifactsCollected: 2 },
    });
  });
});
