import {
  AUTH_MESSAGES,
  authResponseSchema,
  meResponseSchema,
  refreshResponseSchema,
  type AuthResponse,
  type PublicUser,
  type RefreshResponse,
} from '@authentic/core';
import { ApiError, apiRequest } from './api-client';

/** An answer that does not match the contract is an error the player can read. */
function parseAuth(body: unknown, invalidMessage: string): AuthResponse {
  const parsed = authResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(invalidMessage, 200);
  return parsed.data;
}

/** Spec 01 §7: identifier and username carry the same value. */
export async function loginRequest(identifier: string, password: string): Promise<AuthResponse> {
  const body = await apiRequest('/api/auth/login', {
    body: { identifier, username: identifier, password },
    isAuthCall: true,
  });
  return parseAuth(body, AUTH_MESSAGES.invalidResponse);
}

export async function registerRequest(input: { username: string; email: string; password: string }) {
  const body = await apiRequest('/api/auth/register', { body: input, isAuthCall: true });
  return parseAuth(body, AUTH_MESSAGES.invalidResponse);
}

/** A refresh told to slow down waits at most this long per try before asking again. */
const REFRESH_MAX_WAIT_MS = 60_000;
const REFRESH_TRIES = 3;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Renews the tokens. A 429 is not a lost session (the token was not spent): it waits for the
 * server's `retry-after` and asks again, a few times, before giving up with that 429.
 */
export async function refreshRequest(
  refreshToken: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<RefreshResponse> {
  let body: unknown;
  for (let attempt = 1; ; attempt += 1) {
    try {
      body = await apiRequest('/api/auth/refresh', { body: { refreshToken }, isAuthCall: true });
      break;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429 || attempt >= REFRESH_TRIES) throw error;
      await wait(Math.min(REFRESH_MAX_WAIT_MS, (error.retryAfterSeconds ?? 5) * 1000));
    }
  }
  const parsed = refreshResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(AUTH_MESSAGES.invalidResponse, 200);
  return parsed.data;
}

/** Failures are ignored (spec 01 §7): the local session ends either way. */
export async function logoutRequest(refreshToken: string | null): Promise<void> {
  await apiRequest('/api/auth/logout', { body: { refreshToken: refreshToken ?? undefined }, isAuthCall: true }).catch(
    () => undefined,
  );
}

export async function meRequest(): Promise<PublicUser> {
  const parsed = meResponseSchema.safeParse(await apiRequest('/api/auth/me'));
  if (!parsed.success) throw new ApiError(AUTH_MESSAGES.invalidResponse, 200);
  return parsed.data.user;
}

export async function forgotPasswordRequest(email: string): Promise<string> {
  const body = await apiRequest<{ message: string }>('/api/auth/forgot-password', {
    body: { email },
    isAuthCall: true,
  });
  return body.message;
}

export async function resetPasswordRequest(token: string, password: string): Promise<string> {
  const body = await apiRequest<{ message: string }>('/api/auth/reset-password', {
    body: { token, password },
    isAuthCall: true,
  });
  return body.message;
}
