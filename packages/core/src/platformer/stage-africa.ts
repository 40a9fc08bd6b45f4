import { endPlatformRect, enemyOn, groundRect, hazardOn, pickupOn, platformRect } from './stage-parts.js';
import type { PlatformerStage } from './types.js';

/**
 * Africa: open savanna broken by a bottomless rift. The way across is a
 * chain of acacia canopies with nothing below them, so a missed jump costs
 * the attempt. The hardest stage: thorns on the first stretch, hyenas on the ground either side
 * of the canopies, and a vulture circling above them.
 */
export const PLATFORMER_STAGE_AFRICA: PlatformerStage = {
  id: 'africa',
  spawn: { x: 50, y: 300 },
  rects: [
    groundRect(0, 350, 600),
    platformRect(700, 300, 120),
    platformRect(900, 250, 120),
    platformRect(1100, 300, 100),
    groundRect(1300, 350, 400),
    platformRect(1450, 230, 100),
    platformRect(1780, 280, 100),
    platformRect(1960, 220, 100),
    platformRect(2140, 280, 100),
    groundRect(2320, 350, 380),
    endPlatformRect(2700, 350),
  ],
  pickups: [
    pickupOn('africa-manuscript-1', 'manuscript', 945, 250),
    pickupOn('africa-health-1', 'health', 1135, 300),
    pickupOn('africa-manuscript-2', 'manuscript', 1485, 230),
    pickupOn('africa-weapon-1', 'weapon', 1600, 350),
    pickupOn('africa-manuscript-3', 'manuscript', 1995, 220),
    pickupOn('africa-health-2', 'health', 2175, 280),
    pickupOn('africa-weapon-2', 'weapon', 2450, 350),
  ],
  enemies: [
    enemyOn('africa-hyena-1', 'hyena', 1330, 350, 300, 2),
    enemyOn('africa-vulture-1', 'vulture', 1800, 124, 360, 2),
    enemyOn('africa-hyena-2', 'hyena', 2330, 350, 300, 2),
  ],
  hazards: [hazardOn(420, 350, 48, 20)],
};
