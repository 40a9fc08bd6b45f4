import type { FriendSummary, PlayerSummary } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { mapSharingOf } from '../../db/privacy-repository.js';
import { safetyLookup } from '../../moderation/db/safety-repository.js';
import type { PresenceRegistry } from '../../realtime/seams.js';
import { joinableOf } from './join-rule.js';

/**
 * Friends with their live presence (issue 23): `online` when connected on any instance, and the
 * map they are on only when they chose to share it with friends (`users.share_map_with_friends`);
 * `joinable` by Join's rule (join-rule.ts, issue 34).
 */
export async function withPresence(
  db: Db,
  presence: PresenceRegistry,
  me: string,
  friends: readonly PlayerSummary[],
): Promise<FriendSummary[]> {
  if (friends.length === 0) return [];
  const ids = friends.map((friend) => friend.id);
  const [where, shares, relations] = await Promise.all([
    presence.whereAre(ids),
    mapSharingOf(db, ids),
    safetyLookup(db).relations(me),
  ]);
  const sharing = new Set(shares.filter((row) => row.share).map((row) => row.id));
  const hidden = new Set(relations.hidden);
  const candidates = ids.filter((id) => where.get(id)?.mapName && sharing.has(id) && !hidden.has(id));
  const joinable = await joinableOf(db, presence, me, candidates);
  return friends.map((friend) => {
    const here = where.get(friend.id);
    const mapName = here && sharing.has(friend.id) ? here.mapName : null;
    return { ...friend, online: !!here, mapName, joinable: joinable.has(friend.id) };
  });
}
