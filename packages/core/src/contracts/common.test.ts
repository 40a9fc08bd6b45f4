import { describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema } from './common.js';

describe('shared contracts', () => {
  it('accepts the error shape every 4xx/5xx answer uses', () => {
    expect(apiErrorSchema.parse({ success: false, message: 'Invalid request' })).toEqual({
      success: false,
      message: 'Invalid request',
    });
  });

  it('rejects an error answer that claims success or has no message', () => {
    expect(apiErrorSchema.safeParse({ success: true, message: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ success: false }).success).toBe(false);
  });

  it('describes a healthy server', () => {
    const health = {
      status: 'ok',
      database: 'ok',
      databaseKind: 'pglite',
      uptimeSeconds: 1.5,
      version: '0.1.0',
      rateLimits: 'shared',
    };
    expect(healthSchema.parse(health)).toEqual(health);
    expect(healthSchema.safeParse({ ...health, database: 'maybe' }).success).toBe(false);
    expect(healthSchema.safeParse({ ...health, rateLimits: 'local' }).success).toBe(true);
    expect(healthSchema.safeParse({ ...health, rateLimits: 'none' }).success).toBe(false);
  });
});
