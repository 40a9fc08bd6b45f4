import type { ProgressClaim } from '@authentic/core';

/** The server calls a signed-in player's progress needs (progress-server.ts makes the real one). */
export interface ProgressServer {
  /**
   * POST /api/users/me/events: something the player did, for the server to check and pay once
   * (decision 0224). A refusal (4xx) settles the claim; only a failed call is tried again.
   */
  claim(event: ProgressClaim): Promise<void>;
  /** POST /api/users/achievements with a catalogue id; a refusal settles it too. */
  unlockAchievement(id: string): Promise<void>;
}

export type SaveTarget = 'event' | 'achievement';

/**
 * Keeps the server told, one call at a time (decision 0187). Events go first, in the order they
 * happened (a level before the quest it opens), then achievements, which the server grants only
 * when its recorded events earn them. A failed call is reported and tried again on the next
 * `want…` or `retry()`. The client never sends experience: the server pays what it records.
 */
export interface ServerSync {
  wantEvent(event: ProgressClaim): void;
  wantAchievement(id: string): void;
  retry(): void;
  dispose(): void;
}

export function createServerSync(
  server: ProgressServer,
  onFailure: (target: SaveTarget, error: unknown) => void,
): ServerSync {
  let disposed = false;
  let busy = false;
  const pendingEvents: ProgressClaim[] = [];
  const pendingAchievements: string[] = [];

  /** The next call to make, or null when the server holds everything. */
  function nextCall(): { target: SaveTarget; run: () => Promise<void>; done: () => void } | null {
    const event = pendingEvents[0];
    if (event !== undefined) {
      return { target: 'event', run: () => server.claim(event), done: () => void pendingEvents.shift() };
    }
    const achievement = pendingAchievements[0];
    if (achievement !== undefined) {
      return {
        target: 'achievement',
        run: () => server.unlockAchievement(achievement),
        done: () => void pendingAchievements.shift(),
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
    wantEvent(event) {
      pendingEvents.push(event);
      pump();
    },
    wantAchievement(id) {
      if (!pendingAchievements.includes(id)) pendingAchievements.push(id);
      pump();
    },
    retry: pump,
    dispose() {
      disposed = true;
    },
  };
}
