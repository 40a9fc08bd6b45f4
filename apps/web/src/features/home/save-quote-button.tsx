import { HOME_MESSAGES } from '@authentic/core';
import { useState } from 'react';

/** What saving a quote came to; the same outcomes as the quotes feature's saveQuote. */
export type QuoteSaveOutcome = 'saved' | 'duplicate' | 'loginRequired' | 'failed';

export interface SaveQuoteButtonProps {
  /** Saves the quote and tells how it went; the toast is the saver's to show. */
  onSave: () => Promise<QuoteSaveOutcome>;
  /** False while the collection is still loading: saving now could overwrite it. */
  ready?: boolean;
  /** The id of the quote's text, so the button says which quote it saves. */
  describedBy?: string;
}

type State = 'idle' | 'busy' | 'saved';

/**
 * 'Save to Collection', then 'Saving...' while the request runs and 'Saved' once the quote is in the
 * collection (a duplicate is in it too). aria-disabled rather than disabled: the button keeps focus.
 */
export function SaveQuoteButton({ onSave, ready = true, describedBy }: SaveQuoteButtonProps) {
  const [state, setState] = useState<State>('idle');
  const inert = state !== 'idle' || !ready;

  const save = async () => {
    if (inert) return;
    setState('busy');
    const outcome = await onSave();
    setState(outcome === 'saved' || outcome === 'duplicate' ? 'saved' : 'idle');
  };

  return (
    <button
      type="button"
      className={state === 'saved' ? 'button save-quote-button is-saved' : 'button save-quote-button'}
      aria-disabled={inert}
      aria-busy={state === 'busy'}
      aria-describedby={describedBy}
      onClick={() => void save()}
    >
      {state === 'busy'
        ? HOME_MESSAGES.saving
        : state === 'saved'
          ? `✓ ${HOME_MESSAGES.saved}`
          : HOME_MESSAGES.saveToCollection}
    </button>
  );
}
