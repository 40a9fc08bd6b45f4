import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypewriter, type TypewriterOptions } from './use-typewriter';

const start = (options: Partial<TypewriterOptions> = {}) =>
  renderHook((props: TypewriterOptions) => useTypewriter(props), {
    initialProps: { key: 0, total: 10, speedMs: 30, instant: false, ...options },
  });

describe('useTypewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types one character per step at the given pace and then is done', () => {
    const { result } = start();
    expect(result.current).toMatchObject({ shown: 0, done: false });
    act(() => vi.advanceTimersByTime(30 * 4));
    expect(result.current.shown).toBe(4);
    act(() => vi.advanceTimersByTime(30 * 20));
    expect(result.current).toMatchObject({ shown: 10, done: true });
  });

  it('finish shows the rest at once', () => {
    const { result } = start();
    act(() => vi.advanceTimersByTime(30 * 2));
    act(() => result.current.finish());
    expect(result.current).toMatchObject({ shown: 10, done: true });
  });

  it('starts again from nothing when the key changes', () => {
    const { result, rerender } = start();
    act(() => vi.advanceTimersByTime(30 * 20));
    expect(result.current.done).toBe(true);
    rerender({ key: 1, total: 5, speedMs: 30, instant: false });
    expect(result.current).toMatchObject({ shown: 0, done: false });
    act(() => vi.advanceTimersByTime(30 * 5));
    expect(result.current).toMatchObject({ shown: 5, done: true });
  });

  it('shows everything at once when motion is reduced', () => {
    const { result } = start({ instant: true });
    expect(result.current).toMatchObject({ shown: 10, done: true });
  });

  it('calls the typing sound now and then, not on every character', () => {
    const onSound = vi.fn();
    start({ total: 30, speedMs: 10, onSound });
    act(() => vi.advanceTimersByTime(10 * 30));
    expect(onSound.mock.calls.length).toBeGreaterThan(0);
    expect(onSound.mock.calls.length).toBeLessThan(30);
  });
});
