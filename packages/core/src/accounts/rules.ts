import { AUTH_MESSAGES } from '../messages.js';

/** Account limits (spec 01 §5 and §9). */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  passwordMax: 200,
  emailMax: 254,
} as const;

/** Letters, digits, dot, dash, underscore: safe in URLs, mentions and file names. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Problems with a username, empty when it is fine. */
export function usernameProblems(username: string): string[] {
  const value = username.trim();
  const problems: string[] = [];
  if (value.length < ACCOUNT_LIMITS.usernameMin) problems.push(AUTH_MESSAGES.usernameTooShort);
  if (value.length > ACCOUNT_LIMITS.usernameMax) problems.push(AUTH_MESSAGES.usernameTooLong);
  if (value.length > 0 && !USERNAME_PATTERN.test(value)) problems.push(AUTH_MESSAGES.usernameCharacters);
  return problems;
}

/** Problems with a password for this username, empty when it is fine. */
export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < ACCOUNT_LIMITS.passwordMin) problems.push(AUTH_MESSAGES.passwordTooShort);
  if (username.trim() && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    problems.push(AUTH_MESSAGES.passwordIsUsername);
  }
  return problems;
}

/** Usernames and e-mail addresses are unique regardless of case. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

/** A decoded access-token payload says when it expires (seconds since epoch). */
export function secondsUntilExpiry(expSeconds: number, nowMs: number): number {
  return expSeconds - nowMs / 1000;
}

/**
 * When to refresh (spec 01 §4, §9): 5 minutes before expiry, at least 1 s
 * from now. `null` means "refresh now": 5 minutes or less remain.
 */
export const REFRESH_LEAD_MS = 5 * 60 * 1000;
export const REFRESH_MIN_DELAY_MS = 1000;

export function refreshDelayMs(expSeconds: number, nowMs: number): number | null {
  const remainingMs = expSeconds * 1000 - nowMs;
  if (remainingMs <= REFRESH_LEAD_MS) return null;
  return Math.max(REFRESH_MIN_DELAY_MS, remainingMs - REFRESH_LEAD_MS);
}
