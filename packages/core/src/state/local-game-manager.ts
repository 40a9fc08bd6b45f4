import type { Position } from '../shared/geometry.js';
import type { LocalCheckpoint, LocalGameState } from './local-game-state.js';
import {
  initLocalGameState,
  localStartPosition,
  readLocalCheckpoint,
  saveLocalCheckpoint,
  saveLocalGameState,
  type LocalKeyValueStore,
  type LocalStateInit,
  type LocalStateSave,
} from './local-game-store.js';

/**
 * Holds the current and the last saved state over one store, so "a failed
 * save restores the last saved state" happens in one place. It runs no
 * timer: the caller saves every LOCAL_GAME_STATE_AUTOSAVE_MS.
 */
export interface LocalGameStateManager {
  readonly init: LocalStateInit;
  getState(): LocalGameState;
  getLastSaved(): LocalGameState;
  /** Changes the state in memory; save() writes it. */
  update(change: (state: LocalGameState) => LocalGameState): LocalGameState;
  save(): LocalStateSave;
  saveCheckpoint(checkpoint: LocalCheckpoint): boolean;
  startPosition(): Position;
}

export function createLocalGameStateManager(store: LocalKeyValueStore): LocalGameStateManager {
  const init = initLocalGameState(store);
  let current = init.state;
  let lastSaved = init.state;
  return {
    init,
    getState: () => current,
    getLastSaved: () => lastSaved,
    update(change) {
      current = change(current);
      return current;
    },
    save() {
      const result = saveLocalGameState(store, current, lastSaved);
      current = result.state;
      if (result.ok) lastSaved = result.state;
      return result;
    },
    saveCheckpoint: (checkpoint) => saveLocalCheckpoint(store, checkpoint),
    startPosition: () => localStartPosition(readLocalCheckpoint(store)),
  };
}
