import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './fullscreen-dialog.css';

export interface FullscreenDialogProps {
  /** The dialog's accessible name (shown in the title bar unless `header` replaces it). */
  title: string;
  /** Escape calls this; leave it out where Escape means something else inside. */
  onEscape?: () => void;
  /** Replaces the default title bar (an h2 with the title); give it an element with id `titleId`. */
  header?: (titleId: string) => ReactNode;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A screen over the whole game (the mini-games): a modal dialog that fills the viewport, keeps Tab
 * inside, and gives focus back where it was when it closes. While it is open the page behind it
 * does not scroll.
 */
export function FullscreenDialog({ title, onEscape, header, className, children }: FullscreenDialogProps) {
  const titleId = useId();
  const node = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = node.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  // A portal into <body>: a transformed or contained ancestor would otherwise trap position: fixed.
  return createPortal(
    <div
      ref={node}
      className={`fullscreen-dialog${className ? ` ${className}` : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {header ? header(titleId) : <h2 id={titleId}>{title}</h2>}
      {children}
    </div>,
    document.body,
  );
}
