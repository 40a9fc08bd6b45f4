import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { HEALTH_PING_MAX_AGE_MS } from './index.js';

describe('/api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET answers after a database round-trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: 'ok', databaseKind: process.env.TEST_DB_KIND });
    // No REDIS_URL here: each instance counts its own limits (decision 0233).
    expect(body.rateLimits).toBe('local');
  });

  it('OPTIONS answers the same', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('reports 503 within HEALTH_PING_MAX_AGE_MS of the database no longer answering', async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PING_MAX_AGE_MS));
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
    } finally {
      t.database.ping = original;
    }
  });
});
