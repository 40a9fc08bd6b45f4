import { useState } from 'react';
import type { ChatLine } from './remote-players';

/** Lines from others (not emotes, not the server's notices) said after `readAt`. */
export function unreadLines(lines: readonly ChatLine[], readAt: number): number {
  return lines.filter((line) => !line.mine && !line.emote && !line.notice && line.at > readAt).length;
}

/**
 * 'Chat nearby (N)' (issue 34): how many lines from others came while the chat was folded away.
 * Everything in the log when the chat opens or closes counts as read; while it is open, nothing is
 * unread.
 */
export function useUnread(lines: readonly ChatLine[], open: boolean): number {
  const lastAt = lines.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  const [seen, setSeen] = useState({ open, readAt: open ? lastAt : Number.NEGATIVE_INFINITY });
  if (seen.open !== open) setSeen({ open, readAt: lastAt });
  return open ? 0 : unreadLines(lines, seen.readAt);
}
