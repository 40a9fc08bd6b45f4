import type { ModerationLogEntry } from '@authentic/core';
import { formatWhen, KIND_LABELS, LOG_ACTION_LABELS, MODERATION_TEXTS as T } from './moderation-texts';

const kindLabel = (kind: string) => (kind in KIND_LABELS ? KIND_LABELS[kind as keyof typeof KIND_LABELS] : kind);

/** The moderation log: every action, newest first, with who did it, on what, until when, and the note. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  if (entries.length === 0) return <p>{T.noLog}</p>;
  return (
    <ol className="moderation-log" aria-label={T.logLabel}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>{LOG_ACTION_LABELS[entry.action] ?? entry.action}</strong> · {kindLabel(entry.targetKind)}{' '}
            <code>{entry.targetId}</code>
            {entry.until && (
              <>
                {' '}
                · {T.until} <time dateTime={entry.until}>{formatWhen(entry.until)}</time>
              </>
            )}
          </p>
          <p className="moderation-log-meta">
            <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time> · {T.by}{' '}
            {entry.moderator?.username ?? T.system}
          </p>
          {entry.note && <p className="moderation-log-note">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
