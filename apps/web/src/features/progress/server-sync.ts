import type { AchievementDto, ProgressClaim, ProgressClaimResponse } from '@authentic/core';

/** The server calls a signed-in player's progress needs (progress-server.ts makes the real one). */
export interface ProgressServer {
  /**
   * POST /api/users/me/events: something the player did, for the server to check and pay once
   * (decision 0224). Answers the server's answer, or null when it refused (4xx): that settles the
   * claim; only a failed call is tried again.
   */
  claim(event: ProgressClaim): Promise<ProgressClaimResponse | null>;
  /** POST /api/users/achievements with a catalogue id; a refusal settles it too. */
  unlockAchievement(id: string): Promise<void>;
  /** The achievements the server holds (GET /api/users/game-state): after it granted some on its own. */
  achievements(): Promise<readonly AchievementDto[]>;
}

export type SaveTarget = 'event' | 'achievement' | 'refresh';

/**
 * Keeps the server told, one call at a time (decision 0187). Events go first, in the order they
 * happened (a level before the quest it opens), then achievements the client may ask for, then a
 * read of the server's achievements when one was wanted. The server grants what its recorded
 * events earn (decision 0232): each claim's answer, and each read, goes to `onAchievements`. A failed
 * call is reported and tried again on the next `want…` or `retry()`. The client never sends
 * experience: the server pays what it records.
 */
export interface ServerSync {
  wantEvent(event: ProgressClaim): void;
  wantAchievement(id: string): void;
  /** Read the server's achievements once the calls before it are done (after a creation). */
  wantRefresh(): void;
  retry(): void;
  dispose(): void;
}

interface Call {
  target: SaveTarget;
  run: () => Promise<void>;
  done: () => void;
}

export function createServerSync(
  server: ProgressServer,
  onFailure: (target: SaveTarget, error: unknown) => void,
  onAchievements: (achievements: readonly AchievementDto[]) => void = () => undefined,
): ServerSync {
  let disposed = false;
  let busy = false;
  let refresh = false;
  const pendingEvents: ProgressClaim[] = [];
  const pendingAchievements: string[] = [];

  const tell = (achievements: readonly AchievementDto[]) => {
    if (!disposed) onAchievements(achievements);
  };

  /** The next call to make, or null when the server holds everything. */
  function nextCall(): Call | null {
    const event = pendingEvents[0];
    if (event !== undefined) {
      return {
        target: 'event',
        run: async () => {
          const answer = await server.claim(event);
          if (answer) tell(answer.achievements);
        },
        done: () => void pendingEvents.shift(),
      };
    }
    const achievement = pendingAchievements[0];
    if (achievement !== undefined) {
      return {
        target: 'achievement',
        run: () => server.unlockAchievement(achievement),
        done: () => void pendingAchievements.shift(),
      };
    }
    if (refresh) {
      return {
        target: 'refresh',
        run: async () => tell(await server.achievements()),
        done: () => {
          refresh = false;
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
    wantEvent(event) {
      pendingEvents.push(event);
      pump();
    },
    wantAchievement(id) {
      if (!pendingAchievements.includes(id)) pendingAchievements.push(id);
      pump();
    },
    wantRefresh() {
      refresh = true;
      pump();
    },
    retry: pump,
    dispose() {
      disposed = true;
    },
  };
}
