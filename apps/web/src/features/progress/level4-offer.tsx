import { PROGRESSION_MESSAGES } from '@authentic/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PROGRESS_TEXTS } from './progress-texts';

export interface Level4OfferProps {
  onEnter: () => void;
  /** 'Not now', the close button and Escape. */
  onDismiss: () => void;
  message?: string;
}

/** Spec 01 §4: 3 s after level 3, 'You have unlocked Level 4: The Hemingway Challenge! Ready to enter?'. */
export function Level4Offer({ onEnter, onDismiss, message = PROGRESSION_MESSAGES.level4Offer }: Level4OfferProps) {
  return (
    <ConfirmDialog
      title={PROGRESS_TEXTS.level4Title}
      confirmLabel={PROGRESS_TEXTS.level4Enter}
      cancelLabel={PROGRESS_TEXTS.level4NotNow}
      onConfirm={onEnter}
      onCancel={onDismiss}
    >
      <p className="level4-offer-message">{message}</p>
    </ConfirmDialog>
  );
}
