import { MINI_GAME_SCREEN_MESSAGES, PLATFORMER_STAGE_MAX_STEPS } from '@authentic/core';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { ToastProvider } from '../../ui/toast';
import { useMiniGameResults } from './use-minigame-results';

/** Decision 0231: what the screen does with a run the server would not replay, and with a busy server. */

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

function tracker() {
  return { miniGameFinished: vi.fn(), miniGameRewarded: vi.fn() } as unknown as ProgressTracker & {
    miniGameFinished: ReturnType<typeof vi.fn>;
    miniGameRewarded: ReturnType<typeof vi.fn>;
  };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sending a mini-game result', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not send a platformer run longer than the server replays, and says why', () => {
    const progress = tracker();
    const { result } = renderHook(() => useMiniGameResults(progress, 'user-1', null), { wrapper });
    const dawdled = {
      stage: 'paris' as const,
      inputs: `a${PLATFORMER_STAGE_MAX_STEPS.paris + 1}`,
      outcome: 'death' as const,
    };
    act(() => result.current.report({ game: 'platformer', body: { score: 0, segments: [dawdled] } }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(MINI_GAME_SCREEN_MESSAGES.tooLong)).toBeInTheDocument();
    expect(progress.miniGameRewarded).not.toHaveBeenCalled();
  });

  it('tries again while the server is too busy to check, then tells the player', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => answer(503, { success: false, message: 'busy' }));
    const progress = tracker();
    const { result } = renderHook(() => useMiniGameResults(progress, 'user-1', null), { wrapper });
    act(() => result.current.report({ game: 'terminal', body: { moves: [{ choice: 1 }] } }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText(MINI_GAME_SCREEN_MESSAGES.busy)).toBeInTheDocument();
  });
});
