import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessSchema, readinessSchema } from '@authentic/core';
import { buildApp } from './app.js';
import { earlyFile, listenEarly } from './early-server.js';
import { SECURITY_HEADERS } from './plugins/security-headers.js';
import { createTestDatabase, testConfig } from './test/app.js';

describe('the early server', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'authentic-early-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Authentic Internet</title>');
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("hi")');
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js.map'), '{}');
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  it('shows the app shell for pages and known files, and leaves the API, uploads and the rest to the app', () => {
    const root = '/srv/web';
    expect(earlyFile(root, '/')).toBe('/srv/web/index.html');
    expect(earlyFile(root, '/game/abc?x=1')).toBe('/srv/web/index.html');
    expect(earlyFile(root, '/assets/app-abc123.js')).toBe('/srv/web/assets/app-abc123.js');
    for (const url of ['/api', '/api/health', '/uploads/a.png', '/assets/app-abc123.js.map', '/x.exe', '/%E0%A4%A']) {
      expect(earlyFile(root, url), url).toBeUndefined();
    }
    // No way out of the folder, however the path is spelled.
    expect(earlyFile(root, '/assets/%2e%2e/%2e%2e/etc/passwd.txt')).toBe('/srv/web/etc/passwd.txt');
    expect(earlyFile(root, '/..%2f..%2fetc/passwd.txt')).toBeUndefined();
  });

  it('answers the page before the app is ready, holds API calls for it, and hands the socket over', async () => {
    const early = await listenEarly({ host: '127.0.0.1', port: 0, webDistDir: webDist });
    const { port } = early.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const page = await fetch(`${base}/game`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Authentic Internet</title>');
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("hi")');

    // Alive, not ready yet: a proxy sends players elsewhere meanwhile (decision 0292).
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(livenessSchema.parse(await live.json()).status).toBe('ok');
    const starting = await fetch(`${base}/api/health/ready?from=proxy`);
    expect(starting.status).toBe(503);
    expect(readinessSchema.parse(await starting.json()).status).toBe('starting');

    // An API call waits, unanswered, until the app takes over.
    const health = fetch(`${base}/api/health`);
    const map = fetch(`${base}/assets/app-abc123.js.map`);
    await expect.poll(() => early.held()).toBe(2);

    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig({ NODE_ENV: 'production', WEB_DIST_DIR: webDist }), {
      database: testDb.database,
      serverFactory: (handler) => early.adopt(handler),
    });
    try {
      await app.listen({ host: '127.0.0.1', port });
      const held = await health;
      expect(held.status).toBe(200);
      expect(await held.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(readinessSchema.parse(await ready.json()).status).toBe('ready');
      // The app decides what the early server would not: in production, no source map is served.
      const hidden = await map;
      await hidden.text();
      expect(hidden.status).toBe(404);

      // The same security headers before and after the hand-over.
      const late = await fetch(`${base}/game`);
      expect(late.status).toBe(200);
      await late.text();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(page.headers.get(name), name).toBe(value);
        expect(late.headers.get(name), name).toBe(value);
      }
      expect(late.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
    } finally {
      await app.close();
      await testDb.dispose();
    }
    expect(early.server.listening).toBe(false);
  });
});
