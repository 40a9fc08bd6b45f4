import { PLATFORMER_SETTINGS } from '@authentic/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * How much of the stage a phone held upright shows: 480 of the 800 px, so the picture is two thirds
 * larger than the whole 800 shrunk to the phone's width (decision 0239).
 */
export const PORTRAIT_VIEW_WIDTH = 480;

/** A phone held upright: narrow and taller than wide (the same 600 px the layout's narrow rules use). */
const PORTRAIT_PHONE = '(orientation: portrait) and (max-width: 600px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PORTRAIT_PHONE)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone held upright, following it as the phone turns. */
export function usePortraitPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}

type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/** Whether this browser can turn the game sideways itself (Android's can, in full screen; iOS's cannot). */
export function canLockLandscape(): boolean {
  const orientation =
    typeof screen === 'undefined' ? undefined : (screen.orientation as LockableOrientation | undefined);
  return typeof orientation?.lock === 'function' && document.fullscreenEnabled === true;
}

/**
 * Full screen, then landscape: Android's browsers allow the lock only in full screen. Refusals are
 * quiet, since the hint to turn the phone by hand stays on screen. Returns whether it entered full
 * screen, so leaving the game can leave it too.
 */
export async function lockLandscape(): Promise<boolean> {
  let entered = false;
  try {
    if (!document.fullscreenElement) {
      await document.documentElement.requestFullscreen();
      entered = true;
    }
    await (screen.orientation as LockableOrientation).lock?.('landscape');
  } catch {
    // Not allowed here: the player turns the phone instead.
  }
  return entered;
}

/** Undoes lockLandscape when the game closes. */
export function releaseLandscape(enteredFullscreen: boolean): void {
  try {
    screen.orientation?.unlock?.();
  } catch {
    // Nothing was locked.
  }
  if (enteredFullscreen && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/**
 * A phone held upright shows less of the stage, larger (`viewWidth`); it may also offer to turn the
 * game sideways (`goLandscape`), undone when the game closes.
 */
export function usePhoneView() {
  const portrait = usePortraitPhone();
  const viewWidth = portrait ? PORTRAIT_VIEW_WIDTH : PLATFORMER_SETTINGS.canvasWidth;
  const [offerLandscape] = useState(canLockLandscape);
  const enteredFullscreen = useRef(false);
  const goLandscape = useCallback(() => {
    void lockLandscape().then((entered) => {
      enteredFullscreen.current ||= entered;
    });
  }, []);
  useEffect(() => () => releaseLandscape(enteredFullscreen.current), []);
  return { portrait, viewWidth, offerLandscape, goLandscape };
}
