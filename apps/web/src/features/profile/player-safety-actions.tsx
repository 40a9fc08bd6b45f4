import { useState } from 'react';
import { SAFETY_MESSAGES } from '@authentic/core';
import { isListed, useRelationChange, useSafetyRelations, type RelationChange } from '../../lib/use-safety';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { ReportButton } from '../../ui/report-button';

const DONE_TEXT: Record<RelationChange, (username: string) => string> = {
  block: SAFETY_MESSAGES.blocked,
  unblock: SAFETY_MESSAGES.unblocked,
  mute: SAFETY_MESSAGES.muted,
  unmute: SAFETY_MESSAGES.unmuted,
};

/** Said before blocking; what follows a block is SAFETY_MESSAGES.blocked. */
const CONFIRM_BLOCK = 'You will no longer see or hear each other, and a friendship between you ends.';

/**
 * On another player's public profile, for a signed-in player (issue 23): Report, Block or Unblock.
 * Blocking asks first, because it also ends a friendship.
 */
export function PlayerSafetyActions({ username }: { username: string }) {
  const relations = useSafetyRelations();
  const change = useRelationChange();
  const [confirming, setConfirming] = useState(false);
  const blocked = isListed(relations.data?.blocked, username);

  const run = (next: RelationChange) => {
    setConfirming(false);
    change.mutate({ change: next, username });
  };

  return (
    <div className="player-safety">
      <div className="button-row">
        <ReportButton kind="player" target={username} targetLabel={username} />
        {blocked ? (
          <button type="button" className="button" disabled={change.isPending} onClick={() => run('unblock')}>
            {SAFETY_MESSAGES.unblock}
          </button>
        ) : (
          <button
            type="button"
            className="button button-danger"
            disabled={change.isPending || relations.isPending}
            onClick={() => setConfirming(true)}
          >
            {SAFETY_MESSAGES.block}
          </button>
        )}
      </div>
      {change.isSuccess && <Notice kind="success">{DONE_TEXT[change.variables.change](username)}</Notice>}
      {change.isError && <Notice kind="error">{change.error.message}</Notice>}
      {confirming && (
        <Modal title={`${SAFETY_MESSAGES.block} ${username}?`} onClose={() => setConfirming(false)}>
          <p>{CONFIRM_BLOCK}</p>
          <div className="button-row">
            <button type="button" className="button button-danger" onClick={() => run('block')}>
              {SAFETY_MESSAGES.block}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
