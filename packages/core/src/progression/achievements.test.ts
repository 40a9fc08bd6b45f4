import { describe, expect, it } from 'vitest';
import { seededRng } from '../shared/rng.js';
import {
  ALL_ACHIEVEMENTS,
  CORE_ACHIEVEMENTS,
  GAME_ACHIEVEMENTS,
  PROFILE_ACHIEVEMENTS,
  WORLD_EXPLORER_MAP_IDS,
  type PlayerAchievementStats,
} from './achievement-catalogue.js';
import {
  newlyUnlockedAchievements,
  profileAchievementView,
  randomUnearnedAchievement,
  unlockAchievement,
} from './achievements.js';

const NOW = '2024-05-01T12:00:00.000Z';

const NOTHING: PlayerAchievementStats = {
  experience: 0,
  discoveries: 0,
  artifactsCreated: 0,
  artifactsCollected: 0,
  savedQuotes: 0,
  visitedMaps: [],
  textAdventureFinished: false,
  terminalFinished: false,
  shooterBestScore: 0,
};

function unlockedIds(stats: Partial<PlayerAchievementStats>, already: string[] = []): string[] {
  const unlocked = already.map((id) => ({ id }));
  return newlyUnlockedAchievements({ ...NOTHING, ...stats }, unlocked, NOW).map((a) => a.id);
}

describe('achievement catalogue', () => {
  it('has unique ids, even where names repeat', () => {
    const ids = ALL_ACHIEVEMENTS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const masters = ALL_ACHIEVEMENTS.filter((a) => a.name === 'Master Explorer').map((a) => a.id);
    expect(masters).toEqual(['level_20', 'discovery_15']);
  });

  it('keeps the spec names', () => {
    expect(CORE_ACHIEVEMENTS.map((a) => a.name)).toEqual([
      'Apprentice Explorer',
      'Seasoned Adventurer',
      'Master Explorer',
      'First Discovery',
      'Curious Explorer',
      'Master Explorer',
      'Digital Artisan',
      'Artifact Collector',
      'Treasure Hunter',
      'Museum Curator',
    ]);
    expect(GAME_ACHIEVEMENTS.map((a) => [a.id, a.name])).toEqual([
      ['terminal_master', 'Terminal Master'],
      ['shooter_expert', 'Pixel Sharpshooter'],
      ['shooter_adept', 'Arcade Adept'],
    ]);
    expect(PROFILE_ACHIEVEMENTS.map((a) => a.name)).toEqual([
      'Novice Explorer',
      'Seasoned Adventurer',
      'Master Traveler',
      'Legendary Hero',
      'Collector',
      'Scholar',
      'Historian',
      'Artifact Master',
      'Literary Explorer',
      'World Explorer',
    ]);
    expect(WORLD_EXPLORER_MAP_IDS).toHaveLength(14);
  });
});

describe('unlock rules', () => {
  it.each<[string, Partial<PlayerAchievementStats>, string[]]>([
    ['nothing done', {}, []],
    ['249 experience', { experience: 249 }, []],
    ['level 2', { experience: 250 }, ['profile_level_2']],
    [
      'level 5',
      { experience: 1000 },
      ['level_5', 'profile_level_2', 'profile_level_3', 'profile_level_4', 'profile_level_5'],
    ],
    [
      'level 10',
      { experience: 2250 },
      ['level_5', 'level_10', 'profile_level_2', 'profile_level_3', 'profile_level_4', 'profile_level_5'],
    ],
    ['one discovery', { discoveries: 1 }, ['discovery_1']],
    ['4 discoveries', { discoveries: 4 }, ['discovery_1']],
    ['15 discoveries', { discoveries: 15 }, ['discovery_1', 'discovery_5', 'discovery_15']],
    ['first creation', { artifactsCreated: 1 }, ['creation_1']],
    ['10 creations', { artifactsCreated: 10 }, ['creation_1', 'artifact_master']],
    ['5 collected', { artifactsCollected: 5 }, ['collection_5', 'profile_artifacts_5']],
    ['10 collected', { artifactsCollected: 10 }, ['collection_5', 'collection_10', 'profile_artifacts_5']],
    [
      '20 collected',
      { artifactsCollected: 20 },
      ['collection_5', 'collection_10', 'collection_20', 'profile_artifacts_5'],
    ],
    ['3 quotes', { savedQuotes: 3 }, ['profile_quotes_3']],
    ['7 quotes', { savedQuotes: 7 }, ['profile_quotes_3', 'profile_quotes_7']],
    ['terminal finished', { terminalFinished: true }, ['terminal_master']],
    ['shooter 499', { shooterBestScore: 499 }, []],
    ['shooter 500', { shooterBestScore: 500 }, ['shooter_adept']],
    ['shooter 1000', { shooterBestScore: 1000 }, ['shooter_expert', 'shooter_adept']],
    ['text adventure finished', { textAdventureFinished: true }, ['literary_explorer']],
    ['13 maps', { visitedMaps: WORLD_EXPLORER_MAP_IDS.slice(1) }, []],
    ['all 14 maps', { visitedMaps: [...WORLD_EXPLORER_MAP_IDS].reverse() }, ['world_explorer']],
  ])('%s', (_label, stats, expected) => {
    expect(unlockedIds(stats)).toEqual(expected);
  });

  it('stamps the achievement with the time given and its catalogue fields', () => {
    expect(newlyUnlockedAchievements({ ...NOTHING, discoveries: 1 }, [], NOW)).toEqual([
      {
        id: 'discovery_1',
        name: 'First Discovery',
        description: 'Discover your first artifact',
        type: 'discovery',
        unlockedAt: NOW,
      },
    ]);
  });

  it('never reports an achievement the player already has', () => {
    expect(unlockedIds({ discoveries: 5 }, ['discovery_1'])).toEqual(['discovery_5']);
    expect(unlockedIds({ discoveries: 5 }, ['discovery_1', 'discovery_5'])).toEqual([]);
  });
});

describe('unlockAchievement', () => {
  it('adds once per id and ignores duplicates', () => {
    const first = { id: 'discovery_1', unlockedAt: 'a' };
    const once = unlockAchievement([], first);
    const twice = unlockAchievement(once, { id: 'discovery_1', unlockedAt: 'b' });
    expect(twice).toEqual([first]);
    expect(twice).toBe(once);
  });
});

describe('profile view', () => {
  it('shows what was earned and the locked three not yet earned', () => {
    const view = profileAchievementView([{ id: 'world_explorer' }, { id: 'discovery_1' }]);
    expect(view.earned.map((a) => a.id)).toEqual(['world_explorer', 'discovery_1']);
    expect(view.locked.map((a) => a.name)).toEqual(['Artifact Master', 'Literary Explorer']);
  });
});

describe('test achievement', () => {
  it('picks one the player has not earned, until none is left', () => {
    const rng = seededRng(3);
    const pick = randomUnearnedAchievement(rng, [{ id: 'level_5' }]);
    expect(pick).not.toBeNull();
    expect(pick?.id).not.toBe('level_5');
    expect(randomUnearnedAchievement(rng, ALL_ACHIEVEMENTS)).toBeNull();
  });
});
