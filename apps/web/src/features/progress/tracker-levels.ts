import {
  completeLevel,
  LEVEL1_ARRIVAL_DELAY_MS,
  LEVEL1_REWARD_POPUP_DELAY_MS,
  LEVEL4_OFFER_DELAY_MS,
  levelReachedAt,
  PROGRESSION_MESSAGES,
  type GameLevelId,
  type Position,
} from '@authentic/core';
import { readRewardShown, writeLevelFlag, writeRewardShown, type ProgressStorage } from './progress-storage';
import type { TrackerQueue } from './tracker-queue';
import type { TrackerState } from './tracker-state';
import { openWin, placeWins } from './win-draft';

/** Levels: completing one (once), the rewards and offers that follow it, and the places that complete them. */
export function createTrackerLevels(s: TrackerState, queue: TrackerQueue, storage: ProgressStorage | null) {
  const { emit, push, commit, later, gain } = queue;

  function recordLevel(level: GameLevelId): void {
    const result = completeLevel(s.completedLevels, level);
    if (!result.firstTime) return;
    s.completedLevels = result.completed;
    writeLevelFlag(storage, level);
    s.win ??= openWin(s.progress.experience);
    s.win.level = level;
    emit({ type: 'levelCompleted', level });
    emit({ type: 'sound', sound: 'levelComplete' });
    // Level 4 reaches the server as a verified mini-game result, not as a claim.
    gain(result.experience, 'level', level === 'level4' ? undefined : { kind: 'levelComplete', level });
    if (level === 'level1' && !readRewardShown(storage)) {
      later(() => {
        // Once ever: another tab, or an earlier run of this one, may have shown it meanwhile.
        if (readRewardShown(storage)) return;
        writeRewardShown(storage);
        push({ kind: 'reward', achievementId: 'level1' });
        commit();
      }, LEVEL1_REWARD_POPUP_DELAY_MS);
    }
    if (level === 'level3' && !s.completedLevels.includes('level4')) {
      later(() => {
        push({ kind: 'level4Offer', message: PROGRESSION_MESSAGES.level4Offer });
        commit();
      }, LEVEL4_OFFER_DELAY_MS);
    }
  }

  function visit(mapId: string): void {
    if (!s.progress.visitedMaps.includes(mapId)) {
      s.progress = { ...s.progress, visitedMaps: [...s.progress.visitedMaps, mapId] };
    }
  }

  function place(mapId: string, position: Position): void {
    const now = { mapId, position };
    s.here = now;
    s.queue = placeWins(s.queue, now);
    if (mapId !== 'yosemite' && s.cancelLevel1) {
      s.cancelLevel1();
      s.cancelLevel1 = null;
    }
    const level = levelReachedAt({ mapId, position, qualifyingArtifacts: s.qualifying });
    if (level === 'level1') {
      if (s.cancelLevel1 || s.completedLevels.includes('level1')) return;
      s.cancelLevel1 = later(() => {
        s.cancelLevel1 = null;
        recordLevel('level1');
        commit();
      }, LEVEL1_ARRIVAL_DELAY_MS);
    } else if (level) {
      recordLevel(level);
    }
  }

  return { recordLevel, visit, place };
}

export type TrackerLevels = ReturnType<typeof createTrackerLevels>;
