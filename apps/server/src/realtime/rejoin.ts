import {
  canStandOn,
  newWalker,
  PRESENCE_LIMITS,
  WALK_STEP_MS,
  stepsWalkableSince,
  walkableWithin,
  type MapAtlas,
  type Position,
  type Walker,
} from '@authentic/core';
import type { Db } from './seams.js';
import type { PresenceBus, PresenceHub } from './hub.js';
import { mainMap, savedPlace, type KnownPlace, type PlaceMap, type PlaceMemory } from './places.js';

/**
 * Where a join starts, and the steps it has in hand (issue 33, decisions 0236 and 0262). A `join`
 * is how a client enters a map, so it must not be a way to move: re-joining neither teleports nor
 * hands out fresh steps.
 *
 * What the server knows of a player in the world joined (the main world is one world): where this
 * socket stands or stood a moment ago, else the place last left there (by account, or by socket for
 * a guest; kept PRESENCE_LIMITS.placeKeptMs), else (an account) the latest place the bus kept.
 *  1. Known, on the map joined: the known cell (the map's spawn when it is walled in now), or the
 *     claimed cell when the player could have walked there since the server knew the place (a
 *     walk of PRESENCE_LIMITS.joinWalkCells at most, at the game's pace: steps taken before the
 *     socket opened or while it was down, decision 0300).
 *  2. Known, on another map: the claimed cell when one step, edge or portal from the known cell
 *     arrives there (the game walked a crossing the server did not follow); otherwise the player
 *     starts where the server knows they are, on that map (`hi` names it).
 *  3. Nothing known in this world: a signed-in player's saved place on the map joined (progress or
 *     world position); then, when the server knows the player somewhere else (they came from
 *     another world), the map's spawn; only a player the server knows nothing of starts on the
 *     claimed cell (a fresh socket has nothing to resume from). The saved place gives way to a claim
 *     within PRESENCE_LIMITS.joinWalkCells of it, walked since the game started from it.
 * Before all of these: a cell a friend's Join granted on the map joined (issue 34, friend-join.ts).
 */
export interface JoinAsk {
  /** The map the join names, already allowed to this player. */
  place: PlaceMap;
  claimed: Position;
  userId: string | null;
  /** Where this socket's player stands now, or stood before an account change. */
  here: KnownPlace | undefined;
  /** Last places left: the hub's by account, or the socket's own for a guest, under `key`. */
  memory: PlaceMemory;
  /** Steps in hand: the hub's by account, or the socket's own for a guest, under `key`. */
  steps: StepBudgets;
  key: string;
  nowMs: number;
  /** A friend's Join granted this cell of the map joined (friend-join.ts): it comes first. */
  granted?: Position | undefined;
}

export interface JoinStart {
  place: PlaceMap;
  position: Position;
  /** The player resumes a cell the server knows they stood on (1, 2's last case): not moved aside. */
  resumed?: true;
}

/**
 * Where the join starts and the walker there, with the steps the player has in hand, and the
 * player's friends (for the layer, layers.ts); null when the world turned private meanwhile.
 */
export async function joinFrom(
  hub: PresenceHub,
  ask: JoinAsk,
): Promise<{ place: PlaceMap; walker: Walker<string>; friends: ReadonlySet<string>; resumed?: true } | null> {
  const start = await startOfJoin(hub.db, hub.bus, ask);
  const friends = ask.userId ? await hub.friends.of(ask.userId, Date.now()) : new Set<string>();
  // The world turned private while this join read it as public: it is not entered.
  if (ask.place.worldId && hub.closedSince(ask.place.worldId, ask.userId, ask.nowMs)) return null;
  const walker = ask.steps.resume(ask.key, newWalker(start.place.mapId, start.position, Date.now()));
  return { place: start.place, walker, friends, ...(start.resumed ? { resumed: start.resumed } : {}) };
}

const cellOf = (known: Position): Position => ({ x: known.x, y: known.y });
const standable = (place: PlaceMap, cell: Position | null | undefined): cell is Position =>
  !!cell && canStandOn(place.atlas, place.mapId, cell);

export async function startOfJoin(db: Db, bus: PresenceBus | undefined, ask: JoinAsk): Promise<JoinStart> {
  const { place, claimed, userId, here, memory, key, nowMs } = ask;
  if (standable(place, ask.granted)) return { place, position: cellOf(ask.granted) };
  let known = here?.worldId === place.worldId ? here : undefined;
  let elsewhere = here !== undefined && known === undefined;
  known ??= memory.recall(key, place.worldId, nowMs);
  if (!known) elsewhere ||= memory.knows(key, nowMs);
  if (!known && userId && bus) {
    const kept = await bus.recallPlace(userId).catch(() => undefined);
    if (kept?.worldId === place.worldId) known = kept;
    else if (kept) elsewhere = true;
  }

  if (known) {
    if (known.mapId === place.mapId) {
      if (!standable(place, known)) return { place, position: place.spawn };
      const walked = stepsWalkableSince(known.at, nowMs);
      const there = walkedTo(place, known, claimed, walked) ? claimed : known;
      return { place, position: cellOf(there), resumed: true };
    }
    if (standable(place, claimed) && arrivesAt(place.atlas, known, place.mapId, claimed)) {
      return { place, position: cellOf(claimed) };
    }
    const there = place.worldId ? (place.sibling?.(known.mapId) ?? null) : mainMap(known.mapId);
    if (there && standable(there, known)) return { place: there, position: cellOf(known), resumed: true };
    return { place, position: place.spawn };
  }
  if (userId) {
    const saved = await savedPlace(db, userId, place).catch(() => null);
    if (standable(place, saved)) {
      const walked = walkedTo(place, saved, claimed, PRESENCE_LIMITS.joinWalkCells);
      return { place, position: cellOf(walked ? claimed : saved) };
    }
  }
  if (!elsewhere && standable(place, claimed)) return { place, position: cellOf(claimed) };
  return { place, position: place.spawn };
}

/** True when the claimed cell of this map is within `steps` steps' walk of `from` (decision 0300). */
function walkedTo(place: PlaceMap, from: Position, claimed: Position, steps: number): boolean {
  return standable(place, claimed) && walkableWithin(place.atlas.grid(place.mapId), from, claimed, steps);
}

/**
 * True when one action from `from` lands on `cell` of `mapId`: a step across an edge, a step onto
 * a portal that takes the player on, or Space on a portal (here or one step away).
 */
export function arrivesAt(atlas: MapAtlas<string>, from: KnownPlace, mapId: string, cell: Position): boolean {
  const lands = (to: { mapId: string; position: Position } | null | undefined) =>
    !!to && to.mapId === mapId && to.position.x === cell.x && to.position.y === cell.y;
  const viaPortal = (onMap: string, at: Position) => {
    const portal = atlas.portalDestination(onMap, at);
    const special = atlas.specialPortalDestination(onMap, at);
    return (
      lands(portal && { mapId: portal.mapId, position: portal.arrival }) ||
      lands(special?.moves ? { mapId: special.mapId, position: special.arrival } : null)
    );
  };
  try {
    const at = cellOf(from);
    if (viaPortal(from.mapId, at)) return true;
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      const step = atlas.move(from.mapId, at, direction);
      if (!step.ok) continue;
      if (step.changedMap ? lands(step) : viaPortal(step.mapId, step.position)) return true;
    }
  } catch {
    // A map the document no longer has (a new version was published): no crossing from it.
  }
  return false;
}

/** A budget left alone this long is full again, so it need not be kept. */
const REFILLED_MS = PRESENCE_LIMITS.stepBurst * WALK_STEP_MS;

/**
 * Steps in hand by player (an account's id; a guest's socket keeps its own), kept across joins, so
 * a join continues the walker's budget rather than handing out PRESENCE_LIMITS.stepBurst afresh.
 */
export class StepBudgets {
  private readonly budgets = new Map<string, { steps: number; stepsAt: number }>();

  /** A new walker with the steps this player has in hand. */
  resume<M extends string>(key: string, walker: Walker<M>): Walker<M> {
    const kept = this.budgets.get(key);
    return kept ? { ...walker, steps: kept.steps, stepsAt: kept.stepsAt } : walker;
  }

  /** After each move: what the walker has left, and when it counted. */
  keep(key: string, walker: Walker<string>): void {
    this.budgets.delete(key);
    this.budgets.set(key, { steps: walker.steps, stepsAt: walker.stepsAt });
  }

  /** Forgets full budgets (oldest first: they are kept in the order they were used). */
  prune(nowMs: number): void {
    for (const [key, budget] of this.budgets) {
      if (nowMs - budget.stepsAt < REFILLED_MS) break;
      this.budgets.delete(key);
    }
  }
}
