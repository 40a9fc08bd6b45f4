import { HTTP_MESSAGES } from '@authentic/core';
import { readSession } from './storage';

/** Spec 01 §7 and §9: every call times out after 10 s. */
export const API_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no answer came. */
    readonly status: number | undefined,
    /** The answer's own message, when it sent one. */
    readonly serverMessage?: string,
    readonly passwordRequirements?: string,
    /** On a 429: the seconds the server asked us to wait (its `retry-after`). */
    readonly retryAfterSeconds?: number,
    /** The whole answer, for callers that read more than its message (a list of problems, a version). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The answer's own message when it sent one, else the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser sets the boundary). */
  body?: unknown;
  /** Login and register: a 401 is a wrong password, not an expired session. */
  isAuthCall?: boolean;
  timeoutMs?: number;
  /** Lets a save finish while the page is being closed. */
  keepalive?: boolean;
}

export interface SessionHooks {
  /** Tries one refresh; resolves true when a new access token is stored. */
  refresh: () => Promise<boolean>;
  /** The session is over: clear it and send the player to /login?expired=true. */
  onExpired: () => void;
}

let hooks: SessionHooks | undefined;

/** The auth provider plugs refresh and expiry in here; until then a 401 is just an error. */
export function configureSession(next: SessionHooks | undefined): void {
  hooks = next;
}

/** The spec 01 §8 text for a status. */
export function messageForStatus(status: number, serverMessage: string | undefined, isAuthCall: boolean): string {
  if (status === 401) return isAuthCall ? serverMessage || HTTP_MESSAGES.authFailed : HTTP_MESSAGES.sessionExpired;
  if (status === 403) return HTTP_MESSAGES.forbidden;
  if (status === 404) return HTTP_MESSAGES.notFound;
  if (status >= 500) return HTTP_MESSAGES.serverError;
  return serverMessage || HTTP_MESSAGES.badRequest;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = options.body instanceof FormData;
  // A file sent as it is (a tileset image): its own type, its bytes.
  const file = options.body instanceof Blob ? options.body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : (file ?? JSON.stringify(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiError(HTTP_MESSAGES.networkError, undefined);
  }
}

/** The `retry-after` of a 429 in seconds (a number or an HTTP date), when it has one. */
function retryAfter(response: Response): number | undefined {
  const header = response.status === 429 ? response.headers.get('retry-after') : null;
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one API client: JSON in and out, bearer from storage, 10 s time-out,
 * the spec's message for each status. A 401 on anything but login/register
 * tries one refresh, retries once, and otherwise ends the session.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.isAuthCall && hooks && readSession()) {
    const refreshed = await hooks.refresh().catch((error: unknown) => {
      // Told to slow down: the refresh token is not spent, so the session stays; only this call fails.
      if (error instanceof ApiError && error.status === 429) throw error;
      return false;
    });
    if (refreshed) response = await send(path, options);
    if (response.status === 401) {
      hooks.onExpired();
      throw new ApiError(HTTP_MESSAGES.sessionExpired, 401);
    }
  }
  const body = await readBody(response);
  if (!response.ok) {
    const fields = (body ?? {}) as { message?: unknown; error?: unknown; passwordRequirements?: unknown };
    const serverMessage =
      typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : undefined;
    throw new ApiError(
      messageForStatus(response.status, serverMessage, Boolean(options.isAuthCall)),
      response.status,
      serverMessage,
      typeof fields.passwordRequirements === 'string' ? fields.passwordRequirements : undefined,
      retryAfter(response),
      body,
    );
  }
  return body as T;
}
