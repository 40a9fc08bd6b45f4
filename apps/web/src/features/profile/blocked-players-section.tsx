import { Link } from 'react-router';
import { SAFETY_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { useRelationChange, useSafetyRelations, type RelationChange } from '../../lib/use-safety';
import { Notice } from '../../ui/notice';

export const BLOCKED_TEXTS = {
  heading: 'Blocked and muted players',
  blockedHeading: 'Blocked',
  mutedHeading: 'Muted',
  noneBlocked: 'You have not blocked anyone.',
  noneMuted: 'You have not muted anyone.',
  loading: 'Loading...',
  loadFailed: 'Could not load your blocked and muted players.',
  retry: 'Try again',
} as const;

const DONE_TEXT: Partial<Record<RelationChange, (username: string) => string>> = {
  unblock: SAFETY_MESSAGES.unblocked,
  unmute: SAFETY_MESSAGES.unmuted,
};

function PlayerList({
  label,
  empty,
  names,
  action,
  busy,
  onAction,
}: {
  label: string;
  empty: string;
  names: string[];
  action: 'unblock' | 'unmute';
  busy: boolean;
  onAction: (username: string) => void;
}) {
  const actionText = action === 'unblock' ? SAFETY_MESSAGES.unblock : SAFETY_MESSAGES.unmute;
  return (
    <>
      <h3>{label}</h3>
      {names.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="safety-list" aria-label={label}>
          {names.map((name) => (
            <li key={name}>
              <Link to={paths.player(name)}>{name}</Link>
              <button
                type="button"
                className="button"
                aria-label={`${actionText} ${name}`}
                disabled={busy}
                onClick={() => onAction(name)}
              >
                {actionText}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Profile Settings (issue 23): whom the player blocked and muted, each with Unblock or Unmute. */
export function BlockedPlayersSection() {
  const relations = useSafetyRelations();
  const change = useRelationChange();
  const undo = (next: 'unblock' | 'unmute') => (username: string) => change.mutate({ change: next, username });
  const done = change.isSuccess ? DONE_TEXT[change.variables.change] : undefined;

  return (
    <section className="profile-section" aria-labelledby="safety-title" aria-busy={relations.isPending}>
      <h2 id="safety-title">{BLOCKED_TEXTS.heading}</h2>
      {relations.isPending && <p role="status">{BLOCKED_TEXTS.loading}</p>}
      {relations.isError && (
        <>
          <Notice kind="error">{BLOCKED_TEXTS.loadFailed}</Notice>
          <button type="button" className="button" onClick={() => void relations.refetch()}>
            {BLOCKED_TEXTS.retry}
          </button>
        </>
      )}
      {relations.data && (
        <>
          <PlayerList
            label={BLOCKED_TEXTS.blockedHeading}
            empty={BLOCKED_TEXTS.noneBlocked}
            names={relations.data.blocked}
            action="unblock"
            busy={change.isPending}
            onAction={undo('unblock')}
          />
          <PlayerList
            label={BLOCKED_TEXTS.mutedHeading}
            empty={BLOCKED_TEXTS.noneMuted}
            names={relations.data.muted}
            action="unmute"
            busy={change.isPending}
            onAction={undo('unmute')}
          />
        </>
      )}
      {done && <Notice kind="success">{done(change.variables?.username ?? '')}</Notice>}
      {change.isError && <Notice kind="error">{change.error.message}</Notice>}
    </section>
  );
}
