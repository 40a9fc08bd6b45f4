import { ARTIFACT_GAME_MESSAGES } from '@authentic/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_STATE_RESET_MS, saveStateText, useSaveState } from './use-save-state';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useSaveState', () => {
  it('goes idle → saving → success and back to idle after 1 s', async () => {
    const { result } = renderHook(() => useSaveState());
    expect(result.current.status).toBe('idle');
    let finish: () => void = () => {};
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), 'failed');
    });
    expect(result.current.status).toBe('saving');
    expect(saveStateText(result.current)).toBe(ARTIFACT_GAME_MESSAGES.saving);
    await act(async () => {
      finish();
      await outcome;
    });
    await expect(outcome).resolves.toBe(true);
    expect(result.current.status).toBe('success');
    expect(saveStateText(result.current)).toBe(ARTIFACT_GAME_MESSAGES.saved);
    advance(SAVE_STATE_RESET_MS.success - 1);
    expect(result.current.status).toBe('success');
    advance(1);
    expect(result.current.status).toBe('idle');
    expect(saveStateText(result.current)).toBe('');
  });

  it('shows the failure text on error and returns to idle after 3 s', async () => {
    const { result } = renderHook(() => useSaveState());
    let outcome = true;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(new Error('500')), 'Failed to save message');
    });
    expect(outcome).toBe(false);
    expect(result.current.status).toBe('error');
    expect(saveStateText(result.current)).toBe('Failed to save message');
    advance(2999);
    expect(result.current.status).toBe('error');
    advance(1);
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
  });

  it('fail() reports an error found before sending, for 3 s', () => {
    const { result } = renderHook(() => useSaveState());
    act(() => result.current.fail('File size should be less than 5MB'));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('File size should be less than 5MB');
    advance(SAVE_STATE_RESET_MS.error);
    expect(result.current.status).toBe('idle');
  });

  it('a new run restarts the clock: an old success does not cut a new error short', async () => {
    const { result } = renderHook(() => useSaveState());
    await act(async () => {
      await result.current.run(() => Promise.resolve(), 'x');
    });
    advance(900);
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('no')), 'later failure');
    });
    advance(500);
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('later failure');
  });

  it('starts no timer once unmounted', async () => {
    const { result, unmount } = renderHook(() => useSaveState());
    let finish: () => void = () => {};
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), 'x');
    });
    unmount();
    finish();
    await expect(outcome).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
