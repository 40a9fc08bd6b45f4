/**
 * Texts and limits of the app shell: toasts, the local error log and the error boundary
 * (spec 01 §3 error log entry, spec 02 toast and error boundary). Numbers are in milliseconds
 * unless their name says otherwise.
 */

export type ToastType = 'success' | 'info' | 'warning';

/** Spec 02 §9: default duration 3000 ms, default type success, slide-out 500 ms before the end. */
export const TOAST_DEFAULTS = {
  type: 'success',
  durationMs: 3000,
  leaveBeforeEndMs: 500,
} as const satisfies { type: ToastType; durationMs: number; leaveBeforeEndMs: number };

export const TOAST_MESSAGES = {
  regionLabel: 'Notifications',
  dismiss: 'Dismiss notification',
} as const;

export const ERROR_LOG_LEVELS = ['info', 'warning', 'error', 'critical'] as const;
export type ErrorLogLevel = (typeof ERROR_LOG_LEVELS)[number];

export const ERROR_LOG_CATEGORIES = ['performance', 'unknown'] as const;
export type ErrorLogCategory = (typeof ERROR_LOG_CATEGORIES)[number];

export const ERROR_LOG_LIMITS = {
  maxEntries: 50,
} as const;

/** Messages for errors that carry no usable message of their own. */
export const ERROR_LOG_MESSAGES = {
  unknownError: 'Unknown error',
  unhandledRejection: 'Unhandled promise rejection',
} as const;

/** Spec 02 §4 and §9. "More than" is strict: the limit itself is still allowed. */
export const ERROR_BOUNDARY_LIMITS = {
  /** Retry is blocked above this many errors… */
  retryBlockErrorCount: 5,
  /** …while fewer than this many ms have passed since the last reset. */
  retryBlockWindowMs: 5000,
  /** Retry is also blocked above this many resets (retries and full resets)… */
  resetBurstCount: 3,
  /** …within this many ms. */
  resetBurstWindowMs: 10_000,
  /** A full reset is blocked this long after the previous one. */
  fullResetCooldownMs: 10_000,
  /** Above this many errors the crash-loop screen replaces the recoverable one. */
  crashLoopErrorCount: 10,
} as const;

export const ERROR_BOUNDARY_MESSAGES = {
  title: 'Something went wrong',
  intro: 'An unexpected error stopped this screen. You can try again, or reset the game.',
  unknownError: 'Unknown error',
  tryAgain: 'Try Again',
  resetGame: 'Reset Game',
  resetHint: 'Reset Game backs up your local data, then clears it.',
  retryBlocked: 'Too many errors in a short time. Please wait a few seconds before trying again.',
  resetBlocked: 'The game was reset moments ago. Please wait a few seconds before resetting again.',
  crashTitle: 'The game keeps crashing',
  crashIntro:
    'The game has failed many times in a row. Reset the game to clear its local data (a backup is kept), or reload the page.',
  reloadPage: 'Reload Page',
} as const;
