import { useId, useState, type FormEvent } from 'react';
import { QUOTE_PANEL_MESSAGES } from '@authentic/core';
import { Notice } from '../../ui/notice';
import { PANEL_TEXTS } from './panel-texts';
import { isShareEmailValid } from './quote-selection';

export interface ShareFormProps {
  /** Resolves when the quotes were sent; the form then closes. */
  onSubmit: (email: string) => Promise<void>;
  onCancel: () => void;
}

/** The e-mail form of spec 02 §2; an invalid address keeps it open with the spec's alert. */
export function ShareForm({ onSubmit, onCancel }: ShareFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isShareEmailValid(email)) {
      setError(QUOTE_PANEL_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(email.trim());
    } catch {
      setError(PANEL_TEXTS.shareFailed);
      setSending(false);
    }
  };

  return (
    // noValidate: the spec's own check and message apply, not the browser's.
    <form className="quotes-share-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{PANEL_TEXTS.emailLabel}</label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        value={email}
        aria-invalid={error === QUOTE_PANEL_MESSAGES.invalidEmail}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && <Notice kind="error">{error}</Notice>}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={sending}>
          {PANEL_TEXTS.send}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {PANEL_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
