import { BUILT_IN_ATLAS, seededRng } from '@authentic/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameAudio } from '../../features/audio/game-audio';
import { createGameStore } from '../../features/game/engine/game-store';
import { useGameSounds } from './use-game-sounds';

describe('footsteps (issue 24)', () => {
  it('a held key plays one footstep per cell walked, not one per frame', () => {
    const store = createGameStore({
      atlas: BUILT_IN_ATLAS,
      mapId: 'overworld',
      position: { x: 1, y: 1 },
      rng: seededRng(1),
    });
    const audio = { play: vi.fn(), playMusic: vi.fn(), stopMusic: vi.fn() } as unknown as GameAudio & {
      play: ReturnType<typeof vi.fn>;
    };
    renderHook(() => useGameSounds(store, audio));
    store.hold('down', 0);
    store.move('down', 0);
    // A second of frames at 60 per second.
    let frames = 0;
    for (let now = 16; now <= 1000; now += 16, frames += 1) store.update(16, now);
    const walked = store.getSnapshot().position.y - 1;
    expect(walked).toBeGreaterThan(1);
    expect(walked).toBeLessThan(frames / 4);
    expect(audio.play.mock.calls.filter(([effect]) => effect === 'step')).toHaveLength(walked);
  });
});
