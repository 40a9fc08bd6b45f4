import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SAFETY_MESSAGES } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { friendStateOf, useAddFriend, useFriends } from '../../lib/friends-api';
import { paths } from '../../lib/paths';
import { blockPlayer, mutePlayer } from '../../lib/safety-api';
import { ReportButton } from '../../ui/report-button';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';

export interface SafetyActions {
  block(username: string): Promise<void>;
  mute(username: string): Promise<void>;
}

export const LIB_ACTIONS: SafetyActions = { block: blockPlayer, mute: mutePlayer };

export interface PlayerActionsProps {
  username: string;
  /** What happened, in words (the panel's status line says it). */
  onStatus: (text: string) => void;
  actions?: SafetyActions;
  /** The player card shows the Profile link; 'Who is here' has it on the name. */
  withProfile?: boolean;
  /** Told when the report dialog opens and closes (a card waits meanwhile). */
  onReportOpen?: (open: boolean) => void;
}

/**
 * What a signed-in player can do about another signed-in player they meet in the game (issue 34):
 * Add friend (or 'Friends' / 'Request sent' in its place), Profile, Mute, Block and Report. One
 * component for the player card and 'Who is here'.
 */
export function PlayerActions({
  username,
  onStatus,
  actions = LIB_ACTIONS,
  withProfile = true,
  onReportOpen,
}: PlayerActionsProps) {
  const [busy, setBusy] = useState(false);
  const friends = useFriends();
  const add = useAddFriend();
  const state = friendStateOf(friends.data, username);
  // Add friend gave way to 'Request sent' under the keyboard's focus: focus goes to what says so.
  const stateRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (add.isSuccess && state !== 'none' && lost) stateRef.current?.focus({ preventScroll: true });
  }, [add.isSuccess, state]);

  const act = async (kind: 'block' | 'mute') => {
    setBusy(true);
    try {
      await actions[kind](username);
      onStatus(kind === 'block' ? SAFETY_MESSAGES.blocked(username) : SAFETY_MESSAGES.muted(username));
    } catch (error) {
      onStatus(serverMessageOr(error, SAFETY_MESSAGES.playerNotFound));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="player-actions">
      {state === 'friend' ? (
        <span ref={stateRef} tabIndex={-1} className="player-actions-state">
          {T.friends}
        </span>
      ) : state === 'sent' ? (
        <span ref={stateRef} tabIndex={-1} className="player-actions-state">
          {T.requestSent}
        </span>
      ) : state === 'received' ? (
        <Link className="button button-small" to={`${paths.profile}?tab=friends`}>
          {T.answerRequest}
        </Link>
      ) : (
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={`${T.addFriend} ${username}`}
          disabled={add.isPending || friends.isPending}
          onClick={() =>
            add.mutate(username, {
              onSuccess: (message) => onStatus(message),
              onError: (error) => onStatus(serverMessageOr(error, T.loadFailed)),
            })
          }
        >
          {T.addFriend}
        </button>
      )}
      {withProfile && (
        <Link className="button button-small" to={paths.player(username)} aria-label={`${T.profile} ${username}`}>
          {T.profile}
        </Link>
      )}
      <button
        type="button"
        className="button button-small"
        aria-label={`${SAFETY_MESSAGES.mute} ${username}`}
        disabled={busy}
        onClick={() => void act('mute')}
      >
        {SAFETY_MESSAGES.mute}
      </button>
      <button
        type="button"
        className="button button-small"
        aria-label={`${SAFETY_MESSAGES.block} ${username}`}
        disabled={busy}
        onClick={() => void act('block')}
      >
        {SAFETY_MESSAGES.block}
      </button>
      <ReportButton
        kind="player"
        target={username}
        targetLabel={username}
        className="button button-small"
        onOpenChange={onReportOpen}
      />
    </span>
  );
}
