import { describe, expect, it } from 'vitest';
import { progressStage } from './progress-sequence';
import type { ProgressItem } from './progress-types';

const earned = { experience: [{ amount: 10, reason: 'level' }], achievements: [], total: 10, before: 0 };
const at = { mapId: 'yosemite', position: { x: 4, y: 4 } };
const win: ProgressItem = { id: 1, kind: 'win', level: 'level1', game: null, earned, at };
const xp: ProgressItem = { id: 3, kind: 'xp', amount: 15, reason: 'discovery' };
const later: ProgressItem = { id: 5, kind: 'xp', amount: 2, reason: 'revisit' };
const reward: ProgressItem = { id: 4, kind: 'reward', achievementId: 'level1' };

describe('progressStage', () => {
  it('shows one notice, the oldest, and a win before the toasts', () => {
    expect(progressStage([xp, later])).toEqual({ notice: xp });
    expect(progressStage([xp, win])).toEqual({ notice: win });
    expect(progressStage([])).toEqual({});
  });

  it('keeps the notice on screen until its own end, whatever comes: nothing shows twice', () => {
    expect(progressStage([xp, win], false, xp.id)).toEqual({ notice: xp });
    expect(progressStage([xp, later], true, xp.id)).toEqual({ notice: xp });
    expect(progressStage([reward, xp], false, xp.id)).toEqual({ dialog: reward, notice: xp });
    // Gone from the queue: the next one.
    expect(progressStage([later], false, xp.id)).toEqual({ notice: later });
  });

  it("while a game notice shows, toasts wait and a win's card still starts", () => {
    expect(progressStage([xp], true)).toEqual({});
    expect(progressStage([xp, win], true)).toEqual({ notice: win });
  });

  it('opens a dialog when it is queued, waiting for nothing; new notices wait behind it', () => {
    expect(progressStage([win, xp, reward])).toEqual({ dialog: reward });
    expect(progressStage([win, xp, reward], false, win.id)).toEqual({ dialog: reward, notice: win });
    expect(progressStage([xp, reward], true)).toEqual({ dialog: reward });
  });
});
