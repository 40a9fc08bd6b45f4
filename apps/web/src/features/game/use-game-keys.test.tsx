import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGameStore } from './engine/game-store';
import { useGameKeys } from './use-game-keys';

const clock = { now: () => 0 };

describe('game keys while a mini-game is open', () => {
  it('M, I and F do not swap the mini-game for a panel', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 4, y: 4 },
      rng: seededRng(3),
    });
    renderHook(() => useGameKeys(store, clock, true));
    store.openMiniGame('shooter');
    for (const key of ['m', 'i', 'f']) fireEvent.keyDown(window, { key });
    expect(store.getSnapshot().panel?.kind).toBe('minigame');
  });

  it('M still opens the world map on the map itself', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 4, y: 4 },
      rng: seededRng(3),
    });
    renderHook(() => useGameKeys(store, clock, true));
    fireEvent.keyDown(window, { key: 'm' });
    expect(store.getSnapshot().panel?.kind).toBe('worldMap');
  });
});
