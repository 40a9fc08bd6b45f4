/** Texts of mini-game results: the server's refusals and what the game screen says of them. */

/** What the server answers when it refuses a result (422 and 409). */
export const MINI_GAME_RESULT_MESSAGES = {
  notFinished: 'This result could not be verified: the run does not reach the end.',
  continuesAfterEnd: 'This result could not be verified: the run goes on after the end.',
  invalidRun: 'This result could not be verified: the run is not possible in the game.',
  scoreMismatch: 'This result could not be verified: the score does not match the run.',
  tooLong: 'This result could not be verified: the run is too long.',
  alreadyRecorded: 'This result was already recorded.',
} as const;

/** What the game screen says while a mini-game loads and when its result earns nothing. */
export const MINI_GAME_SCREEN_MESSAGES = {
  loading: 'Loading…',
  notVerified: 'Your result could not be verified, so no reward was given.',
  notSent: 'Your result could not be sent. Please check your connection.',
} as const;
