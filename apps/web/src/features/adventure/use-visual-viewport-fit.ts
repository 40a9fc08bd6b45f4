import { useEffect, type RefObject } from 'react';

/**
 * Phones: the on-screen keyboard shrinks only the visual viewport, so a fixed full-screen dialog
 * would keep its input under the keyboard. This fits the dialog around `inside` to the visual
 * viewport while it changes. Without the VisualViewport API (jsdom, old browsers) CSS alone applies.
 */
export function useVisualViewportFit(inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]');
    if (!viewport || !dialog) return;
    const fit = () => {
      dialog.style.top = `${viewport.offsetTop}px`;
      dialog.style.height = `${viewport.height}px`;
      dialog.style.bottom = 'auto';
    };
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
    };
  }, [inside]);
}
