import { endPlatformRect, enemyOn, groundRect, hazardOn, pickupAt, pickupOn, platformRect } from './stage-parts.js';
import type { PlatformerStage } from './types.js';

/**
 * Paris: level streets with narrow gutters and café awnings stacked towards
 * the rooftops. The gentle first stage: every gap is short and the
 * manuscripts wait on the highest awning of each block. Rats run the pavements past the first
 * gutter (the weapon waits just before the first), and iron railings guard the last street.
 */
export const PLATFORMER_STAGE_PARIS: PlatformerStage = {
  id: 'paris',
  spawn: { x: 50, y: 300 },
  rects: [
    groundRect(0, 350, 700),
    groundRect(820, 350, 680),
    groundRect(1620, 350, 580),
    groundRect(2320, 350, 380),
    endPlatformRect(2700, 350),
    platformRect(300, 260, 120),
    platformRect(480, 190, 100),
    platformRect(1000, 270, 150),
    platformRect(1250, 200, 120),
    platformRect(1800, 260, 140),
    platformRect(2000, 180, 120),
    platformRect(2400, 270, 100),
  ],
  pickups: [
    pickupOn('paris-manuscript-1', 'manuscript', 515, 190),
    pickupOn('paris-weapon-1', 'weapon', 1060, 270),
    pickupOn('paris-manuscript-2', 'manuscript', 1295, 200),
    pickupAt('paris-health-1', 'health', 1545, 250),
    pickupOn('paris-manuscript-3', 'manuscript', 2045, 180),
    pickupOn('paris-health-2', 'health', 2435, 270),
  ],
  enemies: [enemyOn('paris-rat-1', 'rat', 1150, 350, 300, 1), enemyOn('paris-rat-2', 'rat', 1680, 350, 300, 1)],
  hazards: [hazardOn(2560, 350, 48, 24)],
};
