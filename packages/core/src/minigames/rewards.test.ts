import { describe, expect, it } from 'vitest';
import { EMPTY_MINI_GAME_RECORD, miniGameReward } from './rewards.js';

describe('mini-game rewards', () => {
  it('pays the terminal and the adventure once, with their achievements', () => {
    const first = miniGameReward(EMPTY_MINI_GAME_RECORD, { game: 'terminal' });
    expect(first).toMatchObject({ gameExperience: 100, level4: null, achievementIds: ['terminal_master'] });
    const again = miniGameReward(first.record, { game: 'terminal' }, [{ id: 'terminal_master' }]);
    expect(again).toMatchObject({ gameExperience: 0, achievementIds: [] });

    const adventure = miniGameReward(EMPTY_MINI_GAME_RECORD, { game: 'textAdventure' });
    expect(adventure.gameExperience).toBe(100);
    expect(adventure.achievementIds).toEqual(['literary_explorer']);
  });

  it('pays min(200, 2 × score) for the platformer, level 4 once with floor(score / 100), and the score achievements', () => {
    const first = miniGameReward(EMPTY_MINI_GAME_RECORD, { game: 'platformer', score: 2550 });
    expect(first.gameExperience).toBe(200);
    expect(first.level4).toEqual({ experience: 30 + 25 });
    expect(first.achievementIds.sort()).toEqual(['shooter_adept', 'shooter_expert']);
    const again = miniGameReward(first.record, { game: 'platformer', score: 2550 }, [
      { id: 'shooter_adept' },
      { id: 'shooter_expert' },
    ]);
    expect(again).toMatchObject({ gameExperience: 0, level4: null, achievementIds: [] });
  });

  it('tops the platformer up only by what a better score adds', () => {
    const low = miniGameReward(EMPTY_MINI_GAME_RECORD, { game: 'platformer', score: 60 });
    expect(low.gameExperience).toBe(120);
    expect(low.achievementIds).toEqual([]);
    const better = miniGameReward(low.record, { game: 'platformer', score: 600 });
    expect(better.gameExperience).toBe(80);
    expect(better.level4).toBeNull();
    expect(better.achievementIds).toEqual(['shooter_adept']);
  });
});
