import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
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

/**
 * A screen over the whole game (the mini-games): a modal dialog that fills the viewport, keeps Tab
 * inside, and gives focus back where it was when it closes. While it is open the page behind it
 * does not scroll.
 */
export function FullscreenDialog({ title, onEscape, header, className, children }: FullscreenDialogProps) {
  const titleId = useId();
  const node = useRef<HTMLDivElement>(null);
  useDialogFocus(node, { onEscape, lockScroll: true });

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
