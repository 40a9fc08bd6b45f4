import type { Position } from '@authentic/core';
import type { PresenceHub } from './hub.js';
import { mainMap, worldMap, type KnownPlace, type PlaceMap, type PlaceMemory } from './places.js';
import { joinFrom, type StepBudgets } from './rejoin.js';
import { countVisit } from './visits.js';

/** A socket's `join`, with where the server knows its player stands and whose memory it uses. */
export interface JoinWish {
  worldId: string | null;
  mapId: string;
  claimed: Position;
  userId: string | null;
  /** Where this socket's player stands now, or stood before an account change. */
  here: KnownPlace | undefined;
  memory: PlaceMemory;
  steps: StepBudgets;
  key: string;
}

/**
 * The join rules of a socket (decision 0236): the map named, when this player may enter it
 * (places.ts: a world's when public or their own), and where on it they start: a cell a friend's
 * Join granted (friend-join.ts), else rejoin.ts's rule. Null: refused (no such map, or a world
 * this player may not enter, or one that turned private meanwhile).
 */
export async function resolveJoin(hub: PresenceHub, wish: JoinWish): ReturnType<typeof joinFrom> {
  const nowMs = Date.now();
  const { worldId, mapId, userId } = wish;
  const place = worldId ? await worldMap(hub.db, worldId, mapId, userId) : mainMap(mapId);
  if (!place) return null;
  const granted = userId ? hub.grants.take(userId, place, nowMs) : undefined;
  return joinFrom(hub, { ...wish, place, granted, nowMs });
}

/** The visit hook: a join into a world counts a visit (visits.ts, decision 0266). */
export function joinedPlace(hub: PresenceHub, place: PlaceMap, userId: string | null, connectionId: string): void {
  if (place.worldId) countVisit(hub, place.worldId, userId, connectionId);
}
