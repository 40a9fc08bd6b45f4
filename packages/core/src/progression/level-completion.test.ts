import { describe, expect, it } from 'vitest';
import { PROGRESSION_MESSAGES } from '../messages/progression.js';
import {
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  LEVEL_BANNER_MS,
  completeLevel,
  levelCompletedStorageKey,
  levelReachedAt,
  recordArtifactCreated,
  type GameLevelId,
  type LevelSituation,
} from './level-completion.js';

describe('levelReachedAt', () => {
  it.each<[string, LevelSituation, GameLevelId | null]>([
    ['arriving in Yosemite', { mapId: 'yosemite', position: { x: 4, y: 4 } }, 'level1'],
    ['Overworld 2 at (19,0)', { mapId: 'overworld2', position: { x: 19, y: 0 } }, 'level2'],
    ['Overworld 2 elsewhere', { mapId: 'overworld2', position: { x: 19, y: 1 } }, null],
    ['(19,0) on another map', { mapId: 'overworld', position: { x: 19, y: 0 } }, null],
    ['Overworld 3 without a qualifying artifact', { mapId: 'overworld3', position: { x: 1, y: 1 } }, null],
    [
      'Overworld 3 with a qualifying artifact',
      { mapId: 'overworld3', position: { x: 1, y: 1 }, qualifyingArtifacts: { level3: 'a1' } },
      'level3',
    ],
    [
      'a qualifying artifact elsewhere',
      { mapId: 'overworld', position: { x: 1, y: 1 }, qualifyingArtifacts: { level3: 'a1' } },
      null,
    ],
  ])('%s', (_label, situation, expected) => {
    expect(levelReachedAt(situation)).toBe(expected);
  });
});

describe('completeLevel', () => {
  it.each<[GameLevelId, number]>([
    ['level1', 10],
    ['level2', 10],
    ['level3', 20],
    ['level4', 30],
  ])('%s gives %i experience the first time only', (level, exp) => {
    const first = completeLevel([], level);
    expect(first).toEqual({ completed: [level], firstTime: true, experience: exp });
    const again = completeLevel(first.completed, level);
    expect(again).toEqual({ completed: [level], firstTime: false, experience: 0 });
  });

  it('does not change the list it was given', () => {
    const completed: GameLevelId[] = ['level1'];
    completeLevel(completed, 'level2');
    expect(completed).toEqual(['level1']);
  });
});

describe('recordArtifactCreated', () => {
  it('qualifies the first artifact made on Overworld 3, completes level 3 and offers level 4', () => {
    expect(recordArtifactCreated({}, ['level1', 'level2'], 'overworld3', 'art-1')).toEqual({
      qualifyingArtifacts: { level3: 'art-1' },
      completed: ['level1', 'level2', 'level3'],
      experience: 20,
      level4Offer: 'You have unlocked Level 4: The Hemingway Challenge! Ready to enter?',
    });
  });

  it('ignores artifacts made elsewhere', () => {
    const outcome = recordArtifactCreated(null, [], 'overworld2', 'art-1');
    expect(outcome).toEqual({ qualifyingArtifacts: {}, completed: [], experience: 0, level4Offer: null });
  });

  it('keeps the first qualifying artifact', () => {
    const first = recordArtifactCreated({}, [], 'overworld3', 'art-1');
    const second = recordArtifactCreated(first.qualifyingArtifacts, first.completed, 'overworld3', 'art-2');
    expect(second).toEqual({
      qualifyingArtifacts: { level3: 'art-1' },
      completed: ['level3'],
      experience: 0,
      level4Offer: null,
    });
  });
});

describe('level completion constants', () => {
  it('matches the spec timings and texts', () => {
    expect([LEVEL1_ARRIVAL_DELAY_MS, LEVEL_BANNER_MS, LEVEL1_REWARD_POPUP_DELAY_MS, LEVEL4_OFFER_DELAY_MS]).toEqual([
      800, 5000, 5500, 3000,
    ]);
    expect(PROGRESSION_MESSAGES.level4Offer).toBe(
      'You have unlocked Level 4: The Hemingway Challenge! Ready to enter?',
    );
    expect(levelCompletedStorageKey('level3')).toBe('level-3-completed');
  });
});
