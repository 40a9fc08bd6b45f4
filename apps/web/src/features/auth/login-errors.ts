import { AUTH_MESSAGES, HTTP_MESSAGES } from '@authentic/core';
import { ApiError } from '../../lib/api-client';

/** Spec 01 §8 Login: the text to show for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.loginFailedCheck;
  if (error.status === undefined) return AUTH_MESSAGES.cannotReachServer;
  if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (error.status === 200) return AUTH_MESSAGES.invalidLoginResponse;
  if (error.status >= 500) return HTTP_MESSAGES.serverError;
  return error.serverMessage || AUTH_MESSAGES.loginFailedCheck;
}

/** No answer, a network error or a server failure (5xx): worth the connection diagnostics. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === undefined || error.status >= 500;
}

/** Spec 01 §5: registration uses the server message, or 'Registration failed'. */
export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.registrationFailed;
  if (error.status === undefined) return AUTH_MESSAGES.cannotReachServer;
  if (error.status === 200) return AUTH_MESSAGES.invalidResponse;
  if (error.status >= 500) return HTTP_MESSAGES.serverError;
  return error.serverMessage || AUTH_MESSAGES.registrationFailed;
}
