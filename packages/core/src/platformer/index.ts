export {
  boxesOverlap,
  livePlatformerEnemies,
  platformerEnemyBox,
  platformerEnemyFacing,
  platformerPlayerBox,
  touchesPlatformerHazard,
} from './combat.js';
export {
  PLATFORMER_COMBAT,
  PLATFORMER_COMPANION_COUNTS,
  PLATFORMER_PICKUP_EFFECTS,
  PLATFORMER_QUOTE_BANNER_TICKS,
  PLATFORMER_RULES_VERSION,
  PLATFORMER_SETTINGS,
  PLATFORMER_STAGE_ORDER,
} from './constants.js';
export {
  createPlatformer,
  platformerCameraX,
  platformerFinalScore,
  platformerQuoteBanner,
  restartPlatformerStage,
  stepPlatformer,
} from './game.js';
export { advancePlatformerBody, touchesPlatformerPickup } from './physics.js';
export { planPlatformerRoute } from './route-planner.js';
export { PLATFORMER_STAGE_AFRICA } from './stage-africa.js';
export { PLATFORMER_STAGE_PARIS } from './stage-paris.js';
export { PLATFORMER_STAGE_SPAIN } from './stage-spain.js';
export { PLATFORMER_ENEMY_SIZES } from './stage-parts.js';
export { PLATFORMER_STAGES, nextPlatformerStage, platformerStageById, validatePlatformerStage } from './stages.js';
export { platformerMissingManuscripts, platformerNeedMoreMessage } from './tick.js';
export type * from './types.js';
