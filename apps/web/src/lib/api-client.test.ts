import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_MESSAGES } from '@authentic/core';
import { storeSignedInSession } from '../test/session';
import { ApiError, apiRequest, configureSession, messageForStatus } from './api-client';
import { readSession } from './storage';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureSession(undefined);
  localStorage.clear();
});

describe('messageForStatus (spec 01 §8)', () => {
  it.each([
    [401, 'Bad password', true, 'Bad password'],
    [401, undefined, true, HTTP_MESSAGES.authFailed],
    [401, 'whatever', false, HTTP_MESSAGES.sessionExpired],
    [400, 'name: too short', false, 'name: too short'],
    [400, undefined, false, HTTP_MESSAGES.badRequest],
    [403, 'nope', false, HTTP_MESSAGES.forbidden],
    [404, 'gone', false, HTTP_MESSAGES.notFound],
    [500, 'stack trace', false, HTTP_MESSAGES.serverError],
    [503, undefined, false, HTTP_MESSAGES.serverError],
  ])('%i (%s, auth call %s) → %s', (status, server, isAuthCall, expected) => {
    expect(messageForStatus(status, server, isAuthCall)).toBe(expected);
  });
});

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token', async () => {
    storeSignedInSession();
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/thing', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${readSession()!.token}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('says there is a network problem when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      message: HTTP_MESSAGES.networkError,
      status: undefined,
    });
  });

  it('refreshes once on a 401 and retries', async () => {
    storeSignedInSession();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(401, {}))
      .mockResolvedValueOnce(answer(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const refresh = vi.fn(async () => true);
    const onExpired = vi.fn();
    configureSession({ refresh, onExpired });
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh does not help', async () => {
    storeSignedInSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, {})),
    );
    const refresh = vi.fn(async () => false);
    const onExpired = vi.fn();
    configureSession({ refresh, onExpired });
    await expect(apiRequest('/api/thing')).rejects.toBeInstanceOf(ApiError);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh is told to slow down (429)', async () => {
    storeSignedInSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, {})),
    );
    const refresh = vi.fn(async (): Promise<boolean> => {
      throw new ApiError('slow down', 429, undefined, undefined, 30);
    });
    const onExpired = vi.fn();
    configureSession({ refresh, onExpired });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 429 });
    expect(onExpired).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });

  it('never refreshes for a login 401, and passes the password requirements on', async () => {
    storeSignedInSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { success: false, message: 'Wrong', passwordRequirements: 'Six or more' })),
    );
    const refresh = vi.fn(async () => true);
    configureSession({ refresh, onExpired: vi.fn() });
    await expect(apiRequest('/api/auth/login', { body: {}, isAuthCall: true })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong',
      passwordRequirements: 'Six or more',
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
