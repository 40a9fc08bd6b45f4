import { useEffect } from 'react';
import { createLocalGameStateManager, LOCAL_GAME_STATE_AUTOSAVE_MS } from '@authentic/core';
import { browserStore } from '../../features/game/engine/checkpoint';
import type { GameStore } from '../../features/game/engine/game-store';
import { logError } from '../../lib/error-log';
import { ARTIFACT_LIST_KEYS, readStoredIds } from '../../lib/storage';

/**
 * Spec 02: the local game state is saved every 5 minutes, and (issue 5) on every map change and when
 * the page is hidden. It is read fresh each time, so what other parts wrote meanwhile (experience) is
 * kept; the cell and the guest's collected artifacts are brought up to date.
 */
export function useLocalAutosave(store: GameStore, guest: boolean): void {
  useEffect(() => {
    const storage = browserStore();
    if (!storage) return undefined;
    const save = () => {
      const manager = createLocalGameStateManager(storage);
      const { position } = store.getSnapshot();
      manager.update((state) => ({
        ...state,
        player: { ...state.player, position: { ...position } },
        ...(guest ? { inventory: readStoredIds(ARTIFACT_LIST_KEYS.collected) } : {}),
      }));
      const result = manager.save();
      if (!result.ok) logError('Saving the local game state failed', { level: 'warning' });
    };
    const timer = window.setInterval(save, LOCAL_GAME_STATE_AUTOSAVE_MS);
    const stop = store.onEvent((event) => {
      if (event.type === 'arrived') save();
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      stop();
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [store, guest]);
}
