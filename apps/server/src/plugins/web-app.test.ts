import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'authentic-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Authentic Internet</title><div id="root"></div>',
    );
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("hi")');
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and at any page path, uncached', async () => {
    for (const url of ['/', '/game', '/artifacts/42', '/some/unknown/path?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an unknown API or upload path with the page', async () => {
    for (const url of ['/api/unknown', '/api', '/uploads/missing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('never serves a source map in production', async () => {
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const production = await createTestApp({
      env: { WEB_DIST_DIR: webDist, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
    });
    try {
      for (const url of ['/assets/app-abc123.js.map', '/assets/missing.js.map']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('secret.ts');
      }
    } finally {
      await production.close();
    }
  });

  it('answers a POST to a page path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/game', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
