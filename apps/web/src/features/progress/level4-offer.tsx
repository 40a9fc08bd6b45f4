import { PROGRESSION_MESSAGES } from '@authentic/core';
import { Modal } from '../../ui/modal';
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
    <Modal title={PROGRESS_TEXTS.level4Title} onClose={onDismiss}>
      <p className="level4-offer-message">{message}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onEnter}>
          {PROGRESS_TEXTS.level4Enter}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {PROGRESS_TEXTS.level4NotNow}
        </button>
      </div>
    </Modal>
  );
}
