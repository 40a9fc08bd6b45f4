import { PLATFORMER_SETTINGS as S, type PlatformerResultRequest } from '@authentic/core';
import { useCallback, useEffect, useRef } from 'react';
import type { PlatformerSession } from './platformer-session';

/**
 * The verified result goes to `onComplete` once: 5 s after the final victory (spec 02 §4), or
 * earlier if the player leaves (`exit`), or when the screen goes away by any other way.
 */
export function usePlatformerReport(
  session: PlatformerSession,
  status: string,
  onComplete: (result: PlatformerResultRequest) => void,
  onExit: () => void,
): { exit: () => void } {
  const callbacks = useRef({ onComplete, onExit });
  useEffect(() => {
    callbacks.current = { onComplete, onExit };
  }, [onComplete, onExit]);

  const reported = useRef(false);
  const report = useCallback(() => {
    const result = session.result();
    if (reported.current || !result) return;
    reported.current = true;
    callbacks.current.onComplete(result);
  }, [session]);
  const exit = useCallback(() => {
    report();
    callbacks.current.onExit();
  }, [report]);

  useEffect(() => {
    if (status !== 'victory') return;
    const timer = window.setTimeout(report, S.victoryReportDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, report]);
  // Leaving by any other way (a route change) still keeps the reward.
  useEffect(() => () => report(), [report]);

  return { exit };
}
