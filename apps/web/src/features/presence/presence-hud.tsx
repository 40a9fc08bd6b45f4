import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { PRESENCE_MESSAGES, type Emote, type FriendJoinResponse, type Position } from '@authentic/core';
import { ChatPanel } from './chat-panel';
import { EmotePicker } from './emote-picker';
import { useUnread } from './use-unread';
import { FriendNoticeList, type FriendNotices } from './friend-notices';
import { FriendsButton } from './friends-button';
import type { SafetyActions } from './player-actions';
import type { PlayerChoice } from './player-choice';
import { PlayerChooser } from './player-chooser';
import type { PresenceSnapshot } from './remote-players';
import './presence.css';

export interface PresenceHudProps {
  snapshot: PresenceSnapshot;
  signedIn: boolean;
  onSay: (text: string) => boolean;
  onEmote: (emote: Emote) => void;
  iconFor?: (emote: Emote) => string | null;
  /** Escape in the chat field: focus goes back to the map. */
  onLeaveChat?: () => void;
  actions?: SafetyActions;
}

/** Loaded when first opened: Block, Mute and Report are not needed before the game is playable. */
const WhoIsHere = lazy(() => import('./who-is-here').then((module) => ({ default: module.WhoIsHere })));

const NARROW = '(max-width: 600px), (max-height: 500px)';
const subscribeNarrow = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/**
 * 'N here now' (everyone on this map, oneself included) opening 'Who is here'; while the connection
 * is away, 'Connecting…' or 'Reconnecting…' in its place (a state, not an error). Sits in the HUD's
 * top-right column.
 */
export function PresenceCount({
  snapshot,
  signedIn,
  actions,
  choice,
  here,
  onBackToMap = () => {},
  notices,
  onJoined,
}: Pick<PresenceHudProps, 'snapshot' | 'signedIn' | 'actions'> & {
  /** Choosing a player on the map and their card (issue 34); without it, no card. */
  choice?: PlayerChoice;
  here?: () => Position;
  onBackToMap?: () => void;
  /** Friend notices from the socket, under the count (issue 34). */
  notices?: FriendNotices;
  /** A Join the server agreed to: true when the game went there itself. With it, a signed-in player has 'Friends'. */
  onJoined?: (destination: FriendJoinResponse) => boolean;
}) {
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const [friendsOpen, setFriendsOpen] = useState(false);
  const live = snapshot.state === 'live';
  return (
    <div className="presence-top">
      <div className="presence-top-row">
        {live ? (
          <button
            type="button"
            className="presence-count"
            aria-expanded={listOpen}
            aria-controls={listOpen ? listId : undefined}
            onClick={() => {
              setListOpen(!listOpen);
              setFriendsOpen(false);
            }}
          >
            <span className="presence-dot" aria-hidden="true" />
            {PRESENCE_MESSAGES.hereNow(snapshot.players.length + 1)}
          </button>
        ) : (
          <p className="presence-count presence-count-waiting" role="status">
            {snapshot.state === 'connecting' ? PRESENCE_MESSAGES.connecting : PRESENCE_MESSAGES.reconnecting}
          </p>
        )}
        {signedIn && onJoined && (
          <FriendsButton
            onJoined={onJoined}
            open={friendsOpen}
            onOpenChange={(open) => {
              setFriendsOpen(open);
              if (open) setListOpen(false);
            }}
          />
        )}
      </div>
      {listOpen && live && (
        <Suspense fallback={<p role="status">{PRESENCE_MESSAGES.loadingList}</p>}>
          <WhoIsHere
            id={listId}
            players={snapshot.players}
            signedIn={signedIn}
            actions={actions}
            onClose={() => setListOpen(false)}
          />
        </Suspense>
      )}
      {notices && <FriendNoticeList notices={notices} />}
      {choice && here && live && (
        <PlayerChooser
          players={snapshot.players}
          choice={choice}
          here={here}
          signedIn={signedIn}
          actions={actions}
          onBackToMap={onBackToMap}
        />
      )}
    </div>
  );
}

/**
 * The chat and the emotes, bottom left over the map; folded away on a phone until asked for, so the
 * map and the player stay in view.
 */
export function PresenceChat({ snapshot, signedIn, onSay, onEmote, iconFor, onLeaveChat }: PresenceHudProps) {
  const chatId = useId();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);
  const [chatChoice, setChatChoice] = useState<boolean | null>(null);
  const chatOpen = chatChoice ?? !narrow;
  const unread = useUnread(snapshot.chat, chatOpen);
  return (
    <div className={`presence-dock${chatOpen ? ' presence-dock-open' : ''}`}>
      <button
        type="button"
        className="presence-chat-toggle"
        aria-expanded={chatOpen}
        aria-controls={chatOpen ? chatId : undefined}
        onClick={() => setChatChoice(!chatOpen)}
      >
        {PRESENCE_MESSAGES.chatLog}
        {unread > 0 && (
          <span className="presence-chat-count">
            <span aria-hidden="true">{` (${unread})`}</span>
            <span className="visually-hidden">{`, ${PRESENCE_MESSAGES.chatUnread(unread)}`}</span>
          </span>
        )}
      </button>
      {chatOpen && (
        <div id={chatId} className="presence-chat">
          <ChatPanel
            lines={snapshot.chat}
            canChat={signedIn}
            onSay={onSay}
            onLeave={onLeaveChat}
            myName={snapshot.myName}
          />
          {snapshot.state === 'live' && <EmotePicker onEmote={onEmote} iconFor={iconFor} />}
        </div>
      )}
    </div>
  );
}
