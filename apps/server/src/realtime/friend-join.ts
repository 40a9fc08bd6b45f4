import { nearestFreeCell, type Position } from '@authentic/core';
import type { Db } from './seams.js';
import type { PresenceHub } from './hub.js';
import { mainMap, worldMap, type KnownPlace, type PlaceMap } from './places.js';

/** A Join's place waits this long for the joiner's socket to join there. */
export const JOIN_GRANT_MS = 2 * 60_000;

/** Where a connected account stands: its world and map, the map's name and its cell. */
export interface Spot extends KnownPlace {
  mapName: string;
}

/**
 * Places granted by a Join (issue 34, decision 0270), by account: the joiner's next `join` of that
 * world and map starts on the granted cell (rejoin.ts), whatever the server knew of them before.
 * Each instance keeps the grants made on any instance (the bus carries them), for JOIN_GRANT_MS.
 */
export class JoinGrants {
  private readonly grants = new Map<string, KnownPlace & { at: number }>();

  grant(userId: string, place: KnownPlace, nowMs = Date.now()): void {
    this.grants.delete(userId);
    this.grants.set(userId, { ...place, at: nowMs });
  }

  has(userId: string): boolean {
    return this.grants.has(userId);
  }

  /** The granted cell when this join is into the granted world and map; the grant is used up. */
  take(userId: string, place: PlaceMap, nowMs = Date.now()): Position | undefined {
    const grant = this.grants.get(userId);
    if (!grant || nowMs - grant.at > JOIN_GRANT_MS) return undefined;
    if (grant.worldId !== place.worldId || grant.mapId !== place.mapId) return undefined;
    this.grants.delete(userId);
    return { x: grant.x, y: grant.y };
  }

  prune(nowMs: number): void {
    for (const [userId, grant] of this.grants) {
      if (nowMs - grant.at <= JOIN_GRANT_MS) break;
      this.grants.delete(userId);
    }
  }
}

/** The map a player may enter (places.ts's rule: a world's when public or their own), or null. */
export function enterable(db: Db, spot: KnownPlace, viewerId: string): Promise<PlaceMap | null> {
  return spot.worldId ? worldMap(db, spot.worldId, spot.mapId, viewerId) : Promise.resolve(mainMap(spot.mapId));
}

/**
 * The joiner's cell next to the friend: the nearest walkable cell nobody stands on (core's
 * nearestFreeCell), counting the players of the friend's room this instance knows of.
 */
export function cellBeside(hub: PresenceHub, place: PlaceMap, friend: Spot & { room?: string }): Position {
  const members = friend.room ? (hub.rooms.get(friend.room)?.members() ?? []) : [];
  const taken = new Set([`${friend.x},${friend.y}`, ...members.map((member) => `${member.x},${member.y}`)]);
  return nearestFreeCell(place.atlas.grid(place.mapId), friend, (x, y) => taken.has(`${x},${y}`));
}
