import type { FormEvent, ReactNode } from 'react';
import { Modal } from './modal';
import { Notice } from './notice';

export interface ConfirmDialogProps {
  /** Names the dialog. */
  title: string;
  /** The question (and any field the answer needs, such as a password). */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`; by default the confirm label. */
  busyLabel?: string;
  cancelLabel: string;
  /** The confirm button, or Enter in a field of the question. */
  onConfirm: () => void;
  /** The cancel button, the close button, Escape and a click beside the dialog. */
  onCancel: () => void;
  /** The answer is on its way: the confirm button waits (disabled, `busyLabel`). */
  busy?: boolean;
  /** Why the last answer failed, shown above the buttons. */
  error?: string | null;
  /** A destructive answer (delete, block) gets the danger button; otherwise the primary one. */
  danger?: boolean;
}

const FIELD = 'input, textarea, select';
const SAFE_CHOICE = '[data-confirm-cancel]';

/** A field to fill takes the focus first; otherwise the safe choice does, so Enter on an accidental open does nothing. */
const safeFocus = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>(FIELD) ?? dialog.querySelector<HTMLElement>(SAFE_CHOICE);

/**
 * A question and a row of buttons in a modal dialog (decision 0278): named by its title, the safe
 * choice first and focused, Escape cancels, Tab stays inside, and focus returns where it was.
 * The buttons sit in a form, so Enter in a field of the question confirms.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error = null,
  danger = false,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Modal title={title} onClose={onCancel} initialFocus={safeFocus}>
      <form onSubmit={submit} noValidate>
        {children}
        {error && <Notice kind="error">{error}</Notice>}
        <div className="button-row">
          <button type="button" className="button" data-confirm-cancel onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className={`button ${danger ? 'button-danger' : 'button-primary'}`} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
