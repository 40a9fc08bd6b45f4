import { refreshDelayMs, type PublicUser } from '@authentic/core';
import { tokenExpiry } from './jwt';
import type { StoredSession } from './storage';

/** Spec 01 §4: loading, error, success message, user, isAuthenticated. */
export interface AuthState {
  loading: boolean;
  error: string | null;
  successMessage: string | null;
  user: PublicUser | null;
  isAuthenticated: boolean;
  /** The session ended because it could not be renewed (the login screen says so). */
  expired: boolean;
}

export type AuthAction =
  | { type: 'signedIn'; user: PublicUser }
  | { type: 'signedOut'; expired: boolean; message?: string }
  | { type: 'failed'; message: string }
  | { type: 'userUpdated'; user: PublicUser }
  | { type: 'clearMessages' };

export const signedOut: AuthState = {
  loading: false,
  error: null,
  successMessage: null,
  user: null,
  isAuthenticated: false,
  expired: false,
};

/**
 * The state at start, from what is stored: no token or user → signed out;
 * a token with more than 5 minutes left → signed in; otherwise loading while
 * a refresh decides.
 */
export function initialAuthState(session: StoredSession | null, nowMs: number): AuthState {
  if (!session) return signedOut;
  const exp = tokenExpiry(session.token);
  if (exp !== null && refreshDelayMs(exp, nowMs) !== null) {
    return { ...signedOut, user: session.user, isAuthenticated: true };
  }
  return { ...signedOut, loading: true };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signedIn':
      return { ...signedOut, user: action.user, isAuthenticated: true };
    case 'signedOut':
      return { ...signedOut, expired: action.expired, successMessage: action.message ?? null };
    case 'failed':
      return { ...state, loading: false, error: action.message };
    case 'userUpdated':
      return state.isAuthenticated ? { ...state, user: action.user } : state;
    case 'clearMessages':
      return { ...state, error: null, successMessage: null, expired: false };
  }
}
