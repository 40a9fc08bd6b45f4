import { describe, expect, it } from 'vitest';
import { LOCAL_GAME_STATE_KEYS } from './local-game-state.js';
import { createLocalGameStateManager } from './local-game-manager.js';
import type { LocalKeyValueStore } from './local-game-store.js';

function flakyStore() {
  const data = new Map<string, string>();
  let failing = false;
  const store: LocalKeyValueStore = {
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      if (failing) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
  return { store, data, fail: (on: boolean) => (failing = on) };
}

describe('createLocalGameStateManager', () => {
  it('goes back to the last saved state when a save fails', () => {
    const { store, fail } = flakyStore();
    const manager = createLocalGameStateManager(store);
    manager.update((s) => ({ ...s, player: { ...s.player, experience: 50 } }));
    expect(manager.save().ok).toBe(true);

    manager.update((s) => ({ ...s, player: { ...s.player, experience: 80 } }));
    fail(true);
    const result = manager.save();
    expect(result.ok).toBe(false);
    expect(manager.getState().player.experience).toBe(50);
    expect(manager.getLastSaved().player.experience).toBe(50);
  });

  it('picks up where a previous session saved, from its checkpoint', () => {
    const { store } = flakyStore();
    const first = createLocalGameStateManager(store);
    first.update((s) => ({ ...s, progress: { ...s.progress, areasUnlocked: ['Overworld', 'Desert'] } }));
    first.save();
    expect(first.startPosition()).toEqual({ x: 0, y: 0 });
    first.saveCheckpoint({ mapName: 'Desert 1', position: { x: 4, y: 4 } });

    const second = createLocalGameStateManager(store);
    expect(second.init.source).toBe('stored');
    expect(second.getState().progress.areasUnlocked).toEqual(['Overworld', 'Desert']);
    expect(second.startPosition()).toEqual({ x: 4, y: 4 });
  });

  it('recovers from the backup at start-up', () => {
    const { store, data } = flakyStore();
    const saver = createLocalGameStateManager(store);
    saver.update((s) => ({ ...s, player: { ...s.player, health: 40 } }));
    saver.save();
    data.set(LOCAL_GAME_STATE_KEYS.state, '{oops');
    const manager = createLocalGameStateManager(store);
    expect(manager.init.source).toBe('backup');
    expect(manager.getState().player.health).toBe(40);
  });
});
