// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@authentic/core';
import { ApiError } from './api-client';
import { refreshRequest } from './auth-api';

const tooMany = (seconds: string) =>
  new Response(JSON.stringify({ success: false, message: API_MESSAGES.tooManyRequests }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': seconds },
  });
const renewed = () =>
  new Response(
    JSON.stringify({ success: true, message: 'Token refreshed', token: 'a.b.c', refreshToken: 'r'.repeat(40) }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('refreshRequest', () => {
  it("waits for the server's retry-after on a 429 and asks again, keeping the session", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(tooMany('7')).mockResolvedValueOnce(renewed());
    vi.stubGlobal('fetch', fetchMock);
    const waits: number[] = [];
    const answer = await refreshRequest('r'.repeat(40), async (ms) => {
      waits.push(ms);
    });
    expect(answer.token).toBe('a.b.c');
    expect(waits).toEqual([7000]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up with the 429 after a few tries, so the caller keeps the session and tries later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tooMany('1')),
    );
    const error = await refreshRequest('r'.repeat(40), async () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).retryAfterSeconds).toBe(1);
  });
});
