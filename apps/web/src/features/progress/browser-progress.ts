import { createProgressServer, GUEST_PROGRESS_INITIAL } from './progress-server';
import type { ProgressStorage } from './progress-storage';
import {
  createProgressTracker,
  type ProgressTracker,
  type ProgressTrackerOptions,
  type Schedule,
} from './progress-tracker';

/** setTimeout as a Schedule. */
export const timeoutSchedule: Schedule = (fn, ms) => {
  const timer = window.setTimeout(fn, ms);
  return () => window.clearTimeout(timer);
};

/** Local storage, or null where the browser refuses it (private modes). */
function browserStorage(): ProgressStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The tracker as the game screen uses it: a guest (null) keeps everything in local storage; a
 * signed-in player starts from what the server said (see signedInProgressInitial) and saves there.
 * Call dispose() when the game screen goes.
 */
export function createBrowserProgressTracker(
  player: { userId: string; initial: ProgressTrackerOptions['initial'] } | null,
): ProgressTracker {
  return createProgressTracker({
    signedIn: player !== null,
    initial: player?.initial ?? GUEST_PROGRESS_INITIAL,
    storage: browserStorage(),
    ...(player ? { server: createProgressServer() } : {}),
    schedule: timeoutSchedule,
  });
}
