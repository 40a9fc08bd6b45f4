import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface Fullscreen {
  on: boolean;
  /** The fallback is on: CSS hides the nav bar. */
  immersive: boolean;
  toggle: () => void;
}

/**
 * The game screen on the whole display: the Fullscreen API where the browser has it (iPhone Safari
 * does not), else an 'immersive' mode in which CSS hides the site's nav bar (game.css).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [immersive, setImmersive] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement !== null && document.fullscreenElement !== undefined);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Leaving the game screen leaves full screen too.
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    };
  }, []);

  const toggle = useCallback(() => {
    const node = target.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (immersive) {
      setImmersive(false);
      return;
    }
    if (node && document.fullscreenEnabled && typeof node.requestFullscreen === 'function') {
      // Refused (no user gesture, a policy): the fallback still gives the map the whole window.
      node.requestFullscreen().catch(() => setImmersive(true));
    } else {
      setImmersive(true);
    }
  }, [immersive, target]);

  return { on: native || immersive, immersive, toggle };
}
