import { PLATFORMER_SETTINGS as S } from './constants.js';
import type { PlatformerPickup, PlatformerPickupType, PlatformerRect } from './types.js';

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
