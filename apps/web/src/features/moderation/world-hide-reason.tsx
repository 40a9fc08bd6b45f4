import { useId } from 'react';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  WORLD_HIDE_REASON_MAX,
  WORLD_MODERATION_MESSAGES as M,
} from '@authentic/core';

const isReportReason = (value: string): boolean => (REPORT_REASONS as readonly string[]).includes(value);

/**
 * Why a world is hidden, as its page will tell its players (decision 0269): one of the report
 * reasons, or the moderator's own short words, which win when given.
 */
export function WorldHideReason({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const selectId = useId();
  const textId = useId();
  const picked = isReportReason(value) ? value : 'other';
  return (
    <div className="moderation-controls">
      <div className="field">
        <label htmlFor={selectId}>{M.hideReasonLabel}</label>
        <select id={selectId} value={picked} onChange={(event) => onChange(event.target.value)}>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REPORT_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={textId}>{M.hideReasonOther}</label>
        <input
          id={textId}
          type="text"
          maxLength={WORLD_HIDE_REASON_MAX}
          value={isReportReason(value) ? '' : value}
          onChange={(event) => onChange(event.target.value.trim() === '' ? picked : event.target.value)}
        />
      </div>
    </div>
  );
}
