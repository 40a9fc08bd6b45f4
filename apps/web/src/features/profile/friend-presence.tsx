import { PRESENCE_MESSAGES, type FriendSummary } from '@authentic/core';

/** 'Online · On <map>' or 'Offline' beside a friend (issue 23); the map only when they share it. */
export function FriendPresence({ friend }: { friend: Partial<Pick<FriendSummary, 'online' | 'mapName'>> }) {
  if (friend.online === undefined) return null;
  return (
    <span className={`friend-presence${friend.online ? ' friend-online' : ''}`}>
      <span className="friend-presence-dot" aria-hidden="true" />
      {friend.online ? PRESENCE_MESSAGES.online : PRESENCE_MESSAGES.offlineFriend}
      {friend.online && friend.mapName && <span>{` · ${PRESENCE_MESSAGES.onMap(friend.mapName)}`}</span>}
    </span>
  );
}
