import { endPlatformRect, enemyOn, groundRect, hazardOn, pickupAt, pickupOn, platformRect } from './stage-parts.js';
import type { PlatformerStage } from './types.js';

/**
 * Spain: the road climbs into the sierra. The ground itself rises and falls
 * in steps that must be jumped, with wide ravines between the ridges and
 * lookout ledges high above them. Bulls pace the ridges after the first ravine, and a cactus
 * grows on the last stretch of road.
 */
export const PLATFORMER_STAGE_SPAIN: PlatformerStage = {
  id: 'spain',
  spawn: { x: 50, y: 300 },
  rects: [
    groundRect(0, 350, 500),
    groundRect(500, 300, 300),
    groundRect(800, 250, 300),
    groundRect(1240, 300, 360),
    groundRect(1720, 350, 280),
    groundRect(2000, 280, 300),
    groundRect(2430, 350, 270),
    endPlatformRect(2700, 350),
    platformRect(880, 150, 120),
    platformRect(1400, 190, 120),
    platformRect(2080, 170, 120),
  ],
  pickups: [
    pickupOn('spain-weapon-1', 'weapon', 650, 300),
    pickupOn('spain-manuscript-1', 'manuscript', 925, 150),
    pickupOn('spain-manuscript-2', 'manuscript', 1445, 190),
    pickupAt('spain-health-1', 'health', 1645, 240),
    pickupOn('spain-manuscript-3', 'manuscript', 2125, 170),
    pickupOn('spain-weapon-2', 'weapon', 2550, 350),
  ],
  enemies: [enemyOn('spain-bull-1', 'bull', 1260, 300, 270, 1.5), enemyOn('spain-bull-2', 'bull', 1740, 350, 210, 1.5)],
  hazards: [hazardOn(2470, 350, 40, 32)],
};
