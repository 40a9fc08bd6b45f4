import { ADVENTURE_TYPEWRITER_MS_PER_CHAR, type AdventureHistoryEntry } from '@authentic/core';
import { useCallback, useEffect, useState } from 'react';

/** How many characters the newest output has: the text lines from `from` on (spec 02 §9: typed). */
export function typedLength(history: readonly AdventureHistoryEntry[], from: number): number {
  return history.slice(from).reduce((sum, entry) => sum + (entry.kind === 'text' ? entry.text.length : 0), 0);
}

export interface Typewriter {
  /** Characters shown so far; `total` once finished or when motion is reduced. */
  shown: number;
  running: boolean;
  /** Shows everything at once (a key press or a click). */
  finish: () => void;
}

/**
 * Types `total` characters, one every 30 ms, and starts again whenever `turn` changes. An interval
 * counts the characters, so fake timers in tests step it exactly.
 */
export function useTypewriter(turn: number, total: number, animate: boolean): Typewriter {
  const [progress, setProgress] = useState({ turn, shown: 0 });
  const counted = progress.turn === turn ? progress.shown : 0;
  const shown = animate ? Math.min(counted, total) : total;
  const running = shown < total;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      setProgress((p) => ({ turn, shown: (p.turn === turn ? p.shown : 0) + 1 }));
    }, ADVENTURE_TYPEWRITER_MS_PER_CHAR);
    return () => window.clearInterval(id);
  }, [turn, running]);

  const finish = useCallback(() => setProgress({ turn, shown: Number.POSITIVE_INFINITY }), [turn]);
  return { shown, running, finish };
}
