import { useEffect, useRef, useState } from 'react';
import type { CharacterDto, GameStateDto } from '@authentic/core';
import type { GameStore } from '../../features/game/engine/game-store';
import { createBrowserProgressTracker } from '../../features/progress/browser-progress';
import { progressDialogOpen, useProgress } from '../../features/progress/progress-layer';
import { signedInProgressInitial } from '../../features/progress/progress-server';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { logError } from '../../lib/error-log';

/** The progress panel a dialog of the progress layer holds, so movement keys wait while it is open. */
const PROGRESS_DIALOG = 'progress-dialog';

/**
 * One progress tracker per game visit, told where the character arrives and steps (levels 1 and 2,
 * maps visited). While the reward modal or the level-4 question is open the store counts a panel
 * as open, so the character does not walk behind the dialog.
 */
export function useGameProgress(
  store: GameStore,
  player: { userId: string; gameState: GameStateDto | null; character: CharacterDto | null } | null,
): ProgressTracker {
  const [tracker] = useState(() =>
    createBrowserProgressTracker(
      player
        ? {
            userId: player.userId,
            initial: signedInProgressInitial(
              player.gameState ?? { experience: 0, achievements: [], viewedArtifacts: [], inventory: [] },
              player.character,
            ),
          }
        : null,
    ),
  );

  useEffect(() => {
    const { mapId, position } = store.getSnapshot();
    tracker.arrivedAt(mapId, position);
    const stopGame = store.onEvent((event) => {
      if (event.type === 'arrived') tracker.arrivedAt(event.mapId, event.position);
      if (event.type === 'step') tracker.steppedOn(event.mapId, event.position);
    });
    const stopProgress = tracker.onEvent((event) => {
      if (event.type === 'saveFailed') logError(`Saving progress failed: ${String(event.error)}`, { level: 'warning' });
    });
    return () => {
      stopGame();
      stopProgress();
    };
  }, [store, tracker]);

  // Disposed when the screen goes for good; a development remount (StrictMode) cancels the disposal.
  const disposal = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(disposal.current);
    return () => {
      disposal.current = window.setTimeout(() => tracker.dispose(), 0);
    };
  }, [tracker]);

  const snapshot = useProgress(tracker);
  const dialogOpen = progressDialogOpen(snapshot);
  useEffect(() => {
    // Also when another panel (a mini-game) closes while the dialog waits behind it.
    const sync = () => {
      const panel = store.getSnapshot().panel;
      if (dialogOpen && panel === null) store.openExternal(PROGRESS_DIALOG);
      if (!dialogOpen && panel?.kind === 'external' && panel.name === PROGRESS_DIALOG) store.closePanel();
    };
    sync();
    const stop = store.subscribe(sync);
    return () => {
      stop();
    };
  }, [store, dialogOpen]);

  return tracker;
}
