import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  /** Escape calls this (and goes no further); without it Escape is left to the dialog's content. */
  onEscape?: () => void;
  /** Where focus goes when the dialog opens; by default the dialog itself. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
  /** Keeps the page behind from scrolling while the dialog is open. */
  lockScroll?: boolean;
}

/**
 * What every modal dialog does with the keyboard: focus moves in when it opens, Tab stays inside,
 * Escape closes it, and focus goes back where it was when it closes.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, options: DialogFocusOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = dialog.current;
    if (node && !node.contains(document.activeElement)) {
      (latest.current.initialFocus?.(node) ?? node).focus();
    }
    const onKey = (event: KeyboardEvent) => {
      const onEscape = latest.current.onEscape;
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    if (latest.current.lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [dialog]);
}
