import { useState, type FormEvent } from 'react';
import {
  HTTP_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  SAFETY_MESSAGES,
  type ReportReason,
} from '@authentic/core';
import { ApiError } from '../lib/api-client';
import { isAlreadyReported, REPORT_DETAILS_MAX, sendReport, type ReportKind } from '../lib/safety-api';
import { Modal } from './modal';
import { Notice } from './notice';
import { TextAreaField } from './text-field';
import './safety.css';
import { UI_TEXTS } from './ui-texts';

export interface ReportDialogProps {
  kind: ReportKind;
  /** A username (player), a chat line id, an artifact id or a comment id. */
  target: string;
  /** What the player sees being reported, e.g. the username or the artifact's name. */
  targetLabel: string;
  onClose: () => void;
  /** Called once the report is recorded (or was already): the opener can say so. */
  onReported?: () => void;
}

/** A vanished target says so; otherwise the client's text for the status (or the server's own words). */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return HTTP_MESSAGES.serverError;
  if (error.status === 404) return error.serverMessage ?? SAFETY_MESSAGES.reportTargetGone;
  return error.message;
}

type Outcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'failed'; message: string };

/**
 * The one report dialog (issue 23): a reason from a radio group (arrow keys move between them),
 * optional details, Send. Escape, Cancel and the close button close it; focus goes back to the opener.
 */
export function ReportDialog({ kind, target, targetLabel, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await sendReport({ kind, target, reason, details });
      setOutcome({ kind: 'sent' });
      onReported?.();
    } catch (error) {
      if (isAlreadyReported(error)) {
        setOutcome({ kind: 'already' });
        onReported?.();
      } else {
        setOutcome({ kind: 'failed', message: failureText(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  const done = outcome?.kind === 'sent' || outcome?.kind === 'already';

  return (
    <Modal title={SAFETY_MESSAGES.report} onClose={onClose}>
      <p className="report-target">
        <span className="visually-hidden">{UI_TEXTS.reporting}</span>
        {targetLabel}
      </p>
      {done ? (
        <div>
          <Notice kind={outcome.kind === 'sent' ? 'success' : 'info'}>
            {outcome.kind === 'sent' ? SAFETY_MESSAGES.reportSent : SAFETY_MESSAGES.alreadyReported}
          </Notice>
          <div className="button-row">
            <button type="button" className="button" onClick={onClose} autoFocus>
              {UI_TEXTS.done}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="report-form" aria-busy={busy}>
          <fieldset className="report-reasons">
            <legend>{SAFETY_MESSAGES.reportReasonLabel}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-reason">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  disabled={busy}
                />
                <span>{REPORT_REASON_LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={SAFETY_MESSAGES.reportDetailsLabel}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            readOnly={busy}
            hint={`${details.length}/${REPORT_DETAILS_MAX}`}
          />
          {outcome?.kind === 'failed' && <Notice kind="error">{outcome.message}</Notice>}
          <div className="button-row">
            <button type="submit" className="button button-danger" disabled={!reason || busy}>
              {busy ? UI_TEXTS.sending : UI_TEXTS.send}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {UI_TEXTS.cancel}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
