/**
 * Texts of the platformer (spec 02 §2 Platformer, §4, §9). The controls hint is
 * the spec's; the stage names, manuscript pages and companion lines are ours.
 */

export const PLATFORMER_TEXTS = {
  /** Level 4 is the platformer: the level-3 question names it (spec 01 §4). */
  title: 'The Hemingway Challenge',
  controlsHint: 'Use ARROW KEYS or WASD to move | UP or SPACE to jump | ESC to exit',
  score: 'Score',
  health: 'Health',
  tryAgain: 'Try Again',
  exitGame: 'Exit Game',
  gameOver: 'Game Over',
  victory: 'Victory!',
  victoryDetail: 'All three stages cleared. The manuscripts are safe.',
  /** Ours (decision 0239): the weapon's key, beside the spec's hint rather than inside it. */
  fireHint: 'F or X to fire, once you have picked up the weapon',
  weapon: 'Weapon',
  weaponReady: 'ready',
  weaponNone: 'none yet',
  fire: 'Fire',
  /** Why the attempt ended, under Game Over. */
  fell: 'You fell.',
  outOfHealth: 'You ran out of health.',
  /** {stage} is the stage's name: Try Again never goes back to Paris. */
  retryDetail: 'Try Again starts {stage} again from where it began.',
  /** Shown on a phone held upright. */
  rotateHint: 'Turn your phone sideways for a bigger view.',
  landscape: 'Play in landscape',
} as const;

/** {count} is the number of manuscripts still missing in the stage. */
export const PLATFORMER_NEED_MORE_MANUSCRIPTS = 'You need {count} more manuscripts to continue.';
export const PLATFORMER_NEED_ONE_MORE_MANUSCRIPT = 'You need 1 more manuscript to continue.';

export const PLATFORMER_STAGE_NAMES = {
  paris: 'Paris',
  spain: 'Spain',
  africa: 'Africa',
} as const;

/** What the companion says when the run's manuscript count reaches 1, 3 and 5. */
export const PLATFORMER_COMPANION_MESSAGES = {
  1: 'Companion: "The first page! The ink is still wet. Whoever wrote this was in a hurry."',
  3: 'Companion: "Three pages. It is a story about a writer who lost everything but his notebook."',
  5: 'Companion: "Five. I can almost read the ending now. Keep going, it gets better."',
} as const;

/** The page each manuscript shows in the quote banner, by pickup id. */
export const PLATFORMER_MANUSCRIPT_PAGES = {
  'paris-manuscript-1': 'Page found: "The café was warm, the page was cold, and the sentence would not come."',
  'paris-manuscript-2': 'Page found: "Rain on the rooftops of Paris sounds like someone typing in the next room."',
  'paris-manuscript-3': 'Page found: "Stop while you still know what happens next. Tomorrow will thank you."',
  'spain-manuscript-1': 'Page found: "The road to Pamplona was dust, wine and the sound of bells."',
  'spain-manuscript-2': 'Page found: "Courage is writing the true thing when the false one sounds better."',
  'spain-manuscript-3': 'Page found: "From the ridge the whole valley looked like a story not yet told."',
  'africa-manuscript-1': 'Page found: "The grass ran gold to the mountain, and the mountain did not care."',
  'africa-manuscript-2': 'Page found: "At night the fire was the only sentence anyone needed."',
  'africa-manuscript-3': 'Page found: "Write what you saw, not what you hoped to see. Then write it again, shorter."',
} as const;
