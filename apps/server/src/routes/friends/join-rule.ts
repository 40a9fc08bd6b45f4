import { FRIEND_MESSAGES, SAFETY_MESSAGES, type Position } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { friendIdsOf } from '../../db/friends-repository.js';
import { privacyOf } from '../../db/privacy-repository.js';
import { hasBlocked } from '../../moderation/db/safety-repository.js';
import { findUserById } from '../../db/users-repository.js';
import { enterable, type Spot } from '../../realtime/friend-join.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import type { PlaceMap } from '../../realtime/places.js';

export type JoinVerdict =
  { ok: true; spot: Spot; place: PlaceMap } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * Whether `joinerId` may Join this friend now (issue 34, decision 0270), the one rule the Join call
 * and the friends list's `joinable` share: friends; neither blocked the other; the friend shares
 * their map (privacy's shareMapWithFriends); the friend stands on a map now; that map's world is
 * one the joiner may enter (places.ts: public, or their own); the joiner is not suspended.
 */
export async function joinVerdict(
  db: Db,
  presence: PresenceRegistry,
  joinerId: string,
  friend: { id: string; username: string },
): Promise<JoinVerdict> {
  const refuse = (status: 403 | 404 | 409, message: string) => ({ ok: false as const, status, message });
  const [friends, iBlocked, theyBlocked, joiner, privacy] = await Promise.all([
    friendIdsOf(db, joinerId),
    hasBlocked(db, joinerId, friend.id),
    hasBlocked(db, friend.id, joinerId),
    findUserById(db, joinerId),
    privacyOf(db, friend.id),
  ]);
  if (joiner?.suspendedUntil && joiner.suspendedUntil.getTime() > Date.now()) {
    return refuse(403, FRIEND_MESSAGES.joinSuspended);
  }
  if (iBlocked) return refuse(403, SAFETY_MESSAGES.unblockFirst);
  // Who blocked whom is told only to the blocker: to the other, as if they were not friends.
  if (theyBlocked || !friends.includes(friend.id)) return refuse(404, FRIEND_MESSAGES.notFriends);
  if (!privacy.shareMapWithFriends) return refuse(403, FRIEND_MESSAGES.joinNotShared(friend.username));
  return whereTheyStand(db, presence, joinerId, friend.username, friend.id);
}

/** The friend's spot, when on a map the joiner may enter. */
async function whereTheyStand(
  db: Db,
  presence: PresenceRegistry,
  joinerId: string,
  username: string,
  friendId: string,
): Promise<JoinVerdict> {
  const spot = await presence.locate?.(friendId);
  if (!spot) return { ok: false, status: 409, message: FRIEND_MESSAGES.joinNotPlaying(username) };
  const place = await enterable(db, spot, joinerId).catch(() => null);
  if (!place) return { ok: false, status: 403, message: FRIEND_MESSAGES.joinWorldClosed(username) };
  return { ok: true, spot, place };
}

/**
 * Joins: the cell next to the friend (the nearest free walkable one), granted to the joiner's next
 * presence join of that world and map on every instance.
 */
export function grantJoin(
  presence: PresenceRegistry,
  joinerId: string,
  verdict: { spot: Spot; place: PlaceMap },
): Position {
  const cell = presence.grantBeside?.(joinerId, verdict.spot, verdict.place);
  return cell ?? { x: verdict.spot.x, y: verdict.spot.y };
}

/**
 * `joinable` for each friend in the list: the same rule, read for all at once (their privacy,
 * blocks and presence were read by the caller; friendship is given).
 */
export async function joinableOf(
  db: Db,
  presence: PresenceRegistry,
  joinerId: string,
  candidates: readonly string[],
): Promise<Set<string>> {
  const joinable = new Set<string>();
  await Promise.all(
    candidates.map(async (friendId) => {
      const verdict = await whereTheyStand(db, presence, joinerId, '', friendId);
      if (verdict.ok) joinable.add(friendId);
    }),
  );
  return joinable;
}
