/**
 * Platformer constants of spec 02 §9. Speeds are pixels per fixed step of
 * 1/60 s, as the original ran them per animation frame at 60 Hz.
 */
export const PLATFORMER_SETTINGS = {
  gravity: 0.5,
  jumpVelocity: -12,
  moveSpeed: 5,
  cameraMargin: 300,
  worldWidth: 3000,
  playerWidth: 40,
  playerHeight: 50,
  pickupSize: 30,
  canvasWidth: 800,
  canvasHeight: 400,
  /** The player dies once the top of their box is below this line. */
  fallDeathY: 500,
  /** The end zone starts 250 px before the world's right edge. */
  endZoneX: 3000 - 250,
  maxHealth: 100,
  startHealth: 100,
  manuscriptsPerStage: 3,
  stepMs: 1000 / 60,
  /** Longer frames (a background tab, a breakpoint) count as this long. */
  maxFrameMs: 250,
  quoteBannerMs: 5000,
  /** The screen reports completion this long after victory (spec 02 §4). */
  victoryReportDelayMs: 5000,
} as const;

/** What each pickup gives (spec 02 §5, §9). Health is capped at maxHealth. */
export const PLATFORMER_PICKUP_EFFECTS = {
  health: { health: 20, score: 50 },
  weapon: { health: 0, score: 100 },
  manuscript: { health: 0, score: 200 },
} as const;

/** Manuscript counts across the run at which the companion speaks. */
export const PLATFORMER_COMPANION_COUNTS = [1, 3, 5] as const;

export const PLATFORMER_STAGE_ORDER = ['paris', 'spain', 'africa'] as const;

export const PLATFORMER_QUOTE_BANNER_TICKS = Math.round(PLATFORMER_SETTINGS.quoteBannerMs / PLATFORMER_SETTINGS.stepMs);
