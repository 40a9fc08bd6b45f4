import { useCallback, useEffect, useRef, useState } from 'react';
import { ARTIFACT_GAME_MESSAGES } from '@authentic/core';

export type SaveStatus = 'idle' | 'saving' | 'success' | 'error';

/** Spec 01 §4: the inventory's save state returns to idle 1 s after a success and 3 s after an error. */
export const SAVE_STATE_RESET_MS = { success: 1000, error: 3000 } as const;

export interface SaveState {
  status: SaveStatus;
  /** The failure text while `status` is 'error'. */
  error: string | null;
  /**
   * Runs one action: saving while it runs, then success, or error with `failText` when it rejects.
   * Resolves true on success.
   */
  run: (action: () => Promise<unknown>, failText: string) => Promise<boolean>;
  /** An error found before anything was sent (a file too large, no artifact). */
  fail: (text: string) => void;
}

/** What the save state reads as: nothing while idle. */
export function saveStateText(state: Pick<SaveState, 'status' | 'error'>): string {
  switch (state.status) {
    case 'saving':
      return ARTIFACT_GAME_MESSAGES.saving;
    case 'success':
      return ARTIFACT_GAME_MESSAGES.saved;
    case 'error':
      return state.error ?? '';
    default:
      return '';
  }
}

/** One action's save state: idle → saving → success or error → idle after its delay. */
export function useSaveState(): SaveState {
  const [state, setState] = useState<{ status: SaveStatus; error: string | null }>({ status: 'idle', error: null });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Each run has a number, so an answer that arrives after a newer run started is ignored.
  const runId = useRef(0);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  // An action may end after its panel closed (a dropped artifact leaves the list): start no timer then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
    };
  }, []);

  const settle = useCallback((status: 'success' | 'error', error: string | null) => {
    clearTimer();
    if (!mounted.current) return;
    setState({ status, error });
    timer.current = setTimeout(() => {
      timer.current = null;
      setState({ status: 'idle', error: null });
    }, SAVE_STATE_RESET_MS[status]);
  }, []);

  const fail = useCallback((text: string) => settle('error', text), [settle]);

  const run = useCallback(
    async (action: () => Promise<unknown>, failText: string) => {
      runId.current += 1;
      const id = runId.current;
      clearTimer();
      setState({ status: 'saving', error: null });
      try {
        await action();
        if (id === runId.current) settle('success', null);
        return true;
      } catch {
        if (id === runId.current) settle('error', failText);
        return false;
      }
    },
    [settle],
  );

  return { status: state.status, error: state.error, run, fail };
}
