import { describe, expect, it } from 'vitest';
import { PROGRESSION_MESSAGES } from '../messages/progression.js';
import { addExperience, levelForExperience, levelProgress, levelUp, titleForExperience } from './levels.js';

describe('level model', () => {
  it.each([
    // experience, level, percent, goal, title
    [0, 1, 0, 250, 'Novice Adventurer'],
    [125, 1, 50, 250, 'Novice Adventurer'],
    [249, 1, 99, 250, 'Novice Adventurer'],
    [250, 2, 0, 500, 'Aspiring Explorer'],
    [500, 3, 0, 750, 'Seasoned Traveler'],
    [750, 4, 0, 1000, 'Master Adventurer'],
    [999, 4, 99, 1000, 'Master Adventurer'],
    [1000, 5, 0, 1250, 'Legendary Explorer'],
    [1125, 5, 50, 1250, 'Legendary Explorer'],
    [1250, 6, 0, 1500, 'Legendary Explorer'],
  ])('%i experience is level %i, %i%% towards %i, titled %s', (exp, level, percent, goal, title) => {
    expect(levelForExperience(exp)).toBe(level);
    expect(levelProgress(exp)).toMatchObject({ level, percent, nextGoal: goal });
    expect(titleForExperience(exp)).toBe(title);
  });

  it('treats broken experience as none', () => {
    expect(levelForExperience(Number.NaN)).toBe(1);
    expect(levelForExperience(-40)).toBe(1);
    expect(levelProgress(-40).percent).toBe(0);
  });
});

describe('addExperience', () => {
  it('adds gains and never reduces experience', () => {
    expect(addExperience(240, 15)).toEqual({ ok: true, experience: 255 });
    expect(addExperience(240, 0)).toEqual({ ok: true, experience: 240 });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a gain of %d', (gain) => {
    expect(addExperience(100, gain)).toEqual({ ok: false, reason: 'invalid-gain' });
  });
});

describe('levelUp', () => {
  it('tells when the level rose, with the spec message', () => {
    expect(levelUp(240, 255)).toEqual({ leveledUp: true, from: 1, to: 2, message: PROGRESSION_MESSAGES.levelUp });
    expect(PROGRESSION_MESSAGES.levelUp).toBe('You have leveled up, mighty warrior! You now have 2 adoring fans.');
  });

  it('stays quiet within a level', () => {
    expect(levelUp(250, 499)).toEqual({ leveledUp: false, from: 2, to: 2, message: null });
  });
});
