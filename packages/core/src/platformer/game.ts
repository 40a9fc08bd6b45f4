import { PLATFORMER_SETTINGS as S, PLATFORMER_STAGE_ORDER } from './constants.js';
import { enterPlatformerStage, tickPlatformer } from './tick.js';
import type { PlatformerEvent, PlatformerInput, PlatformerState, PlatformerStepResult } from './types.js';

/** Lag is counted in 1/60 ms, so one fixed step is exactly this many units. */
const UNITS_PER_STEP = 1000;
/** Absorbs the rounding of a frame of exactly 1000/60 ms. */
const ROUNDING = 1e-6;

/** A new run at the start of Paris with full health and no score. */
export function createPlatformer(): PlatformerState {
  const blank: PlatformerState = {
    stage: PLATFORMER_STAGE_ORDER[0],
    status: 'playing',
    player: {
      position: { x: 0, y: 0 },
      velocity: { x: 0, y: 0 },
      facing: 'right',
      grounded: true,
      health: S.startHealth,
      score: 0,
      armed: false,
      invulnerableTicks: 0,
    },
    pickups: [],
    manuscriptsCollected: 0,
    companionCountsSpoken: [],
    inEndZone: false,
    quoteBanner: null,
    stageStart: { score: 0, health: S.startHealth, armed: false, manuscriptsCollected: 0 },
    stageTicks: 0,
    defeatedEnemies: [],
    projectiles: [],
    fireCooldown: 0,
    lagUnits: 0,
    ticks: 0,
  };
  return enterPlatformerStage(blank, blank.stage);
}

/**
 * Advances the game by a frame of `dtMs`: the time joins the lag, and fixed
 * steps of 1000/60 ms run while there is a whole step of it. Frames longer
 * than 250 ms count as 250 ms, so a tab coming back from the background does
 * not fast-forward the player into a pit. Nothing moves once the player is
 * dead or has won.
 */
export function stepPlatformer(state: PlatformerState, input: PlatformerInput, dtMs: number): PlatformerStepResult {
  if (state.status !== 'playing') return { state, events: [] };
  const frameMs = Number.isFinite(dtMs) ? Math.min(S.maxFrameMs, Math.max(0, dtMs)) : 0;
  const events: PlatformerEvent[] = [];
  let lag = state.lagUnits + frameMs * 60;
  let current = state;
  while (lag >= UNITS_PER_STEP - ROUNDING && current.status === 'playing') {
    current = tickPlatformer(current, input, events);
    lag -= UNITS_PER_STEP;
  }
  const lagUnits = current.status === 'playing' ? Math.max(0, lag) : 0;
  return { state: { ...current, lagUnits }, events };
}

/**
 * Plays the current stage again from its start, never from Paris: spawn point, every pickup and
 * enemy back, and the score, health, weapon and manuscript count it began with.
 */
export function restartPlatformerStage(state: PlatformerState): PlatformerState {
  const { score, health, armed, manuscriptsCollected } = state.stageStart;
  return enterPlatformerStage(
    { ...state, player: { ...state.player, score, health, armed }, manuscriptsCollected },
    state.stage,
  );
}

/**
 * The left edge of a view `viewWidth` px wide (the 800 px canvas unless a phone held upright shows
 * less, decision 0239): the player stays 3/8 of it (300 px of 800) from its left edge, and the view
 * never leaves the world.
 */
export function platformerCameraX(state: PlatformerState, viewWidth: number = S.canvasWidth): number {
  const margin = Math.round((viewWidth * S.cameraMargin) / S.canvasWidth);
  const x = state.player.position.x - margin;
  return Math.min(S.worldWidth - viewWidth, Math.max(0, x));
}

/** The score the run is rewarded for (the rewards themselves are computed elsewhere). */
export function platformerFinalScore(state: PlatformerState): number {
  return state.player.score;
}

/** The manuscript page on show, or `null` once its 5 s are over. */
export function platformerQuoteBanner(state: PlatformerState): string | null {
  return state.quoteBanner?.text ?? null;
}
