import { cellBesidePortal, type MiniGameOrigin } from '../maps/portal-return.js';
import type { MapAtlas } from '../worlds/atlas.js';
import type { Direction, Position } from '../shared/geometry.js';
import { isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { PRESENCE_LIMITS } from './protocol.js';

/** The game's walking pace: one cell per step lock (spec 01 §2, 150 ms). */
export const WALK_STEP_MS = 150;

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

export type WalkRefusal = 'tile' | 'edge' | 'tooFast' | 'noPortal';

export type WalkResult<M extends string> =
  | { ok: true; walker: Walker<M>; changedMap: boolean; exit?: boolean }
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
 * neighbouring map, a main-road portal takes the player on (ways back wait for 'po'), and no one
 * walks faster than the game lets them.
 */
export function walkStep<M extends string>(
  atlas: MapAtlas<M>,
  current: Walker<M>,
  direction: Direction,
  nowMs: number,
): WalkResult<M> {
  const walker = earnSteps(current, nowMs);
  if (walker.steps < 1) return { ok: false, walker, reason: 'tooFast' };
  const result = atlas.move(walker.mapId, walker.position, direction);
  if (!result.ok) return { ok: false, walker: { ...walker, facing: direction }, reason: result.reason };
  const paid = { ...walker, steps: walker.steps - 1, facing: direction };
  if (result.changedMap) return { ok: true, walker: arrive(paid, result.mapId, result.position), changedMap: true };
  const stepped = { ...paid, previous: paid.position, position: result.position };
  const destination = atlas.portalDestination(stepped.mapId, stepped.position);
  if (destination && !atlas.portalAt(stepped.mapId, stepped.position)?.returning) {
    return { ok: true, walker: arrive(stepped, destination.mapId, destination.arrival), changedMap: true };
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
    if (!special.moves) return { ok: true, walker: { ...walker, origin }, changedMap: false };
    return { ok: true, walker: { ...arrive(walker, special.mapId, special.arrival), origin }, changedMap: true };
  }
  const destination = atlas.portalDestination(mapId, position);
  if (!destination) return { ok: false, walker, reason: 'noPortal' };
  return {
    ok: true,
    walker: arrive(walker, destination.mapId, destination.arrival),
    changedMap: destination.mapId !== mapId,
  };
}

/** Back from a mini-game: beside the portal it was opened from, as the game screen puts the character. */
export function returnFromMiniGame<M extends string>(atlas: MapAtlas<M>, walker: Walker<M>): WalkResult<M> {
  const origin = walker.origin ?? { mapId: walker.mapId, position: walker.position, previous: walker.previous };
  const cell = cellBesidePortal(atlas.grid(origin.mapId), origin.position, origin.previous);
  const back = { ...arrive(walker, origin.mapId, cell), origin: null };
  return { ok: true, walker: back, changedMap: origin.mapId !== walker.mapId };
}
