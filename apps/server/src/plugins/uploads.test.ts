import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffFileType } from '../uploads/file-type.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import type {} from './uploads.js';

describe('serving uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['an unknown file', '<html><script>alert(1)</script></html>', 'application/octet-stream'],
  ])('serves %s only as a download, sandboxed', async (_label, text, mime) => {
    const bytes = Buffer.from(text);
    const { user } = await registerPlayer(t.app);
    const url = await t.app.uploads.save(bytes, sniffFileType(bytes), { userId: user.id, address: '127.0.0.1' });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
  });
});
