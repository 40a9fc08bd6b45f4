import {
  ERROR_LOG_CATEGORIES,
  ERROR_LOG_LEVELS,
  ERROR_LOG_LIMITS,
  ERROR_LOG_MESSAGES,
  type ErrorLogCategory,
  type ErrorLogLevel,
} from '@authentic/core';

export type { ErrorLogCategory, ErrorLogLevel };

/** The local error log (spec 01 §3): the last 50 entries, kept in localStorage. */
export const ERROR_LOG_STORAGE_KEY = 'errorLog';

export interface ErrorLogContext {
  url: string;
  userAgent: string;
  [key: string]: unknown;
}

export interface ErrorLogEntry {
  message: string;
  level: ErrorLogLevel;
  category: ErrorLogCategory;
  /** ISO 8601. */
  timestamp: string;
  context: ErrorLogContext;
}

export interface LogErrorOptions {
  level?: ErrorLogLevel;
  category?: ErrorLogCategory;
  context?: Record<string, unknown>;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// getErrorLog() must return the same array while the stored text is unchanged, so that
// useSyncExternalStore can use it as a snapshot.
let cachedRaw: string | null = null;
let cachedEntries: readonly ErrorLogEntry[] = [];

function isEntry(value: unknown): value is ErrorLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const context = entry.context as Record<string, unknown> | null | undefined;
  return (
    typeof entry.message === 'string' &&
    (ERROR_LOG_LEVELS as readonly unknown[]).includes(entry.level) &&
    (ERROR_LOG_CATEGORIES as readonly unknown[]).includes(entry.category) &&
    typeof entry.timestamp === 'string' &&
    typeof context === 'object' &&
    context !== null &&
    typeof context.url === 'string' &&
    typeof context.userAgent === 'string'
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(ERROR_LOG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly ErrorLogEntry[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The stored entries, oldest first. Never throws: an unreadable log is an empty one. */
export function getErrorLog(): readonly ErrorLogEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parse(raw);
  }
  return cachedEntries;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function write(entries: readonly ErrorLogEntry[]): void {
  try {
    localStorage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage must not turn logging into a second error.
  }
  notify();
}

/** Appends an entry, keeping the newest 50, and returns it. */
export function logError(message: string, options: LogErrorOptions = {}): ErrorLogEntry {
  const entry: ErrorLogEntry = {
    message,
    level: options.level ?? 'error',
    category: options.category ?? 'unknown',
    timestamp: new Date().toISOString(),
    // url and userAgent come last: they describe the page, so a caller's key of the same
    // name (say, the URL of a failed request) cannot hide them.
    context: { ...options.context, url: location.href, userAgent: navigator.userAgent },
  };
  write([...getErrorLog(), entry].slice(-ERROR_LOG_LIMITS.maxEntries));
  return entry;
}

export function clearErrorLog(): void {
  try {
    localStorage.removeItem(ERROR_LOG_STORAGE_KEY);
  } catch {
    // Nothing to do: the log simply stays.
  }
  notify();
}

/** Calls `listener` after every change made through this module; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function messageOf(value: unknown, fallback: string): string {
  if (value instanceof Error) return value.message || fallback;
  if (typeof value === 'string' && value !== '') return value;
  return fallback;
}

function stackOf(value: unknown): string | undefined {
  return value instanceof Error ? value.stack : undefined;
}

/**
 * Logs every uncaught error and unhandled promise rejection as critical and hands the entry to
 * `send` (spec 01 §8: the diagnostics call). Returns the uninstall function.
 */
export function installGlobalErrorHandlers(send: (entry: ErrorLogEntry) => Promise<unknown> | void): () => void {
  let sending = false;

  const report = (entry: ErrorLogEntry) => {
    // A send that fails must stay silent: logging or rethrowing its failure would raise
    // another error or rejection here, which would be sent again, and so on.
    if (sending) return;
    sending = true;
    try {
      const result = send(entry);
      if (result && typeof result.then === 'function') result.then(undefined, () => undefined);
    } catch {
      // See above.
    } finally {
      sending = false;
    }
  };

  const onError = (event: ErrorEvent) => {
    const entry = logError(messageOf(event.error, event.message || ERROR_LOG_MESSAGES.unknownError), {
      level: 'critical',
      context: {
        source: 'window.error',
        file: event.filename,
        line: event.lineno,
        column: event.colno,
        stack: stackOf(event.error),
      },
    });
    report(entry);
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const entry = logError(messageOf(event.reason, ERROR_LOG_MESSAGES.unhandledRejection), {
      level: 'critical',
      context: { source: 'unhandledrejection', stack: stackOf(event.reason) },
    });
    report(entry);
  };

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
