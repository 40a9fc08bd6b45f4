import { PLATFORMER_SETTINGS as S } from './constants.js';
import type { PlatformerBody, PlatformerInput, PlatformerRect } from './types.js';

function overlapsX(x: number, rect: PlatformerRect): boolean {
  return x < rect.x + rect.width && x + S.playerWidth > rect.x;
}

function overlapsY(y: number, rect: PlatformerRect): boolean {
  return y < rect.y + rect.height && y + S.playerHeight > rect.y;
}

/** Platforms can be jumped through from below; ground and the end platform are walls too. */
function isSolid(rect: PlatformerRect): boolean {
  return rect.type !== 'platform';
}

/**
 * One fixed step of movement: walk, jump if standing, fall, then stop at
 * walls and land on the highest surface crossed on the way down. All values
 * stay on multiples of 0.5, so the arithmetic is exact and replays agree.
 */
export function advancePlatformerBody(
  body: PlatformerBody,
  input: PlatformerInput,
  rects: readonly PlatformerRect[],
): PlatformerBody {
  const direction = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  const facing = direction > 0 ? 'right' : direction < 0 ? 'left' : body.facing;
  const vx = direction * S.moveSpeed;
  const vyStart = input.jump && body.grounded ? S.jumpVelocity : body.velocity.y;
  let vy = vyStart + S.gravity;

  const { y: y0 } = body.position;
  let x = Math.min(S.worldWidth - S.playerWidth, Math.max(0, body.position.x + vx));
  for (const rect of rects) {
    if (vx !== 0 && isSolid(rect) && overlapsX(x, rect) && overlapsY(y0, rect)) {
      x = vx > 0 ? rect.x - S.playerWidth : rect.x + rect.width;
    }
  }

  let y = y0 + vy;
  let grounded = false;
  if (vy >= 0) {
    const before = y0 + S.playerHeight;
    const after = y + S.playerHeight;
    let landing: PlatformerRect | null = null;
    for (const rect of rects) {
      if (overlapsX(x, rect) && before <= rect.y && after >= rect.y && (!landing || rect.y < landing.y)) {
        landing = rect;
      }
    }
    if (landing) {
      y = landing.y - S.playerHeight;
      vy = 0;
      grounded = true;
    }
  }

  return { position: { x, y }, velocity: { x: vx, y: vy }, facing, grounded };
}

/** Whether the player's box at this position touches a 30×30 pickup. */
export function touchesPlatformerPickup(position: { x: number; y: number }, pickup: { x: number; y: number }): boolean {
  return (
    position.x < pickup.x + S.pickupSize &&
    position.x + S.playerWidth > pickup.x &&
    position.y < pickup.y + S.pickupSize &&
    position.y + S.playerHeight > pickup.y
  );
}
