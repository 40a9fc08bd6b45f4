import { useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';
import { UI_TEXTS } from './ui-texts';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on opening; by default the first field or button (not the close button). */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
  /** As wide as the screen allows, for a tool that needs the room (the pixel editor). */
  wide?: boolean;
}

const firstField = (node: HTMLElement) =>
  node.querySelector<HTMLElement>('input, textarea, select, button:not(.modal-close)');

/**
 * A modal dialog: named by its title, Escape and the close button close it,
 * Tab stays inside, and focus returns where it was when it closes.
 */
export function Modal({ title, onClose, children, initialFocus = firstField, wide = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { onEscape: onClose, initialFocus });

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={wide ? 'panel modal modal-wide' : 'panel modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={UI_TEXTS.close} onClick={onClose}>
            ×
          </button>
        </div>
        {/* Only the body scrolls: the title and the close button stay in view however tall it is. */}
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
