import { useCallback, useEffect, useRef, useState } from 'react';

/** A typing sound at most every few characters and never closer than this (ms of typing time). */
const SOUND_EVERY_CHARS = 3;
const SOUND_MIN_GAP_MS = 90;

export interface TypewriterOptions {
  /** Changes whenever a new text starts; typing restarts from nothing. */
  key: number;
  /** Characters to type. */
  total: number;
  speedMs: number;
  /** Show everything at once (reduced motion). */
  instant: boolean;
  /** Called now and then while characters appear, throttled for a typing sound. */
  onSound?: () => void;
}

export interface Typewriter {
  /** Characters shown so far. */
  shown: number;
  done: boolean;
  /** Shows the rest at once. */
  finish: () => void;
}

/**
 * The typewriter of the text adventure and the terminal (spec 02 §9): types `total` characters, one
 * every `speedMs`, and starts again from nothing whenever `key` changes; `finish` (any key or a tap,
 * as each screen decides) shows the rest at once, and `instant` (reduced motion) shows everything. One interval per text (not a timeout per
 * character), so a fake clock advanced by n × speed shows exactly n more characters.
 */
export function useTypewriter({ key, total, speedMs, instant, onSound }: TypewriterOptions): Typewriter {
  const [progress, setProgress] = useState({ key, count: 0 });
  const count = useRef({ key, count: 0 });
  const sound = useRef(onSound);
  useEffect(() => {
    sound.current = onSound;
  }, [onSound]);

  const shown = instant ? total : progress.key === key ? Math.min(progress.count, total) : 0;

  useEffect(() => {
    if (instant || total === 0) return;
    if (count.current.key !== key) count.current = { key, count: 0 };
    let charsSinceSound = SOUND_EVERY_CHARS;
    let msSinceSound = SOUND_MIN_GAP_MS;
    const timer = setInterval(() => {
      const now = count.current;
      if (now.key !== key || now.count >= total) {
        clearInterval(timer);
        return;
      }
      count.current = { key, count: now.count + 1 };
      setProgress(count.current);
      charsSinceSound += 1;
      msSinceSound += speedMs;
      if (charsSinceSound >= SOUND_EVERY_CHARS && msSinceSound >= SOUND_MIN_GAP_MS) {
        charsSinceSound = 0;
        msSinceSound = 0;
        sound.current?.();
      }
    }, speedMs);
    return () => clearInterval(timer);
  }, [key, total, speedMs, instant]);

  const finish = useCallback(() => {
    count.current = { key, count: total };
    setProgress(count.current);
  }, [key, total]);

  return { shown, done: shown >= total, finish };
}
