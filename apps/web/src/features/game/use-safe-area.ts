import { useEffect, useState, type RefObject } from 'react';
import { NO_INSETS, safeInsets, type Insets, type Rect } from './render/camera';

/**
 * What the character must never stand under (decision 0243): the HUD card, the toolbar column (with
 * the quest tracker), the prompt and hint at the bottom, the touch pad and its action buttons, live
 * presence's chat dock, a win's card, and anything a feature marks with data-camera-avoid. Found by class, so the
 * owners of those pieces only keep their names.
 */
export const SAFE_AREA_OBSTACLES = [
  '.game-hud',
  '.game-hud-corner',
  '.game-bottom',
  '.touch-pad',
  '.touch-actions',
  '.presence-dock',
  // A win's card and an achievement, while they show (a few seconds): the camera glides clear of them.
  '.level-complete',
  '.achievement-popup',
  '[data-camera-avoid]',
].join(', ');

/** The smallest safe area worth keeping: three tiles each way, so the character has room around it. */
const MINIMUM_SAFE_PX = 3 * 64;

const sameInsets = (a: Insets, b: Insets) =>
  a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

/** The obstacles' boxes inside the view, in its own pixels. */
export function obstacleBoxes(view: HTMLElement): Rect[] {
  const origin = view.getBoundingClientRect();
  return Array.from(view.querySelectorAll<HTMLElement>(SAFE_AREA_OBSTACLES)).map((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height };
  });
}

/**
 * The frame the HUD, toolbar, hint and pad make over the view, measured from their real boxes and
 * measured again when any of them appears, goes or changes size (ResizeObserver, MutationObserver),
 * at most once a frame. Also written on the view as --safe-top/-right/-bottom/-left, for overlays.
 */
export function useSafeArea(viewRef: RefObject<HTMLElement | null>, active: boolean): Insets {
  const [insets, setInsets] = useState<Insets>(NO_INSETS);

  useEffect(() => {
    const view = viewRef.current;
    if (!active || !view) return;
    let pending = 0;
    let watched: Element[] = [];
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => schedule()) : null;
    const measure = () => {
      pending = 0;
      const found = Array.from(view.querySelectorAll(SAFE_AREA_OBSTACLES));
      if (resizes && (found.length !== watched.length || found.some((element, i) => element !== watched[i]))) {
        resizes.disconnect();
        resizes.observe(view);
        found.forEach((element) => resizes.observe(element));
        watched = found;
      }
      const size = { width: view.clientWidth, height: view.clientHeight };
      const next = safeInsets(size, obstacleBoxes(view), MINIMUM_SAFE_PX);
      for (const side of ['top', 'right', 'bottom', 'left'] as const)
        view.style.setProperty(`--safe-${side}`, `${next[side]}px`);
      setInsets((current) => (sameInsets(current, next) ? current : next));
    };
    let live = true;
    function schedule() {
      if (live && !pending) pending = window.requestAnimationFrame(measure);
    }
    const mutations = new MutationObserver(schedule);
    // Text that changes (the map's name, the experience numbers) can change a box's size too.
    mutations.observe(view, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', schedule);
    // Boxes take their final size once the pixel fonts have loaded.
    void document.fonts?.ready.then(schedule);
    measure();
    return () => {
      live = false;
      if (pending) window.cancelAnimationFrame(pending);
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [viewRef, active]);

  return insets;
}
