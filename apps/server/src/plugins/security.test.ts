import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://friend.example' } });
  });
  afterAll(() => t.close());

  it('sends a CSP that allows only our own origin for scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives no CORS grant to an unknown origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants CORS to an origin on the allow-list, preflight included', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: {
        origin: 'https://friend.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://friend.example');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });
});
