import { useEffect, useState } from 'react';

/** Spec 01 §9: the map spins for 3 s every 30 s. */
export const SPIN_EVERY_MS = 30_000;
export const SPIN_FOR_MS = 3_000;

/** The timer functions the spin uses; injected so tests step time by hand. */
export interface SpinTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserTimers: SpinTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// jsdom and old browsers have no matchMedia: motion then stays allowed.
const browserMatchMedia: MatchMedia | undefined =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : undefined;

/** True while the user asks for less motion; follows the setting if it changes while open. */
export function usePrefersReducedMotion(matchMedia: MatchMedia | undefined = browserMatchMedia): boolean {
  const [reduced, setReduced] = useState(() => matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    if (!matchMedia) return;
    const query = matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [matchMedia]);
  return reduced;
}

/** Spins for SPIN_FOR_MS every SPIN_EVERY_MS, never when `enabled` is false. */
export function useAutoSpin(enabled: boolean, timers: SpinTimers = browserTimers): boolean {
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let stop: unknown = null;
    const every = timers.setInterval(() => {
      setSpinning(true);
      stop = timers.setTimeout(() => setSpinning(false), SPIN_FOR_MS);
    }, SPIN_EVERY_MS);
    return () => {
      timers.clearInterval(every);
      if (stop !== null) timers.clearTimeout(stop);
      setSpinning(false);
    };
  }, [enabled, timers]);
  return enabled && spinning;
}
