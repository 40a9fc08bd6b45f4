import type { GameLevelId } from '@authentic/core';

/** The server calls a signed-in player's progress needs (progress-server.ts makes the real one). */
export interface ProgressServer {
  /** PUT /api/users/experience with the new total. */
  saveExperience(total: number): Promise<void>;
  /** POST /api/users/achievements with a catalogue id. */
  unlockAchievement(id: string): Promise<void>;
  /** The completed levels, kept in the character's completedMaps. */
  saveCompletedLevels(levels: readonly GameLevelId[]): Promise<void>;
}

export type SaveTarget = 'experience' | 'achievement' | 'levels';

/** The server refuses a rise of more than this in one call (decision 0007). */
export const SERVER_EXPERIENCE_STEP = 500;

/**
 * Keeps the server told, one call at a time (decision 0187). Each `want…` records what the server
 * should hold and starts a call if none is running; a failed call is reported and tried again on
 * the next `want…` or `retry()`. Experience goes up in steps of at most 500 from what the server
 * last accepted, so a backlog of failed saves can never be refused as too large a rise.
 */
export interface ServerSync {
  wantExperience(total: number): void;
  wantAchievement(id: string): void;
  wantCompletedLevels(levels: readonly GameLevelId[]): void;
  /** The server raised experience itself (a verified mini-game result): it holds this total now. */
  serverHas(total: number): void;
  retry(): void;
  dispose(): void;
}

export function createServerSync(
  server: ProgressServer,
  initialExperience: number,
  onFailure: (target: SaveTarget, error: unknown) => void,
): ServerSync {
  let disposed = false;
  let busy = false;

  let savedExperience = initialExperience;
  let wantedExperience = initialExperience;
  const pendingAchievements: string[] = [];
  let wantedLevels: readonly GameLevelId[] | null = null;

  /** The next call to make, or null when the server holds everything. */
  function nextCall(): { target: SaveTarget; run: () => Promise<void>; done: () => void } | null {
    if (wantedExperience > savedExperience) {
      const total = Math.min(wantedExperience, savedExperience + SERVER_EXPERIENCE_STEP);
      return {
        target: 'experience',
        run: () => server.saveExperience(total),
        done: () => {
          savedExperience = Math.max(savedExperience, total);
        },
      };
    }
    const achievement = pendingAchievements[0];
    if (achievement !== undefined) {
      return {
        target: 'achievement',
        run: () => server.unlockAchievement(achievement),
        done: () => {
          pendingAchievements.shift();
        },
      };
    }
    if (wantedLevels) {
      const levels = wantedLevels;
      return {
        target: 'levels',
        run: () => server.saveCompletedLevels(levels),
        done: () => {
          // A newer list asked for while this one was on its way is still to be sent.
          if (wantedLevels === levels) wantedLevels = null;
        },
      };
    }
    return null;
  }

  function pump(): void {
    if (busy || disposed) return;
    const call = nextCall();
    if (!call) return;
    busy = true;
    let promise: Promise<void>;
    try {
      promise = call.run();
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      () => {
        busy = false;
        call.done();
        pump();
      },
      (error: unknown) => {
        busy = false;
        // Stop here: the next change (or retry) tries again, so a dead network is not hammered.
        if (!disposed) onFailure(call.target, error);
      },
    );
  }

  return {
    wantExperience(total) {
      wantedExperience = Math.max(wantedExperience, total);
      pump();
    },
    wantAchievement(id) {
      if (!pendingAchievements.includes(id)) pendingAchievements.push(id);
      pump();
    },
    wantCompletedLevels(levels) {
      wantedLevels = [...levels];
      pump();
    },
    serverHas(total) {
      savedExperience = Math.max(savedExperience, total);
      wantedExperience = Math.max(wantedExperience, total);
      pump();
    },
    retry: pump,
    dispose() {
      disposed = true;
    },
  };
}
