import { ADVENTURE_COMMAND_LOG_LIMIT } from '../adventure/adventure-constants.js';
import type { PlatformerStageId } from '../platformer/types.js';

// Their own module: the API contracts need the limits, not the engines that replay (so the game's
// first load does not carry the adventure, the terminal and the platformer).

/** Fixed steps in a minute of platformer play (60 a second). */
export const PLATFORMER_STEPS_PER_MINUTE = 60 * 60;

/**
 * Fixed steps the route planner's bot takes to clear each stage with every pickup, unhurt past its
 * enemies and hazards (about 13 s).
 * route-planner.test.ts checks these against the planner, so a changed stage changes them.
 */
export const PLATFORMER_PLANNED_STEPS: Readonly<Record<PlatformerStageId, number>> = {
  paris: 791,
  spain: 688,
  africa: 773,
};

/** A person may take this many times as long as the bot over one try at a stage (decision 0231). */
const SLOW_PLAYER_FACTOR = 20;

/**
 * The most fixed steps one try at a stage (a segment of the log) may take: twenty times the bot's
 * route, rounded up to whole minutes: Paris and Africa 5 minutes, Spain 4. A try that ends in a
 * fall counts the same. The screen does not stop a player who dawdles longer; such a run is not
 * sent, and the player is told why (decision 0231).
 */
export const PLATFORMER_STAGE_MAX_STEPS: Readonly<Record<PlatformerStageId, number>> = {
  paris: stageCap('paris'),
  spain: stageCap('spain'),
  africa: stageCap('africa'),
};

function stageCap(stage: PlatformerStageId): number {
  const steps = PLATFORMER_PLANNED_STEPS[stage] * SLOW_PLAYER_FACTOR;
  return Math.ceil(steps / PLATFORMER_STEPS_PER_MINUTE) * PLATFORMER_STEPS_PER_MINUTE;
}

/**
 * The most fixed steps of a whole run, over every try: 20 minutes, one slow try at each stage
 * (14 minutes) and six more of tries that ended in a fall. This, not the hour it was, is what one
 * replay can cost the server at most (about a quarter of a second).
 */
export const PLATFORMER_REPLAY_MAX_STEPS = 20 * PLATFORMER_STEPS_PER_MINUTE;
export const ADVENTURE_REPLAY_MAX_COMMANDS = ADVENTURE_COMMAND_LOG_LIMIT;
export const TERMINAL_REPLAY_MAX_MOVES = 200;
