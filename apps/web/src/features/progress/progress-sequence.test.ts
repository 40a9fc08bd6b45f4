import { describe, expect, it } from 'vitest';
import { progressStage } from './progress-sequence';
import type { ProgressItem } from './progress-types';

const banner: ProgressItem = { id: 1, kind: 'levelBanner', level: 'level1' };
const complete: ProgressItem = { id: 2, kind: 'levelComplete', level: 'level1' };
const xp: ProgressItem = { id: 3, kind: 'xp', amount: 10, reason: 'level' };
const reward: ProgressItem = { id: 4, kind: 'reward', achievementId: 'level1' };

describe('progressStage', () => {
  it('shows one notice, the oldest', () => {
    expect(progressStage([banner, complete, xp])).toEqual({ notice: banner });
    expect(progressStage([complete, xp])).toEqual({ notice: complete });
    expect(progressStage([xp])).toEqual({ notice: xp });
    expect(progressStage([])).toEqual({});
  });

  it("tells a level's story first, even when its experience was queued before it", () => {
    expect(progressStage([xp, banner, complete])).toEqual({ notice: banner });
    expect(progressStage([xp, complete])).toEqual({ notice: complete });
  });

  it('holds every notice while a game notice shows', () => {
    expect(progressStage([banner, xp], true)).toEqual({});
  });

  it('opens a dialog once the level banners before it are gone, and the toasts wait behind it', () => {
    expect(progressStage([banner, complete, xp, reward])).toEqual({ notice: banner });
    expect(progressStage([complete, xp, reward])).toEqual({ notice: complete });
    expect(progressStage([xp, reward])).toEqual({ dialog: reward });
    expect(progressStage([xp, reward], true)).toEqual({ dialog: reward });
  });
});
