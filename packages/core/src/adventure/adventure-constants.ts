/**
 * Spec 02 §9, text adventure. Nothing lowers inspiration (spec 02 §4, decision 0240); learning
 * still gives back what a run saved under the old rules of decision 0132 had lost.
 */
export const ADVENTURE_INSPIRATION_START = 100;
export const ADVENTURE_INSPIRATION_MAX = 100;
/** What learning a knowledge flag for the first time gives back, up to the maximum. */
export const ADVENTURE_LEARNING_REWARD = 10;
export const ADVENTURE_TYPEWRITER_MS_PER_CHAR = 30;
export const ADVENTURE_AUTOSAVE_DEBOUNCE_MS = 2000;
export const ADVENTURE_MUSIC_VOLUME = 0.3;
export const ADVENTURE_ENDING_MUSIC_VOLUME = 0.4;
export const ADVENTURE_COMPLETION_EXP = 100;
/** Spec 02 §4: quit exits after 1 s. */
export const ADVENTURE_QUIT_DELAY_MS = 1000;
/** The history a run keeps (and saves); older lines scroll away for good. */
export const ADVENTURE_HISTORY_LIMIT = 200;
/** Marker saved with a won run (spec 02 §4: completion saves markers 'complete'). */
export const ADVENTURE_COMPLETE_MARKER = 'sanctuary::complete';
/** The longest command log a run keeps for the server's replay (decision 0211). */
export const ADVENTURE_COMMAND_LOG_LIMIT = 2000;
