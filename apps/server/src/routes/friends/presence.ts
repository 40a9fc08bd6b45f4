import { inArray } from 'drizzle-orm';
import type { FriendSummary, PlayerSummary } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { PresenceRegistry } from '../../realtime/seams.js';

/**
 * Friends with their live presence (issue 23): `online` when connected on any instance, and the
 * map they are on only when they chose to share it with friends (`users.share_map_with_friends`).
 */
export async function withPresence(
  db: Db,
  presence: PresenceRegistry,
  friends: readonly PlayerSummary[],
): Promise<FriendSummary[]> {
  if (friends.length === 0) return [];
  const ids = friends.map((friend) => friend.id);
  const [where, shares] = await Promise.all([
    presence.whereAre(ids),
    db.select({ id: users.id, share: users.shareMapWithFriends }).from(users).where(inArray(users.id, ids)),
  ]);
  const sharing = new Set(shares.filter((row) => row.share).map((row) => row.id));
  return friends.map((friend) => {
    const here = where.get(friend.id);
    return {
      ...friend,
      online: !!here,
      mapName: here && sharing.has(friend.id) ? here.mapName : null,
      joinable: false,
    };
  });
}
