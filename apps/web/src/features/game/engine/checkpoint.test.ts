// @vitest-environment node
import { LOCAL_GAME_STATE_KEYS, type LocalKeyValueStore } from '@authentic/core';
import { describe, expect, it } from 'vitest';
import { checkpointSaver, readGameStart } from './checkpoint';

function memoryStore(): LocalKeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('game checkpoint', () => {
  it('starts a new guest on Overworld at (1,1)', () => {
    expect(readGameStart(memoryStore())).toEqual({ mapId: 'overworld', position: { x: 1, y: 1 } });
    expect(readGameStart(null)).toEqual({ mapId: 'overworld', position: { x: 1, y: 1 } });
  });

  it('puts the guest back on the map and cell last saved', () => {
    const store = memoryStore();
    checkpointSaver(store)('overworld2', { x: 4, y: 4 });
    expect(JSON.parse(store.data.get(LOCAL_GAME_STATE_KEYS.checkpoint) ?? '')).toEqual({
      mapName: 'Overworld 2',
      position: { x: 4, y: 4 },
    });
    expect(readGameStart(store)).toEqual({ mapId: 'overworld2', position: { x: 4, y: 4 } });
  });

  it('ignores a checkpoint on an unknown map or inside a wall', () => {
    const store = memoryStore();
    store.setItem(LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify({ mapName: 'Atlantis', position: { x: 1, y: 1 } }));
    expect(readGameStart(store).mapId).toBe('overworld');
    store.setItem(LOCAL_GAME_STATE_KEYS.checkpoint, JSON.stringify({ mapName: 'Overworld', position: { x: 0, y: 0 } }));
    expect(readGameStart(store).position).toEqual({ x: 1, y: 1 });
  });
});
