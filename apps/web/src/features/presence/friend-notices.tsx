import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { displayText, FRIEND_MESSAGES, type FriendNoticeKind } from '@authentic/core';
import { FRIENDS_KEY } from '../../lib/friends-api';
import { paths } from '../../lib/paths';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';

/** A friend notice shows this long unless dismissed sooner. */
export const FRIEND_NOTICE_MS = 12_000;
const MOST_SHOWN = 3;

export interface FriendNotice {
  id: number;
  kind: FriendNoticeKind;
  name: string;
}

/** The friend notices the presence socket brought (`fr` frames), outside React; each leaves after a while. */
export function createFriendNotices(showMs = FRIEND_NOTICE_MS) {
  let list: readonly FriendNotice[] = [];
  let next = 0;
  const listeners = new Set<() => void>();
  const set = (value: readonly FriendNotice[]) => {
    list = value;
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => set(list.filter((notice) => notice.id !== id));
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => list,
    push(kind: FriendNoticeKind, name: string) {
      const notice = { id: (next += 1), kind, name: displayText(name) };
      set([...list, notice].slice(-MOST_SHOWN));
      setTimeout(() => dismiss(notice.id), showMs);
    },
    dismiss,
  };
}

export type FriendNotices = ReturnType<typeof createFriendNotices>;

/**
 * 'X sent you a friend request' (with a link to answer in Profile), 'X accepted your friend request',
 * 'X is online': a polite live region under the HUD's corner. A request or an acceptance also reads
 * the friends list again, so cards and panels say 'Friends' at once.
 */
export function FriendNoticeList({ notices }: { notices: FriendNotices }) {
  const list = useSyncExternalStore(notices.subscribe, notices.getSnapshot);
  const client = useQueryClient();
  const seen = useRef(0);
  useEffect(() => {
    const fresh = list.filter((notice) => notice.id > seen.current);
    if (fresh.length === 0) return;
    seen.current = Math.max(...fresh.map((notice) => notice.id));
    if (fresh.some((notice) => notice.kind !== 'online')) void client.invalidateQueries({ queryKey: FRIENDS_KEY });
  }, [list, client]);

  return (
    <ul className="friend-notices" aria-live="polite" aria-label={T.friendNotices}>
      {list.map((notice) => (
        <li key={notice.id}>
          <span>{FRIEND_MESSAGES.notice[notice.kind](notice.name)}</span>
          {notice.kind === 'request' && (
            <>
              {' '}
              <Link to={`${paths.profile}?tab=friends`}>{T.answerInProfile}</Link>
            </>
          )}
          <button
            type="button"
            className="friend-notice-close"
            aria-label={T.dismiss}
            onClick={() => notices.dismiss(notice.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
