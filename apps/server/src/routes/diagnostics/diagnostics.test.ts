import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_MESSAGES } from '@authentic/core';
import { errorReports } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';

const entry = {
  message: 'TypeError: cannot read x of undefined',
  level: 'critical',
  category: 'unknown',
  timestamp: '2026-11-22T10:00:00.000Z',
  context: { url: 'http://localhost/game', userAgent: 'Mozilla/5.0 test' },
};

describe('POST /api/diagnostics/errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a client error report', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/diagnostics/errors', payload: entry });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: DIAGNOSTICS_MESSAGES.received });
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.message, entry.message));
    expect(row).toMatchObject({ level: 'critical', category: 'unknown', context: entry.context });
  });

  it('rejects an unknown level and an oversized report', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/diagnostics/errors',
      payload: { ...entry, level: 'apocalyptic' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('level');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/diagnostics/errors',
      payload: { ...entry, context: { blob: 'x'.repeat(20_000) } },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('is rate limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/diagnostics/errors',
            remoteAddress: '10.7.7.7',
            payload: entry,
          })
        ).statusCode,
      );
    }
    expect(codes.at(-1)).toBe(429);
  });
});
