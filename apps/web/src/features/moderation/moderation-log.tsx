import { Link } from 'react-router';
import type { ModerationLogEntry } from '@authentic/core';
import { paths } from '../../lib/paths';
import { formatWhen, KIND_LABELS, LOG_ACTION_LABELS, MODERATION_TEXTS as T } from './moderation-texts';

const kindLabel = (kind: string) => (kind in KIND_LABELS ? KIND_LABELS[kind as keyof typeof KIND_LABELS] : kind);

const PlayerLink = ({ username }: { username: string }) => <Link to={paths.player(username)}>{username}</Link>;

/** What an entry was about: the player by name; an artifact or world by a link to it; anything else by its kind. */
function Target({ entry }: { entry: ModerationLogEntry }) {
  const { targetKind, targetId, player } = entry;
  if (targetKind === 'artifact') return <Link to={paths.artifact(targetId)}>{KIND_LABELS.artifact}</Link>;
  if (targetKind === 'world') return <Link to={paths.world(targetId)}>{KIND_LABELS.world}</Link>;
  if (targetKind === 'player' && player) return <PlayerLink username={player.username} />;
  return <>{kindLabel(targetKind)}</>;
}

/**
 * The moderation log: every action, newest first, with who did it, on what, until when, and the
 * note. Players are named by username with a link to their profile, never by id (issue 38).
 */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  if (entries.length === 0) return <p>{T.noLog}</p>;
  return (
    <ol className="moderation-log" aria-label={T.logLabel}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>{LOG_ACTION_LABELS[entry.action] ?? entry.action}</strong> · <Target entry={entry} />
            {entry.player && entry.targetKind !== 'player' && (
              <>
                {' '}
                · {T.player} <PlayerLink username={entry.player.username} />
              </>
            )}
            {entry.until && (
              <>
                {' '}
                · {T.until} <time dateTime={entry.until}>{formatWhen(entry.until)}</time>
              </>
            )}
          </p>
          <p className="moderation-log-meta">
            <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time> · {T.by}{' '}
            {entry.moderator ? <PlayerLink username={entry.moderator.username} /> : T.system}
          </p>
          {entry.note && <p className="moderation-log-note">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
