import {
  ALL_ACHIEVEMENTS,
  addExperience,
  levelUp,
  newlyUnlockedAchievements,
  unlockAchievement,
  type AchievementDto,
  type ProgressClaim,
} from '@authentic/core';
import { writeGuestProgress, writeStoredAchievements, type ProgressStorage } from './progress-storage';
import type { ExperienceReason, NewItem, ProgressEvent, ProgressItem, Schedule } from './progress-types';
import type { ServerSync } from './server-sync';
import { achievementStats, CLIENT_ASKED } from './tracker-start';
import { type TrackerState, snapshotOf } from './tracker-state';
import { winItem } from './win-draft';

export interface QueueOptions {
  signedIn: boolean;
  storage: ProgressStorage | null;
  schedule: Schedule;
  now: () => string;
  /** Collected artifacts the caller counted before this session (signed in). */
  collectedBefore: number;
}

/**
 * What the player is shown and what is kept: items queued for the progress layer, achievements
 * announced (on the win's card when one is being gathered), gains, and the commit after every change
 * that saves (local storage for guests, the server's queue for signed-in players) and tells listeners.
 */
export function createTrackerQueue(s: TrackerState, options: QueueOptions, getSync: () => ServerSync | null) {
  const { signedIn, storage, schedule, now, collectedBefore } = options;

  const emit = (event: ProgressEvent) => {
    for (const listener of s.eventListeners) listener(event);
  };

  function push(item: NewItem): void {
    s.queue = [...s.queue, { ...item, id: s.nextId++ } as ProgressItem];
  }

  /** A new achievement: on the card of the win that earned it, else its own popup. */
  function announce(achievement: AchievementDto): void {
    if (s.win) s.win.achievements.push(achievement);
    else push({ kind: 'achievement', achievement });
    emit({ type: 'achievementUnlocked', achievement });
  }

  /** Achievements the server granted (or listed) that this player has not been shown yet. */
  function show(granted: readonly AchievementDto[]): void {
    for (const achievement of granted) {
      if (s.achievements.some((had) => had.id === achievement.id)) continue;
      s.achievements = unlockAchievement(s.achievements, achievement);
      announce(achievement);
    }
  }

  function publish(): void {
    s.snapshot = snapshotOf(s);
    for (const listener of s.listeners) listener();
  }

  /** After every change: new achievements, then save and tell the listeners. */
  function commit(): void {
    // Most steps change nothing: no storage writes, no re-render then.
    const { snapshot } = s;
    if (
      s.progress === s.committedProgress &&
      s.queue === snapshot.queue &&
      s.completedLevels === snapshot.completedLevels &&
      s.win === null
    ) {
      return;
    }
    const sync = getSync();
    const achievementsBefore = s.achievements;
    for (const achievement of newlyUnlockedAchievements(
      achievementStats(s.progress, collectedBefore),
      s.achievements,
      now(),
      signedIn ? CLIENT_ASKED : ALL_ACHIEVEMENTS,
    )) {
      s.achievements = unlockAchievement(s.achievements, achievement);
      announce(achievement);
      sync?.wantAchievement(achievement.id);
    }
    if (s.win) {
      push(winItem(s.win, s.progress.experience, s.win.game ? null : s.here)); // a mini-game's: placed on return
      s.win = null;
    }
    if (signedIn) {
      sync?.retry();
    } else {
      if (s.progress !== s.committedProgress) writeGuestProgress(storage, s.progress);
      if (s.achievements !== achievementsBefore) writeStoredAchievements(storage, s.achievements);
    }
    s.committedProgress = s.progress;
    publish();
  }

  function later(fn: () => void, ms: number): () => void {
    const cancel = schedule(() => {
      s.timers.delete(cancel);
      if (!s.disposed) fn();
    }, ms);
    s.timers.add(cancel);
    return () => {
      s.timers.delete(cancel);
      cancel();
    };
  }

  /** Shows a gain; for a signed-in player the event that earns it goes to the server, which pays it. */
  function gain(amount: number, reason: ExperienceReason, claim?: ProgressClaim): void {
    if (claim) getSync()?.wantEvent(claim);
    const whole = Number.isFinite(amount) ? Math.floor(amount) : 0;
    if (whole <= 0) return;
    const result = addExperience(s.progress.experience, whole);
    if (!result.ok) return;
    const before = s.progress.experience;
    s.progress = { ...s.progress, experience: result.experience };
    if (s.win) {
      s.win.experience.push({ amount: whole, reason });
      return;
    }
    push({ kind: 'xp', amount: whole, reason });
    const up = levelUp(before, result.experience);
    if (up.leveledUp && up.message) push({ kind: 'levelUp', level: up.to, message: up.message });
  }

  return { emit, push, show, commit, publish, later, gain };
}

export type TrackerQueue = ReturnType<typeof createTrackerQueue>;
