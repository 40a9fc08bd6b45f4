import { cellBesidePortal, type MiniGameOrigin } from '../maps/portal-return.js';
import type { MapAtlas } from '../worlds/atlas.js';
import type { Direction, Position } from '../shared/geometry.js';
import { isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import type { SpecialPortalKind } from '../maps/map-types.js';
import { MAP_MESSAGES } from '../messages/maps.js';
import { PRESENCE_LIMITS } from './protocol.js';
import { WALK_STEP_MS } from './pace.js';

export { WALK_STEP_MS } from './pace.js';

/**
 * Where the server says a player stands (decision 0236), and how many steps they have in hand:
 * walking earns one step per WALK_STEP_MS up to PRESENCE_LIMITS.stepBurst, so frames that arrive
 * bunched after a slow network pass, and a client that walks faster than the game does not.
 */
export interface Walker<M extends string> {
  mapId: M;
  position: Position;
  previous: Position;
  facing: Direction;
  steps: number;
  stepsAt: number;
  /** Where a mini-game was opened: 'back' returns beside it. */
  origin: MiniGameOrigin<M> | null;
}

/** 'occupied': someone the caller knows of stands there (the game screen's NPCs; the server knows none). */
export type WalkRefusal = 'tile' | 'edge' | 'occupied' | 'tooFast' | 'noPortal';

/**
 * A step or a portal taken. `banner` is what an arrival on another map shows; `special` names the
 * mini-game a special portal opens; `exit` is a way out of the atlas.
 */
export type WalkResult<M extends string> =
  | { ok: true; walker: Walker<M>; changedMap: boolean; banner?: string; special?: SpecialPortalKind; exit?: boolean }
  | { ok: false; walker: Walker<M>; reason: WalkRefusal };

export function newWalker<M extends string>(mapId: M, position: Position, nowMs: number): Walker<M> {
  return {
    mapId,
    position: { ...position },
    previous: { ...position },
    facing: 'down',
    steps: PRESENCE_LIMITS.stepBurst,
    stepsAt: nowMs,
    origin: null,
  };
}

/** True when a player may stand on this cell of this map (for a claimed start). */
export function canStandOn<M extends string>(atlas: MapAtlas<M>, mapId: M, position: Position): boolean {
  return isWalkableTile(tileAt(atlas.grid(mapId), position.x, position.y));
}

function earnSteps<M extends string>(walker: Walker<M>, nowMs: number): Walker<M> {
  const earned = Math.max(0, nowMs - walker.stepsAt) / WALK_STEP_MS;
  return { ...walker, steps: Math.min(PRESENCE_LIMITS.stepBurst, walker.steps + earned), stepsAt: nowMs };
}

function arrive<M extends string>(walker: Walker<M>, mapId: M, position: Position): Walker<M> {
  return { ...walker, mapId, position: { ...position }, previous: { ...position } };
}

/**
 * One step, by the same atlas the game walks: walls and water refuse it, an edge crosses to the
 * neighbouring map, a main-road portal takes the player on (ways back wait for 'po', decision 0151),
 * and no one walks faster than the game lets them. `occupied` refuses a cell on this map someone
 * stands on (the game screen passes its NPCs).
 */
export function walkStep<M extends string>(
  atlas: MapAtlas<M>,
  current: Walker<M>,
  direction: Direction,
  nowMs: number,
  occupied?: (cell: Position) => boolean,
): WalkResult<M> {
  const walker = earnSteps(current, nowMs);
  if (walker.steps < 1) return { ok: false, walker, reason: 'tooFast' };
  const result = atlas.move(walker.mapId, walker.position, direction);
  if (!result.ok) return { ok: false, walker: { ...walker, facing: direction }, reason: result.reason };
  if (!result.changedMap && occupied?.(result.position)) {
    return { ok: false, walker: { ...walker, facing: direction }, reason: 'occupied' };
  }
  const paid = { ...walker, steps: walker.steps - 1, facing: direction };
  if (result.changedMap) {
    return { ok: true, walker: arrive(paid, result.mapId, result.position), changedMap: true, banner: result.banner };
  }
  const stepped = { ...paid, previous: paid.position, position: result.position };
  const destination = atlas.portalDestination(stepped.mapId, stepped.position);
  if (destination && !atlas.portalAt(stepped.mapId, stepped.position)?.returning) {
    const arrived = arrive(stepped, destination.mapId, destination.arrival);
    return { ok: true, walker: arrived, changedMap: true, banner: destination.banner };
  }
  return { ok: true, walker: stepped, changedMap: false };
}

/** Space on a portal: a way out of the atlas, a mini-game's room, or a way back. */
export function usePortal<M extends string>(atlas: MapAtlas<M>, walker: Walker<M>): WalkResult<M> {
  const { mapId, position } = walker;
  if (atlas.isExit(mapId, position)) return { ok: true, walker, changedMap: false, exit: true };
  const special = atlas.specialPortalDestination(mapId, position);
  if (special) {
    const origin = { mapId, position: { ...position }, previous: { ...walker.previous } };
    const kind = special.specialWorld;
    if (!special.moves) return { ok: true, walker: { ...walker, origin }, changedMap: false, special: kind };
    const inRoom = { ...arrive(walker, special.mapId, special.arrival), origin };
    return { ok: true, walker: inRoom, changedMap: true, banner: special.banner, special: kind };
  }
  const destination = atlas.portalDestination(mapId, position);
  if (!destination) return { ok: false, walker, reason: 'noPortal' };
  return {
    ok: true,
    walker: arrive(walker, destination.mapId, destination.arrival),
    changedMap: destination.mapId !== mapId,
    banner: destination.banner,
  };
}

/** Back from a mini-game: beside the portal it was opened from, as the game screen puts the character. */
export function returnFromMiniGame<M extends string>(
  atlas: MapAtlas<M>,
  walker: Walker<M>,
): Extract<WalkResult<M>, { ok: true }> {
  const origin = walker.origin ?? { mapId: walker.mapId, position: walker.position, previous: walker.previous };
  const cell = cellBesidePortal(atlas.grid(origin.mapId), origin.position, origin.previous);
  const back = { ...arrive(walker, origin.mapId, cell), origin: null };
  const changedMap = origin.mapId !== walker.mapId;
  return { ok: true, walker: back, changedMap, ...(changedMap ? { banner: MAP_MESSAGES.welcomeBack } : {}) };
}
