import { createPlatformer, stepPlatformer, PLATFORMER_SETTINGS as S } from '@authentic/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformerRenderer } from './platformer-renderer';

/** A 2D context that accepts every call and remembers the drawImage ones. */
function fakeContext() {
  const drawn: unknown[][] = [];
  const target: Record<string, unknown> = {
    drawImage: (...args: unknown[]) => drawn.push(args),
  };
  const ctx = new Proxy(target, {
    get: (object, key: string) => (key in object ? object[key] : () => undefined),
    set: (object, key: string, value) => {
      object[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, drawn };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the platformer renderer', () => {
  it('bakes each stage once and draws layers, pickups and the player every frame', () => {
    const { ctx, drawn } = fakeContext();
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ctx as unknown as ReturnType<HTMLCanvasElement['getContext']>);
    const renderer = createPlatformerRenderer(document.createElement('canvas'));
    let state = createPlatformer();
    renderer.draw(state);
    const bakedAfterFirstFrame = getContext.mock.calls.length;
    const firstFrame = drawn.length;
    expect(firstFrame).toBeGreaterThan(6);
    for (let i = 0; i < 20; i += 1) {
      state = stepPlatformer(state, { left: false, right: true, jump: i === 0 }, S.stepMs).state;
      renderer.draw(state);
    }
    expect(getContext.mock.calls.length).toBe(bakedAfterFirstFrame);
    for (const stage of ['spain', 'africa'] as const) renderer.draw({ ...state, stage });
    expect(getContext.mock.calls.length).toBeGreaterThan(bakedAfterFirstFrame);
  });

  it('draws nothing, and does not fail, without a 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => createPlatformerRenderer(document.createElement('canvas')).draw(createPlatformer())).not.toThrow();
    expect(() => createPlatformerRenderer(null).draw(createPlatformer())).not.toThrow();
  });
});
