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
  /** Ours: a write that lost a lock race with another one, after a few tries (issue 33). */
  busy: 'The server is busy with a change to the same thing. Please try again in a moment.',
  unsupportedMediaType: 'Unsupported content type',
  /** Ours: text the database cannot store, named by its field. */
  nulCharacter: '{field} must not contain NUL characters',
  loneSurrogate: '{field} must not contain unpaired surrogate characters',
  tooDeep: '{field} is nested too deeply',
  /** Ours: a 429 that says when to come back. */
  retryAfter: 'Too many requests. Please try again in {seconds} seconds.',
  /** Ours: a multipart upload cut short. */
  uploadTruncated: 'The upload was cut short. Please try again.',
} as const;

/** The home page (spec 01 §2). */
export const HOME_MESSAGES = {
  enterWorld: 'Enter A New World',
  goToDashboard: 'Go to Dashboard',
  todaysWisdom: "Today's Wisdom",
  saveToCollection: 'Save to Collection',
  quoteOfTheDay: 'Quote of the Day',
  enterTheGame: 'Enter the Game',
  /** Ours: the spec asks for a secret message and leaves the words to us. */
  secretMessage:
    'Psst. The best corners of the internet were never on a front page: someone built them by hand, just for the joy of it. Yours is waiting.',
  /** Ours: the Your Worlds section before the player has built one. */
  yourWorldsEmpty: "You haven't built a world yet. The first one is the hardest, and the most fun.",
  /** Ours: the way from the secret to building a real world. */
  buildRealWorld: 'Build a real world',
  /** Ours: the save buttons' busy and done states. */
  saving: 'Saving...',
  saved: 'Saved',
  /** Ours: what the flying pixel bird is, for screen readers. */
  birdLabel: 'A pixel bird flaps across the page',
} as const;

/** Spec 01 §8 Login, §5 validation, and the answers of the auth calls. */
export const AUTH_MESSAGES = {
  loadingAuth: 'Loading authentication...',
  loggedOut: 'Logged out successfully',
  /** Ours (issue 14): after 'Sign out everywhere'. */
  loggedOutEverywhere: 'Signed out on every device',
  sessionExpiredLogin: 'Your session has expired. Please login again.',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid username or password. Please try again.',
  cannotReachServer: 'Unable to connect to the server. Please check your internet connection.',
  cannotReachAuthServer: 'Unable to connect to the authentication server. Please check your network connection.',
  loginFailedCheck: 'Login failed. Please check your credentials and try again.',
  invalidLoginResponse: 'Invalid login response from server',
  invalidResponse: 'Invalid response from server. Please try again.',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  refreshSessionExpired: 'Session expired. Please log in again.',
  refreshUnreachable: 'Unable to connect to authentication server. Please try again later.',
  invalidRefreshFormat: 'Invalid refresh token format',
  invalidRefreshToken: 'Your session is no longer valid. Please log in again.',
  authRequired: 'Authentication required',
  loginSuccess: 'Login successful',
  registerSuccess: 'Registration successful',
  tokenRefreshed: 'Token refreshed',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that e-mail already exists',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be at most 30 characters long',
  usernameCharacters: 'Username may use letters, numbers, dots, dashes and underscores only',
  emailInvalid: 'Please enter a valid e-mail address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordIsUsername: 'Password must not be the same as your username',
  passwordRequirements: 'Password must be at least 6 characters long and must not be the same as your username.',
  forgotPasswordSent: 'If an account exists for that e-mail address, we have sent a link to reset the password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetSuccess: 'Your password has been changed. You can now log in.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/**
 * Decision 0220: /game when the stored session could not be renewed. The notice itself is the spec's
 * AUTH_MESSAGES.sessionExpiredLogin; these are ours.
 */
export const GAME_SESSION_EXPIRED_MESSAGES = {
  heading: 'Session expired',
  logIn: 'Log in again',
  playAsGuest: 'Play as a guest instead',
  guestStartsFresh: 'As a guest you start at the beginning; your own progress waits on your account.',
} as const;

/** Spec 02 §3 and §8, feedback form. */
export const FEEDBACK_MESSAGES = {
  gameplayRequired: 'Please tell us about your gameplay experience',
  thanks: 'Thank you for your feedback!',
  received: 'Feedback received',
} as const;

export const DIAGNOSTICS_MESSAGES = {
  received: 'Error report received',
  apiOk: 'API connection OK',
  apiFailed: 'API connection failed',
  noErrors: 'No errors logged',
  cleared: 'Error log cleared',
} as const;

// The game's own texts live beside this file, one module per part, all exported from here; the
// mini-games' texts are exported by the package index, so they load only with the mini-games.
export * from './messages/tiles.js';
export * from './messages/maps.js';
export * from './messages/npcs.js';
export * from './messages/quotes.js';
export * from './messages/progression.js';
export * from './messages/artifacts.js';
export * from './messages/state.js';
export * from './messages/minigames.js';
export * from './messages/game-screen.js';
export * from './messages/account-settings.js';
export * from './messages/world-builder.js';
export * from './messages/tilesets.js';
export * from './messages/stories.js';

/** Spec 01 §5 and §8: worlds and pages. */
export const WORLD_MESSAGES = {
  nameTooShort: 'World name must be at least 3 characters long',
  descriptionTooShort: 'World description must be at least 10 characters long',
  deleted: 'World deleted',
  mapTypeRequired: 'Map type is required',
  loadFailed: 'Failed to load worlds',
  createFailed: 'Failed to create world',
  loadWorldFailed: 'Failed to load world data',
  loadingWorld: 'Loading world...',
  notFound: 'World not found',
  npcFailed: 'Failed to interact with NPC',
  /** Ours: a saved place in a world must be ground one can stand on. */
  positionBlocked: 'That is not a place one can stand in this world',
  positionSaved: 'Position saved',
  /** Ours (decision 0217): the world page's empty lists and its byline. */
  noNpcs: 'No one lives in this world yet.',
  noPortals: 'No portals lead out of this world yet.',
  createdBy: 'Created by {name}',
  /** Ours (issue 34): a like is for other players' worlds. */
  likeOwnWorld: 'You cannot like your own world',
  /** Ours (issue 34): Explore's cursor is opaque; one that was not ours, or is broken, starts no page. */
  badExploreCursor: 'That page of Explore could not be found; start again from the first page',
  /** Ours (issue 34): the Featured row holds six. */
  featuredFull: 'Six worlds are featured already; take one out of the Featured row first',
} as const;

/** Spec 01 §8: profile. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load your game data. Please try again later.',
  avatarFailed: 'Failed to upload avatar. Please try again.',
  updateFailed: 'Failed to update profile',
  avatarUploaded: 'Avatar uploaded successfully!',
  profileUpdated: 'Profile updated successfully!',
  imageOnly: 'Please select an image file',
  avatarTooLarge: 'File size should be less than 2MB',
  /** Ours: the limit the server and the avatar form really keep (the spec's 2MB text predates it). */
  avatarOverLimit: 'File size should be less than 5MB',
  fileRequired: 'Please select a file first',
} as const;

/** Spec 01 §2: texts of the screens themselves. */
export const SCREEN_MESSAGES = {
  loading: 'Loading...',
  loggingIn: 'Logging in...',
  gameLoadingTitle: 'LOADING...',
  gameLoadingDetail: 'Initializing the world...',
  gameHint: "Press 'M' to view World Map | Press 'F' for Feedback",
  /** Ours: says in words what the canvas shows, that someone is within talk range. */
  talkHint: "Press 'T' to talk to {name}",
  createNewArtifact: 'Create New Artifact',
  loadingArtifacts: 'Loading artifacts...',
  yourWorlds: 'Your Worlds',
  createNewWorld: 'Create New World',
  pressTheButton: 'Press the Button',
  quoteSaved: 'Quote saved to your collection!',
} as const;

/** Spec 02 §2 and §9: the reward modal, the saved-quotes panel and its PDF. */
export const REWARD_MESSAGES = {
  level1Title: 'Level 1 Complete',
  rewardValue: '$1000 value',
  genericTitle: 'Achievement Unlocked!',
  yourArtifact: 'Your Artifact',
} as const;

export const QUOTE_PANEL_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  sharedWith: 'Quotes shared with {email}',
  pdfTitle: 'My Quote Collection',
  pdfGeneratedOn: 'Generated on {date}',
  pdfFileName: 'authentic-internet-quotes.pdf',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
