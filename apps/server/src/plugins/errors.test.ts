import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MESSAGES, HTTP_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      beforeReady: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/test/echo',
          { schema: { body: z.object({ name: z.string().min(3, 'Name is too short'), age: z.number() }) } },
          async (request) => ({ success: true, name: request.body.name }),
        );
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
        app.get('/api/test/forbidden', async (_request, reply) =>
          reply.status(403).send({ success: false, message: HTTP_MESSAGES.forbidden }),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: API_MESSAGES.routeNotFound });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: API_MESSAGES.malformedJson });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: API_MESSAGES.bodyTooLarge });
  });

  it('names the field in a validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'ab', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain('name: Name is too short');
    expect(body.message).toContain('age:');
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada', age: 36 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: 'Ada' });
  });

  it('hides the details of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Server error. Please try again later.' });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('stack');
  });

  it('passes a route’s own 4xx answer through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Access forbidden' });
  });
});
