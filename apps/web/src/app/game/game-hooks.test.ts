import {
  BUILT_IN_ATLAS,
  createLocalGameStateManager,
  LOCAL_GAME_STATE_AUTOSAVE_MS,
  LOCAL_GAME_STATE_KEYS,
  seededRng,
} from '@authentic/core';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameAudio } from '../../features/audio/game-audio';
import { createGameStore } from '../../features/game/engine/game-store';
import { useGameSounds } from './use-game-sounds';
import { useLocalAutosave } from './use-local-autosave';

function fakeAudio() {
  return {
    play: vi.fn(),
    playMusic: vi.fn(),
    stopMusic: vi.fn(),
  } as unknown as GameAudio & {
    play: ReturnType<typeof vi.fn>;
    playMusic: ReturnType<typeof vi.fn>;
    stopMusic: ReturnType<typeof vi.fn>;
  };
}

describe('game sounds', () => {
  it('plays the map family music, steps, bumps, portals and pickups; a special portal stops the music', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 1, y: 1 },
      rng: seededRng(1),
    });
    const audio = fakeAudio();
    const { unmount } = renderHook(() => useGameSounds(store, audio));
    expect(audio.playMusic).toHaveBeenLastCalledWith('overworld');
    store.move('up', 0);
    expect(audio.play).toHaveBeenLastCalledWith('bump');
    store.move('down', 1000);
    expect(audio.play).toHaveBeenLastCalledWith('step');
    store.setArtifacts('overworld', [{ id: 'a', name: 'A', position: { x: 1, y: 3 }, source: 'builtIn', mine: false }]);
    store.move('down', 2000);
    expect(audio.play).toHaveBeenLastCalledWith('pickup');

    const road = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 7, y: 11 },
      rng: seededRng(1),
    });
    const travel = fakeAudio();
    renderHook(() => useGameSounds(road, travel));
    road.move('right', 0);
    expect(travel.play).toHaveBeenLastCalledWith('portal');
    expect(travel.playMusic).toHaveBeenLastCalledWith('overworld');

    const yosemite = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'yosemite',
      position: { x: 20, y: 3 },
      rng: seededRng(1),
    });
    const valley = fakeAudio();
    renderHook(() => useGameSounds(yosemite, valley));
    expect(valley.playMusic).toHaveBeenLastCalledWith('yosemite');
    yosemite.move('right', 0);
    yosemite.activatePortal();
    expect(valley.stopMusic).toHaveBeenCalled();
    expect(valley.play).toHaveBeenLastCalledWith('portal');
    unmount();
    expect(audio.stopMusic).toHaveBeenCalled();
  });
});

describe('local autosave', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  const saved = () => createLocalGameStateManager(localStorage).getState();

  it('saves the local game state every 5 minutes and on each map change, keeping what others wrote', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 1, y: 1 },
      rng: seededRng(1),
    });
    renderHook(() => useLocalAutosave(store, true));
    expect(localStorage.getItem(LOCAL_GAME_STATE_KEYS.state)).toBeNull();
    store.move('down', 0);
    // Experience written meanwhile by the progress tracker is kept.
    const manager = createLocalGameStateManager(localStorage);
    manager.update((state) => ({ ...state, player: { ...state.player, experience: 40 } }));
    manager.save();
    vi.advanceTimersByTime(LOCAL_GAME_STATE_AUTOSAVE_MS);
    expect(saved().player).toMatchObject({ position: { x: 1, y: 2 }, experience: 40 });

    const travelling = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 7, y: 11 },
      rng: seededRng(1),
    });
    renderHook(() => useLocalAutosave(travelling, true));
    travelling.move('right', 0);
    expect(saved().player.position).toEqual({ x: 4, y: 4 });
  });
});
