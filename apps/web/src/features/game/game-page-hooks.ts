import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GameStore } from './engine/game-store';
import { HINT_FOLD_MS } from './hint-line';

/** The nav bar's Inventory and Quotes buttons (app/nav-bar.tsx NAV_EVENTS). */
const NAV_PANEL_EVENTS = { showInventory: 'inventory', showQuotes: 'quotes' } as const;

/** True for the first `ms` after the page mounts: the loading screen shows meanwhile. */
export function useLoadingFor(ms: number): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return loading;
}

/** After the first minute of play the hint keeps only its first line (decision 0243). */
export function useHintFolded(playing: boolean): boolean {
  const [hintFolded, setHintFolded] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setHintFolded(true), HINT_FOLD_MS);
    return () => window.clearTimeout(timer);
  }, [playing]);
  return hintFolded;
}

/**
 * A panel closed: focus comes back to the map, so Space uses a portal rather than pressing again
 * the button that opened the panel (decision 0219). Runs after the dialog has put focus back.
 */
export function useFocusBackOnClose(stageRef: RefObject<HTMLElement | null>, panelOpen: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !panelOpen) stageRef.current?.focus({ preventScroll: true });
    wasOpen.current = panelOpen;
  }, [stageRef, panelOpen]);
}

/** The nav bar's buttons open the game's inventory and saved quotes. */
export function useNavPanelEvents(store: GameStore<string>) {
  useEffect(() => {
    const stops = Object.entries(NAV_PANEL_EVENTS).map(([event, panel]) => {
      const open = () => store.openPanel(panel);
      window.addEventListener(event, open);
      return () => window.removeEventListener(event, open);
    });
    return () => stops.forEach((stop) => stop());
  }, [store]);
}
