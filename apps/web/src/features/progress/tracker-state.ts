import {
  levelForExperience,
  unlockAchievement,
  type AchievementDto,
  type GameLevelId,
  type QualifyingArtifacts,
} from '@authentic/core';
import { readLevelFlags, readStoredAchievements } from './progress-storage';
import type { Place, ProgressEvent, ProgressItem, ProgressSnapshot, ProgressTrackerOptions } from './progress-types';
import { initialGuestProgress } from './tracker-start';
import type { WinDraft } from './win-draft';

type GuestProgress = ReturnType<typeof initialGuestProgress>;

/** Everything the tracker keeps between calls; its parts read and change it in place. */
export interface TrackerState {
  progress: GuestProgress;
  /** What was last saved and shown: most steps change nothing, and then nothing is written. */
  committedProgress: GuestProgress;
  completedLevels: readonly GameLevelId[];
  achievements: readonly AchievementDto[];
  qualifying: QualifyingArtifacts;
  queue: readonly ProgressItem[];
  nextId: number;
  disposed: boolean;
  cancelLevel1: (() => void) | null;
  /** Where the player last stood, and the win being gathered into one card (decision 0242). */
  here: Place | null;
  win: WinDraft | null;
  snapshot: ProgressSnapshot;
  timers: Set<() => void>;
  listeners: Set<() => void>;
  eventListeners: Set<(event: ProgressEvent) => void>;
}

export function snapshotOf(s: TrackerState): ProgressSnapshot {
  return {
    experience: s.progress.experience,
    level: levelForExperience(s.progress.experience),
    completedLevels: s.completedLevels,
    achievements: s.achievements,
    discoveredArtifacts: s.progress.discoveredArtifacts,
    queue: s.queue,
  };
}

/** A guest's progress comes from this browser too; a signed-in player's from the server's answer. */
export function initialTrackerState(options: ProgressTrackerOptions): TrackerState {
  const { signedIn, storage } = options;
  const progress = initialGuestProgress(options);
  const state: TrackerState = {
    progress,
    committedProgress: progress,
    completedLevels: [...new Set([...options.initial.completedLevels, ...(signedIn ? [] : readLevelFlags(storage))])],
    achievements: signedIn
      ? options.initial.achievements
      : [...options.initial.achievements, ...readStoredAchievements(storage)].reduce<readonly AchievementDto[]>(
          (list, achievement) => unlockAchievement(list, achievement),
          [],
        ),
    qualifying: { ...(options.initial.qualifyingArtifacts ?? {}) },
    queue: [],
    nextId: 1,
    disposed: false,
    cancelLevel1: null,
    here: null,
    win: null,
    snapshot: undefined as unknown as ProgressSnapshot,
    timers: new Set(),
    listeners: new Set(),
    eventListeners: new Set(),
  };
  state.snapshot = snapshotOf(state);
  return state;
}
