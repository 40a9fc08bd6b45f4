import { describe, expect, it } from 'vitest';
import { artifactInteractionLevel, discoverArtifact } from './discovery.js';
import { MINIGAME_EXPERIENCE, hasFinalDungeonFlag, shooterExperience } from './rewards.js';

describe('shooterExperience', () => {
  it.each([
    // score, outside level 4, in level 4
    [0, 0, 0],
    [99, 198, 198],
    [100, 200, 201],
    [150, 200, 201],
    [1000, 200, 210],
    [-50, 0, 0],
    [Number.NaN, 0, 0],
  ])('score %d gives %i, or %i in level 4', (score, plain, level4) => {
    expect(shooterExperience(score, false)).toBe(plain);
    expect(shooterExperience(score, true)).toBe(level4);
  });

  it('pays the other mini-games their fixed rewards', () => {
    expect(MINIGAME_EXPERIENCE).toEqual({ terminal: 100, textAdventure: 100, writerChallenge: 150 });
  });
});

describe('hasFinalDungeonFlag', () => {
  it.each([
    [{ experience: 0 }, false],
    [{ experience: 999, completedMaps: ['dungeon3'], achievements: [{ id: 'level_5' }] }, false],
    [{ experience: 0, completedMaps: ['final-dungeon'] }, true],
    [{ experience: 0, achievements: [{ id: 'final-dungeon-completed' }] }, true],
    [{ experience: 1000 }, true],
  ])('%j -> %s', (facts, expected) => {
    expect(hasFinalDungeonFlag(facts)).toBe(expected);
  });
});

describe('discoverArtifact', () => {
  it('gives 15 the first time and 2 on a revisit', () => {
    const first = discoverArtifact([], 'a1');
    expect(first).toEqual({ firstTime: true, experience: 15, discovered: ['a1'] });
    expect(discoverArtifact(first.discovered, 'a1')).toEqual({ firstTime: false, experience: 2, discovered: ['a1'] });
  });
});

describe('artifactInteractionLevel', () => {
  it.each([
    [undefined, 0],
    [{}, 0],
    [{ views: 1 }, 1],
    [{ views: 2 }, 1],
    [{ views: 1, shares: 2 }, 2],
    [{ views: 5, saves: 1 }, 2],
    [{ views: 3, saves: 2 }, 3],
    [{ views: 1, saves: 2 }, 2],
  ])('%j is level %i', (counts, level) => {
    expect(artifactInteractionLevel(counts)).toBe(level);
  });
});
