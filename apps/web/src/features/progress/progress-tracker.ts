import type { Position } from '@authentic/core';
import type { ProgressTracker, ProgressTrackerOptions } from './progress-types';
import { createServerSync, type ServerSync } from './server-sync';
import { artifactActions, miniGameActions } from './tracker-actions';
import { createTrackerLevels } from './tracker-levels';
import { createTrackerQueue } from './tracker-queue';
import { initialTrackerState } from './tracker-state';

export type {
  ExperienceReason,
  ProgressEvent,
  ProgressItem,
  ProgressSnapshot,
  ProgressSound,
  ProgressTracker,
  ProgressTrackerOptions,
  Schedule,
} from './progress-types';

/**
 * The player's progress on the game screen (decisions 0185–0189): levels, experience and
 * achievements, kept in local storage for guests and on the server for signed-in players, with a
 * queue of things for the progress layer to show. Plain TypeScript: time comes in as `schedule`.
 * Its parts share one state: the queue and commit (`tracker-queue.ts`), levels and places
 * (`tracker-levels.ts`), artifacts and mini-games (`tracker-actions.ts`).
 */
export function createProgressTracker(options: ProgressTrackerOptions): ProgressTracker {
  const { signedIn, storage } = options;
  const server = signedIn ? options.server : undefined;
  const s = initialTrackerState(options);
  let sync: ServerSync | null = null;
  const queue = createTrackerQueue(
    s,
    {
      signedIn,
      storage,
      schedule: options.schedule,
      now: options.now ?? (() => new Date().toISOString()),
      collectedBefore: options.initial.stats?.artifactsCollected ?? 0,
    },
    () => sync,
  );
  sync = server
    ? createServerSync(
        server,
        (target, error) => queue.emit({ type: 'saveFailed', target, error }),
        (granted) => {
          if (s.disposed) return;
          queue.show(granted);
          queue.commit();
        },
      )
    : null;
  const levels = createTrackerLevels(s, queue, storage);
  const artifacts = artifactActions(s, queue, levels, sync);
  const miniGames = miniGameActions(s, queue, levels, storage);

  /** A public method: nothing after dispose, and one commit at the end. */
  const action =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A): void => {
      if (s.disposed) return;
      fn(...args);
      queue.commit();
    };

  return {
    arrivedAt: action((mapId: string, position: Position) => {
      levels.visit(mapId);
      levels.place(mapId, position);
    }),
    steppedOn: action(levels.place),
    artifactCreated: action(artifacts.artifactCreated),
    artifactDiscovered: action(artifacts.artifactDiscovered),
    artifactCollected: action(artifacts.artifactCollected),
    quoteSaved: action((count: number) => {
      if (Number.isFinite(count) && count > s.progress.savedQuotes)
        s.progress = { ...s.progress, savedQuotes: Math.floor(count) };
    }),
    mapVisited: action(levels.visit),
    gainExperience: action(queue.gain),
    completeLevel: action(levels.recordLevel),
    recordStats: action(miniGames.recordStats),
    miniGameFinished: action(miniGames.miniGameFinished),
    miniGameRewarded: action(miniGames.miniGameRewarded),
    subscribe(listener) {
      s.listeners.add(listener);
      return () => s.listeners.delete(listener);
    },
    getSnapshot: () => s.snapshot,
    onEvent(listener) {
      s.eventListeners.add(listener);
      return () => s.eventListeners.delete(listener);
    },
    dismiss(itemId) {
      if (!s.queue.some((item) => item.id === itemId)) return;
      s.queue = s.queue.filter((item) => item.id !== itemId);
      queue.publish();
    },
    dispose() {
      s.disposed = true;
      for (const cancel of [...s.timers]) cancel();
      s.timers.clear();
      sync?.dispose();
      s.listeners.clear();
      s.eventListeners.clear();
    },
  };
}
