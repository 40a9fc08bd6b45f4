import { PLATFORMER_SETTINGS as S } from './constants.js';
import type {
  PlatformerEnemy,
  PlatformerEnemyKind,
  PlatformerHazard,
  PlatformerPickup,
  PlatformerPickupType,
  PlatformerRect,
} from './types.js';

/** Ground runs from its top down to the bottom of the canvas. */
export function groundRect(x: number, top: number, width: number): PlatformerRect {
  return { x, y: top, width, height: S.canvasHeight - top, type: 'ground' };
}

/** A thin ledge that can be jumped onto from below. */
export function platformRect(x: number, top: number, width: number): PlatformerRect {
  return { x, y: top, width, height: 20, type: 'platform' };
}

/** The last stretch of ground, running to the world's right edge. */
export function endPlatformRect(x: number, top: number): PlatformerRect {
  return { x, y: top, width: S.worldWidth - x, height: S.canvasHeight - top, type: 'end-platform' };
}

/** A pickup floating 10 px above the surface whose top is `surfaceTop`, at head height of a standing player. */
export function pickupOn(id: string, type: PlatformerPickupType, x: number, surfaceTop: number): PlatformerPickup {
  return { id, type, x, y: surfaceTop - S.pickupSize - 10, collected: false };
}

/** A pickup in the air, taken with a jump. */
export function pickupAt(id: string, type: PlatformerPickupType, x: number, y: number): PlatformerPickup {
  return { id, type, x, y, collected: false };
}

/** Each kind's box, the size of its sprite (decision 0239). */
export const PLATFORMER_ENEMY_SIZES: Readonly<Record<PlatformerEnemyKind, { width: number; height: number }>> = {
  rat: { width: 40, height: 24 },
  bull: { width: 48, height: 36 },
  hyena: { width: 44, height: 28 },
  vulture: { width: 40, height: 24 },
};

/**
 * An enemy pacing on the surface whose top is `surfaceTop` (or, for a bird, flying with its feet at
 * that height): from x, `range` px to the right and back, `speed` px a step.
 */
export function enemyOn(
  id: string,
  kind: PlatformerEnemyKind,
  x: number,
  surfaceTop: number,
  range: number,
  speed: number,
): PlatformerEnemy {
  const size = PLATFORMER_ENEMY_SIZES[kind];
  return { id, kind, x, y: surfaceTop - size.height, ...size, range, speed };
}

/** A hazard standing `height` px tall on the surface whose top is `surfaceTop`. */
export function hazardOn(x: number, surfaceTop: number, width: number, height = 16): PlatformerHazard {
  return { x, y: surfaceTop - height, width, height };
}
