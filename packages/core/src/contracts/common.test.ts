import { describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema, livenessSchema, readinessSchema } from './common.js';

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

describe('liveness and readiness', () => {
  it('says a live process is ok and nothing more', () => {
    expect(livenessSchema.parse({ status: 'ok', uptimeSeconds: 2 })).toEqual({ status: 'ok', uptimeSeconds: 2 });
    expect(livenessSchema.safeParse({ status: 'error', uptimeSeconds: 2 }).success).toBe(false);
  });

  it('names each check of readiness and refuses a state it does not know', () => {
    const ready = { status: 'ready', database: 'ok', migrations: 'done', redis: 'none' };
    expect(readinessSchema.parse(ready)).toEqual(ready);
    const stopping = { status: 'stopping', database: 'unchecked', migrations: 'unchecked', redis: 'unchecked' };
    expect(readinessSchema.parse(stopping)).toEqual(stopping);
    expect(readinessSchema.safeParse({ ...ready, status: 'maybe' }).success).toBe(false);
    expect(readinessSchema.safeParse({ ...ready, migrations: 'half' }).success).toBe(false);
  });
});
