import { useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGES } from '@authentic/core';
import { Modal } from './modal';
import { Notice } from './notice';
import { TextAreaField, TextField } from './text-field';
import { deviceInfo, sendFeedback, type FeedbackFields } from '../lib/feedback-api';
import { UI_TEXTS } from './ui-texts';

export interface FeedbackFormProps {
  onClose: () => void;
  /** Where the player is, e.g. 'Overworld (4, 4)' in the game; the page path elsewhere. */
  mapLocation: string;
}

const EMPTY: Required<FeedbackFields> = {
  gameplay: '',
  bugs: '',
  visual: '',
  performance: '',
  suggestions: '',
  email: '',
  name: '',
};

const QUESTIONS: Array<{ key: keyof typeof EMPTY; label: string; multiline: boolean }> = [
  { key: 'gameplay', label: 'How was your gameplay experience? (required)', multiline: true },
  { key: 'bugs', label: 'Did you run into any bugs?', multiline: true },
  { key: 'visual', label: 'How do the visuals look?', multiline: true },
  { key: 'performance', label: 'How did the game perform?', multiline: true },
  { key: 'suggestions', label: 'Any suggestions?', multiline: true },
  { key: 'name', label: 'Name (optional)', multiline: false },
  { key: 'email', label: 'Email (optional)', multiline: false },
];

/** Spec 02 feedback form: not sent without the gameplay text; thanks even when it had to be kept locally. */
export function FeedbackForm({ onClose, mapLocation }: FeedbackFormProps) {
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.gameplay.trim()) {
      setProblem(FEEDBACK_MESSAGES.gameplayRequired);
      return;
    }
    setProblem(null);
    setBusy(true);
    await sendFeedback({ ...fields, deviceInfo: deviceInfo(mapLocation) });
    setBusy(false);
    setThanked(true);
  };

  return (
    <Modal title={UI_TEXTS.sendFeedback} onClose={onClose}>
      {thanked ? (
        <div>
          <Notice kind="success">{FEEDBACK_MESSAGES.thanks}</Notice>
          <button type="button" className="button" onClick={onClose}>
            {UI_TEXTS.close}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="feedback-form">
          {QUESTIONS.map(({ key, label, multiline }) =>
            multiline ? (
              <TextAreaField
                key={key}
                label={label}
                name={key}
                rows={key === 'gameplay' ? 4 : 2}
                maxLength={5000}
                value={fields[key]}
                onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
                error={key === 'gameplay' ? problem : undefined}
              />
            ) : (
              <TextField
                key={key}
                label={label}
                name={key}
                type={key === 'email' ? 'email' : 'text'}
                maxLength={key === 'email' ? 254 : 100}
                value={fields[key]}
                onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
              />
            ),
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? UI_TEXTS.sending : UI_TEXTS.sendFeedback}
          </button>
        </form>
      )}
    </Modal>
  );
}
