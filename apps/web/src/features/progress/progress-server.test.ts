// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressServer, signedInProgressInitial } from './progress-server';

function answerWith(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const answer = (body: unknown) => answerWith(200, body);

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
  it('posts an event for the server to check, never a total', async () => {
    const achievements = [
      { id: 'discovery_1', name: 'First Discovery', description: 'x', type: 'discovery', unlockedAt: 'now' },
    ];
    const sent = stubFetch({ success: true, recorded: true, gained: 15, experience: 15, level: 1, achievements });
    const answer = await createProgressServer().claim({ kind: 'discovery', artifactId: 'a1' });
    // The answer carries what the server granted (decision 0232).
    expect(answer?.achievements).toEqual(achievements);
    expect(sent()).toEqual([
      { path: '/api/users/me/events', method: 'POST', body: { kind: 'discovery', artifactId: 'a1' } },
    ]);
  });

  it('posts an achievement by id', async () => {
    const sent = stubFetch({ success: true, achievements: [] });
    await createProgressServer().unlockAchievement('discovery_1');
    expect(sent()).toEqual([
      { path: '/api/users/achievements', method: 'POST', body: { achievement: { id: 'discovery_1' } } },
    ]);
  });

  it('settles a refusal, so it is not asked again, but lets a failure be retried', async () => {
    const refusal = { success: false, message: 'This achievement is not earned yet.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answerWith(409, refusal)),
    );
    await expect(createProgressServer().unlockAchievement('level_20')).resolves.toBeUndefined();
    await expect(createProgressServer().claim({ kind: 'levelComplete', level: 'level2' })).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answerWith(500, { success: false, message: 'Server error' })),
    );
    await expect(createProgressServer().claim({ kind: 'writerChallenge' })).rejects.toThrow();
  });
});

describe('reading what the server granted', () => {
  it('takes the achievements of the game state', async () => {
    const achievements = [
      { id: 'creation_1', name: 'Digital Artisan', description: 'x', type: 'creation', unlockedAt: 'now' },
    ];
    const sent = stubFetch({
      success: true,
      experience: 0,
      level: 1,
      achievements,
      inventory: [],
      viewedArtifacts: [],
      lastPosition: null,
      gameProgress: { currentQuest: null, completedQuests: [], discoveredLocations: [], textAdventureProgress: null },
    });
    expect(await createProgressServer().achievements()).toEqual(achievements);
    expect(sent().map((call) => call.path)).toEqual(['/api/users/game-state']);
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
