import { useState } from 'react';
import { SAFETY_MESSAGES } from '@authentic/core';
import { isListed, useRelationChange, useSafetyRelations, type RelationChange } from '../../lib/use-safety';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { ReportButton } from '../../ui/report-button';
import { PLAYER_SAFETY_TEXTS as TEXTS } from './player-safety-texts';

const DONE_TEXT: Record<RelationChange, (username: string) => string> = {
  block: SAFETY_MESSAGES.blocked,
  unblock: SAFETY_MESSAGES.unblocked,
  mute: SAFETY_MESSAGES.muted,
  unmute: SAFETY_MESSAGES.unmuted,
};

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
        <ConfirmDialog
          title={TEXTS.blockTitle(SAFETY_MESSAGES.block, username)}
          confirmLabel={SAFETY_MESSAGES.block}
          cancelLabel={TEXTS.cancel}
          onConfirm={() => run('block')}
          onCancel={() => setConfirming(false)}
          danger
        >
          <p>{TEXTS.confirmBlock}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
