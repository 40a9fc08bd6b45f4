import type { Direction } from '../shared/geometry.js';
import type { PLATFORMER_STAGE_ORDER } from './constants.js';

export type PlatformerStageId = (typeof PLATFORMER_STAGE_ORDER)[number];

/** Ground and the end platform are solid; a platform is only stood on from above. */
export type PlatformerRectType = 'ground' | 'platform' | 'end-platform';

export interface PlatformerRect {
  x: number;
  y: number;
  width: number;
  height: number;
  type: PlatformerRectType;
}

export type PlatformerPickupType = 'health' | 'manuscript' | 'weapon';

/** A 30×30 pickup; x and y are its top-left corner in world pixels. */
export interface PlatformerPickup {
  id: string;
  x: number;
  y: number;
  type: PlatformerPickupType;
  collected: boolean;
}

/** What an enemy looks like; the rules treat every kind alike. */
export type PlatformerEnemyKind = 'rat' | 'bull' | 'hyena' | 'vulture';

/**
 * An enemy pacing to and fro: its box starts at (x, y), walks right `range` px at `speed` px a
 * step, turns, walks back, and so on. Where it is is a pure function of the steps since the stage
 * began (`platformerEnemyBox`), so a replay finds it where the player saw it.
 */
export interface PlatformerEnemy {
  id: string;
  kind: PlatformerEnemyKind;
  x: number;
  y: number;
  width: number;
  height: number;
  range: number;
  speed: number;
}

/** Something that hurts to touch and never moves (spikes, cactus, thorns); not solid. */
export interface PlatformerHazard {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlatformerStage {
  id: PlatformerStageId;
  /** Top-left corner of the player's box at the start of the stage. */
  spawn: { x: number; y: number };
  rects: readonly PlatformerRect[];
  pickups: readonly PlatformerPickup[];
  enemies: readonly PlatformerEnemy[];
  hazards: readonly PlatformerHazard[];
}

/** A box in world pixels, top-left corner and size. */
export interface PlatformerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A shot of the weapon in flight: its top-left corner, its speed per step and the steps it has left. */
export interface PlatformerProjectile {
  x: number;
  y: number;
  vx: number;
  ticksLeft: number;
}

export type PlatformerFacing = Extract<Direction, 'left' | 'right'>;

/** What moves: the player's box (top-left corner, pixels) and its speed per step. */
export interface PlatformerBody {
  position: { x: number; y: number };
  velocity: { x: number; y: number };
  facing: PlatformerFacing;
  grounded: boolean;
}

export interface PlatformerPlayer extends PlatformerBody {
  health: number;
  score: number;
  /** Whether a weapon pickup has been taken, so fire shoots. */
  armed: boolean;
  /** Steps left during which no enemy or hazard hurts (after a hurt). */
  invulnerableTicks: number;
}

export interface PlatformerInput {
  left: boolean;
  right: boolean;
  jump: boolean;
  /** Shoots while held, once armed; leaving it out is not firing. */
  fire?: boolean;
}

export type PlatformerStatus = 'playing' | 'dead' | 'victory';

export interface PlatformerState {
  stage: PlatformerStageId;
  status: PlatformerStatus;
  player: PlatformerPlayer;
  /** The current stage's pickups with their collected flags. */
  pickups: PlatformerPickup[];
  /** Manuscripts collected over the whole run, for the companion. */
  manuscriptsCollected: number;
  /** Companion counts already spoken this run, so a retried stage does not repeat them. */
  companionCountsSpoken: number[];
  /** Whether the player was in the end zone after the last step, so its message shows once per visit. */
  inEndZone: boolean;
  /** The manuscript page on show and how many more steps it stays. */
  quoteBanner: { text: string; ticksLeft: number } | null;
  /** Score, health, weapon and manuscript count when the stage began; a restart goes back to them. */
  stageStart: { score: number; health: number; armed: boolean; manuscriptsCollected: number };
  /** Fixed steps since the current attempt at the stage began: where the enemies are. */
  stageTicks: number;
  /** Ids of the current stage's enemies shot or stomped in this attempt. */
  defeatedEnemies: string[];
  projectiles: PlatformerProjectile[];
  /** Steps before the weapon may fire again. */
  fireCooldown: number;
  /** Time not yet simulated, in 1/60 ms so whole-millisecond frames add up exactly. */
  lagUnits: number;
  /** Fixed steps simulated since the run began. */
  ticks: number;
}

export type PlatformerEvent =
  | { type: 'pickup'; pickupId: string; pickupType: PlatformerPickupType; scoreGained: number; healthGained: number }
  | { type: 'companionMessage'; count: number; message: string }
  | { type: 'needMoreManuscripts'; missing: number; message: string }
  | { type: 'stageComplete'; stage: PlatformerStageId; nextStage: PlatformerStageId }
  | { type: 'victory'; score: number }
  | { type: 'hurt'; source: 'enemy' | 'hazard'; damage: number; health: number }
  | { type: 'enemyDefeated'; enemyId: string; by: 'shot' | 'stomp'; scoreGained: number }
  | { type: 'shot' }
  /** A fall below y 500, or health run out. */
  | { type: 'death'; stage: PlatformerStageId; cause: 'fall' | 'health' };

export interface PlatformerStepResult {
  state: PlatformerState;
  events: PlatformerEvent[];
}
