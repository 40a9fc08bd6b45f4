import { PRESENCE_LIMITS } from '@authentic/core';
import { friendIdsOf, type Db } from './seams.js';
import type { Room } from './rooms.js';

/**
 * Layers of a crowded map (decisions 0235 and 0262). A map holds PRESENCE_LIMITS.roomCapacity
 * players; more are spread over copies of it (`<key>~2`, `~3`, …) that never see each other. Which
 * copy a newcomer enters decides who they meet, so it is chosen for people, not in arrival order:
 *
 * - A guest enters the first layer with room where guests are fewer than
 *   PRESENCE_LIMITS.guestsPerRoom (half a layer): guest sockets alone can never fill a map, so a
 *   layer always has room for signed-in players.
 * - A signed-in player enters the layer with the most of their company that has room for them:
 *   their friends (characters.friends), and the players they were talking with (who spoke in the
 *   layer they last spoke in, within TALK_KEPT_MS). Friends who walk or reload together meet again,
 *   and a conversation that crosses a map edge goes on. Without company, the first layer with room.
 */

/** Who is arriving on a map. */
export interface Arrival {
  /** The account, or null for a guest. */
  userId: string | null;
  /** The account's friends. */
  friends?: ReadonlySet<string>;
}

/** Players who spoke within this long are still 'talking' with whoever spoke in the same layer. */
export const TALK_KEPT_MS = 5 * 60_000;
/** A player's friends are read again after this long (they change rarely; a join must stay cheap). */
const FRIENDS_KEPT_MS = 60_000;
const FRIENDS_KEPT_MAX = 10_000;
const NO_FRIENDS: ReadonlySet<string> = new Set();

export function layerKey(key: string, layer: number): string {
  return layer === 1 ? key : `${key}~${layer}`;
}

/** The map's key of a room key (a layer's suffix taken off). */
export function mapKeyOf(roomKey: string): string {
  return roomKey.replace(/~\d+$/, '');
}

/** Where each account last spoke (a layer's room key) and when, for TALK_KEPT_MS. */
export class TalkIndex {
  private readonly talks = new Map<string, { room: string; at: number }>();

  said(userId: string, room: string, atMs: number): void {
    this.talks.delete(userId);
    this.talks.set(userId, { room, at: atMs });
  }

  roomOf(userId: string, nowMs: number): string | undefined {
    const talk = this.talks.get(userId);
    return talk && nowMs - talk.at <= TALK_KEPT_MS ? talk.room : undefined;
  }

  prune(nowMs: number): void {
    for (const [userId, talk] of this.talks) {
      if (nowMs - talk.at <= TALK_KEPT_MS) break;
      this.talks.delete(userId);
    }
  }
}

/** Friends by account, read at most once a minute. */
export class FriendCache {
  private readonly friends = new Map<string, { ids: ReadonlySet<string>; at: number }>();

  constructor(private readonly db: Db) {}

  async of(userId: string, nowMs: number): Promise<ReadonlySet<string>> {
    const kept = this.friends.get(userId);
    if (kept && nowMs - kept.at <= FRIENDS_KEPT_MS) return kept.ids;
    const ids = await friendIdsOf(this.db, userId)
      .then((list) => new Set(list))
      .catch(() => kept?.ids ?? NO_FRIENDS);
    if (this.friends.size >= FRIENDS_KEPT_MAX) this.friends.clear();
    this.friends.delete(userId);
    this.friends.set(userId, { ids, at: nowMs });
    return ids;
  }

  prune(nowMs: number): void {
    for (const [userId, kept] of this.friends) {
      if (nowMs - kept.at <= FRIENDS_KEPT_MS) break;
      this.friends.delete(userId);
    }
  }
}

function guestsIn(room: Room): number {
  let guests = 0;
  for (const member of room.members()) if (member.userId === null) guests += 1;
  return guests;
}

/**
 * The layer of map `key` this newcomer enters (the rule above). `layers` are the map's rooms on
 * this instance (with the remote players rosters told of), in any order.
 */
export function chooseLayer(
  rooms: ReadonlyMap<string, Room>,
  layers: Iterable<Room>,
  key: string,
  arrival: Arrival,
  talks: TalkIndex,
  nowMs: number,
): string {
  const fits = (room: Room | undefined) =>
    !room ||
    (room.size < PRESENCE_LIMITS.roomCapacity &&
      (arrival.userId !== null || guestsIn(room) < PRESENCE_LIMITS.guestsPerRoom));
  if (arrival.userId !== null) {
    const friends = arrival.friends ?? NO_FRIENDS;
    const talkingIn = talks.roomOf(arrival.userId, nowMs);
    let best: Room | undefined;
    let bestScore = 0;
    const inOrder = [...layers].sort((a, b) => layerNumber(a.key) - layerNumber(b.key));
    for (const room of inOrder) {
      if (!fits(room)) continue;
      let score = room.key === talkingIn ? 1 : 0;
      for (const member of room.members()) {
        const other = member.userId;
        if (other === null || other === arrival.userId) continue;
        if (friends.has(other) || (talkingIn !== undefined && talks.roomOf(other, nowMs) === talkingIn)) score += 1;
      }
      if (score > bestScore) {
        best = room;
        bestScore = score;
      }
    }
    if (best) return best.key;
  }
  for (let layer = 1; ; layer += 1) {
    const candidate = layerKey(key, layer);
    if (fits(rooms.get(candidate))) return candidate;
  }
}

function layerNumber(roomKey: string): number {
  const match = /~(\d+)$/.exec(roomKey);
  return match ? Number(match[1]) : 1;
}
