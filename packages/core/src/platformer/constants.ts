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

/**
 * Enemies, hazards and the weapon (decision 0239). The spec gives none of these numbers; they are
 * chosen to sit inside its own: a touch costs what a health pickup gives back, an enemy scores
 * what the smallest pickup does, and every speed keeps positions on multiples of 0.5 px, so the
 * arithmetic stays exact and a replay agrees with the screen.
 */
export const PLATFORMER_COMBAT = {
  /** Health lost to a touch of an enemy or a hazard (a health pickup gives back as much). */
  damage: 20,
  /** Steps after a hurt during which nothing hurts again (1 s): one touch is never instant death. */
  invulnerableTicks: 60,
  /** Score for an enemy shot or stomped: the smallest pickup's 50. */
  enemyScore: 50,
  /** Upward speed after stomping an enemy (a hop, two thirds of a jump). */
  stompBounce: -8,
  /** The weapon's shot: a 12×8 ink blot flying level at 8 px a step for 60 steps (480 px). */
  projectileWidth: 12,
  projectileHeight: 8,
  projectileSpeed: 8,
  projectileTicks: 60,
  /** Steps between shots while fire is held (3 a second), and shots in the air at once. */
  fireCooldownTicks: 20,
  maxProjectiles: 2,
} as const;

/** The version of the rules a recorded run was played under; older runs cannot be replayed (decision 0239). */
export const PLATFORMER_RULES_VERSION = 2;

/** Manuscript counts across the run at which the companion speaks. */
export const PLATFORMER_COMPANION_COUNTS = [1, 3, 5] as const;

export const PLATFORMER_STAGE_ORDER = ['paris', 'spain', 'africa'] as const;

export const PLATFORMER_QUOTE_BANNER_TICKS = Math.round(PLATFORMER_SETTINGS.quoteBannerMs / PLATFORMER_SETTINGS.stepMs);
