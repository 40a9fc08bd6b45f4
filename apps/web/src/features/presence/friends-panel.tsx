import { useState } from 'react';
import { FRIEND_MESSAGES, type FriendJoinResponse } from '@authentic/core';
import { serverMessageOr } from '../../lib/api-client';
import { joinFriend, useFriends } from '../../lib/friends-api';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { SidePanel } from './side-panel';
import { PRESENCE_TEXTS } from './presence-texts';

export interface FriendsPanelProps {
  id?: string;
  onClose: () => void;
  /** The server said yes: the game takes the player there (this world's map, or another world). */
  onJoined: (destination: FriendJoinResponse) => void;
  join?: (username: string) => Promise<FriendJoinResponse>;
}

/**
 * The in-game Friends panel (issue 34): the friends online now, where they are when they share it,
 * and Join for each one the server would take this player to. A refusal says the server's words.
 */
export function FriendsPanel({ id, onClose, onJoined, join = joinFriend }: FriendsPanelProps) {
  const friends = useFriends();
  const [status, setStatus] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const online = friends.data?.friends.filter((friend) => friend.online) ?? [];

  const go = async (username: string) => {
    setJoining(username);
    setStatus(null);
    try {
      const destination = await join(username);
      setStatus(destination.message);
      onJoined(destination);
    } catch (error) {
      setStatus(serverMessageOr(error, FRIEND_MESSAGES.joinFailed));
      void friends.refetch();
    } finally {
      setJoining(null);
    }
  };

  return (
    <SidePanel id={id} title={T.friendsPanel} className="friends-panel" onClose={onClose}>
      {friends.isPending ? (
        <p role="status">{PRESENCE_TEXTS.loading}</p>
      ) : friends.isError ? (
        <p>{T.loadFailed}</p>
      ) : online.length === 0 ? (
        <p>{T.noFriendsOnline}</p>
      ) : (
        <ul className="friends-panel-list">
          {online.map((friend) => (
            <li key={friend.id}>
              <span>
                {friend.username}
                {friend.mapName && <span className="friends-panel-map">{` ${T.onMap(friend.mapName)}`}</span>}
              </span>
              {friend.joinable && (
                <button
                  type="button"
                  className="button button-small button-primary"
                  aria-label={`${T.join} ${friend.username}`}
                  disabled={joining !== null}
                  onClick={() => void go(friend.username)}
                >
                  {joining === friend.username ? T.joining : T.join}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="presence-status" role="status">
        {status}
      </p>
    </SidePanel>
  );
}
