import { ERROR_LOG_LIMITS, ERROR_LOG_MESSAGES } from '@authentic/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_LOG_STORAGE_KEY,
  clearErrorLog,
  getErrorLog,
  installGlobalErrorHandlers,
  logError,
  subscribe,
} from './error-log';

beforeEach(() => {
  localStorage.clear();
});

function rejectionEvent(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the handler only reads `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('error log', () => {
  it('defaults to level error and category unknown, with an ISO timestamp', () => {
    const entry = logError('Boom');
    expect(entry).toMatchObject({ message: 'Boom', level: 'error', category: 'unknown' });
    expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    expect(getErrorLog()).toEqual([entry]);
  });

  it('keeps the given level and category', () => {
    logError('Slow frame', { level: 'warning', category: 'performance' });
    expect(getErrorLog()[0]).toMatchObject({ level: 'warning', category: 'performance' });
  });

  it('puts the page url and user agent in the context, beside the given keys', () => {
    const entry = logError('Boom', { context: { mapId: 'forest', url: '/api/x' } });
    expect(entry.context).toEqual({ mapId: 'forest', url: location.href, userAgent: navigator.userAgent });
  });

  it('persists under the errorLog key', () => {
    logError('Saved');
    const stored: unknown = JSON.parse(localStorage.getItem(ERROR_LOG_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual(getErrorLog());
  });

  it(`keeps only the newest ${ERROR_LOG_LIMITS.maxEntries} entries`, () => {
    for (let i = 1; i <= ERROR_LOG_LIMITS.maxEntries + 5; i += 1) logError(`error ${i}`);
    const log = getErrorLog();
    expect(log).toHaveLength(ERROR_LOG_LIMITS.maxEntries);
    expect(log[0]?.message).toBe('error 6');
    expect(log.at(-1)?.message).toBe(`error ${ERROR_LOG_LIMITS.maxEntries + 5}`);
  });

  it('clears the log', () => {
    logError('Gone soon');
    clearErrorLog();
    expect(getErrorLog()).toEqual([]);
  });

  it.each([['not json {'], ['{"an":"object"}'], ['[1, null, {"message": 2}]']])(
    'reads %s as an empty log and still logs after it',
    (stored) => {
      localStorage.setItem(ERROR_LOG_STORAGE_KEY, stored);
      expect(getErrorLog()).toEqual([]);
      logError('Fresh');
      expect(getErrorLog().map((entry) => entry.message)).toEqual(['Fresh']);
    },
  );

  it('returns the same snapshot until the log changes, and tells subscribers of changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const before = getErrorLog();
    expect(getErrorLog()).toBe(before);
    logError('Changed');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getErrorLog()).not.toBe(before);
    unsubscribe();
    clearErrorLog();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('installGlobalErrorHandlers', () => {
  let uninstall: () => void = () => undefined;

  afterEach(() => {
    uninstall();
  });

  it('logs an uncaught error as critical and sends it', () => {
    const send = vi.fn();
    uninstall = installGlobalErrorHandlers(send);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Kaboom'), message: 'Uncaught Error: Kaboom' }));

    const [entry] = getErrorLog();
    expect(entry).toMatchObject({ message: 'Kaboom', level: 'critical', category: 'unknown' });
    expect(send).toHaveBeenCalledExactlyOnceWith(entry);
  });

  it('logs an unhandled rejection as critical and sends it', () => {
    const send = vi.fn();
    uninstall = installGlobalErrorHandlers(send);
    window.dispatchEvent(rejectionEvent(new Error('Lost promise')));
    window.dispatchEvent(rejectionEvent(undefined));

    expect(getErrorLog().map((entry) => [entry.message, entry.level])).toEqual([
      ['Lost promise', 'critical'],
      [ERROR_LOG_MESSAGES.unhandledRejection, 'critical'],
    ]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('swallows a failing send without logging it again', async () => {
    const rejecting = vi.fn(() => Promise.reject(new Error('Offline')));
    uninstall = installGlobalErrorHandlers(rejecting);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('First') }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const throwing = vi.fn(() => {
      throw new Error('Send broke');
    });
    uninstall();
    uninstall = installGlobalErrorHandlers(throwing);
    expect(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('Second') }))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(getErrorLog().map((entry) => entry.message)).toEqual(['First', 'Second']);
    expect(rejecting).toHaveBeenCalledTimes(1);
    expect(throwing).toHaveBeenCalledTimes(1);
  });

  it('stops listening once uninstalled', () => {
    const send = vi.fn();
    installGlobalErrorHandlers(send)();
    // Only a message: with an `error` and no listener left, Vitest reports it as uncaught.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Ignored' }));
    expect(getErrorLog()).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
