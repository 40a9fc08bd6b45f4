import { ADVENTURE_COMMAND_LOG_LIMIT } from '../adventure/adventure-constants.js';

// Their own module: the API contracts need the limits, not the engines that replay (so the game's
// first load does not carry the adventure, the terminal and the platformer).

/** At most an hour of platformer play at 60 steps a second. */
export const PLATFORMER_REPLAY_MAX_STEPS = 60 * 60 * 60;
export const ADVENTURE_REPLAY_MAX_COMMANDS = ADVENTURE_COMMAND_LOG_LIMIT;
export const TERMINAL_REPLAY_MAX_MOVES = 200;
