import { createProgressTracker, type ProgressEvent, type ProgressTrackerOptions } from './progress-tracker';
import { FakeScheduler, FakeServer, flushPromises, MemoryStorage } from './test-doubles';

/** Trackers for the tracker's tests: a guest's with its events, and a signed-in player's with a fake server. */

export { flushPromises };

export const NOW = '2025-01-01T00:00:00.000Z';

export function setup(overrides: Partial<ProgressTrackerOptions> = {}) {
  const scheduler = new FakeScheduler();
  const storage = new MemoryStorage();
  const tracker = createProgressTracker({
    signedIn: false,
    initial: { experience: 0, achievements: [], completedLevels: [] },
    storage,
    schedule: scheduler.schedule,
    now: () => NOW,
    ...overrides,
  });
  const events: ProgressEvent[] = [];
  tracker.onEvent((event) => events.push(event));
  return { tracker, scheduler, storage: (overrides.storage as MemoryStorage | undefined) ?? storage, events };
}

export function signedIn(initial: Partial<ProgressTrackerOptions['initial']> = {}) {
  const server = new FakeServer();
  const storage = new MemoryStorage();
  const scheduler = new FakeScheduler();
  const tracker = createProgressTracker({
    signedIn: true,
    initial: { experience: 0, achievements: [], completedLevels: [], ...initial },
    storage,
    server,
    schedule: scheduler.schedule,
    now: () => NOW,
  });
  return { tracker, server, storage, scheduler };
}

export const kinds = (tracker: ReturnType<typeof setup>['tracker']) =>
  tracker.getSnapshot().queue.map((item) => item.kind);
