/**
 * Every user-facing message of the spec, one constant each (STYLE.md habit 9).
 * Screens, the server and tests all read these, so a text is typed exactly once.
 */

/** Spec 01 §8, HTTP and session. */
export const HTTP_MESSAGES = {
  authFailed: 'Authentication failed',
  sessionExpired: 'Session expired. Please log in again.',
  badRequest: 'Invalid request',
  forbidden: 'Access forbidden',
  notFound: 'Resource not found',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your connection.',
} as const;

/** Answers of the API itself for requests no route handles. */
export const API_MESSAGES = {
  routeNotFound: 'Resource not found',
  malformedJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  unsupportedMediaType: 'Unsupported content type',
} as const;

/** The home page (spec 01 §2). */
export const HOME_MESSAGES = {
  enterWorld: 'Enter A New World',
} as const;
