/** Texts of mini-game results: the server's refusals and what the game screen says of them. */

/** What the server answers when it refuses a result (422 and 409). */
export const MINI_GAME_RESULT_MESSAGES = {
  notFinished: 'This result could not be verified: the run does not reach the end.',
  continuesAfterEnd: 'This result could not be verified: the run goes on after the end.',
  invalidRun: 'This result could not be verified: the run is not possible in the game.',
  scoreMismatch: 'This result could not be verified: the score does not match the run.',
  tooLong: 'This result could not be verified: the run is too long.',
  /** Ours (decision 0239): a platformer run from before enemies and the weapon. */
  outdated: 'This result could not be verified: it was played on an older version of the game.',
  alreadyRecorded: 'This result was already recorded.',
  /** Ours (decision 0231): 503 when every replay thread is busy and the queue is full. */
  busy: 'The server is busy checking other results. Please try again in a moment.',
  /** Ours: 503 when a replay ran over its time budget. */
  notCheckedInTime: 'This result could not be checked in time. Please try again in a moment.',
  /** Ours: 429 while a player's earlier results are still being replayed. */
  stillChecking: 'Your earlier results are still being checked. Please wait for them first.',
} as const;

/** What the game screen says while a mini-game loads and when its result earns nothing. */
export const MINI_GAME_SCREEN_MESSAGES = {
  loading: 'Loading…',
  notVerified: 'Your result could not be verified, so no reward was given.',
  notSent: 'Your result could not be sent. Please check your connection.',
  /** Ours (decision 0231): a run longer than the server replays is not sent. */
  tooLong:
    'Your run took too long to be verified, so no reward was given: each try at a stage must end within 4 or 5 minutes, and the whole run within 20.',
  /** Ours: the server stayed too busy to check the result after a few tries. */
  busy: 'The server was too busy to check your result. Please try again later.',
} as const;
