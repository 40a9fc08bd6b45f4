import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { documentPath, fetchDocument, type OpenApiDocument } from './test/openapi-document.js';

/**
 * Routes the document leaves out on purpose (decision 0256): its own two routes, the WebSocket,
 * and everything outside /api (the web app's files and /uploads/*, which are files).
 */
function leftOut(url: string): boolean {
  return (
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url === '/api/docs/*' ||
    url === '/api/presence' ||
    !url.startsWith('/api/')
  );
}

describe('/api/openapi.json and /api/docs (issue 26)', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const registered = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_IP: '100000', AUTH_RATE_LIMIT_IDENTIFIER: '100000' },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && !leftOut(route.url)) registered.add(`${method} ${documentPath(route.url)}`);
        }
      },
    });
    document = await fetchDocument(t.app);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every registered route and no route that does not exist', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(registered.size).toBeGreaterThan(50);
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('says which routes need a signed-in player: each one that refuses an anonymous caller with 401', async () => {
    const unmarked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'options') continue;
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        const required = operation.security?.length === 1 && 'bearer' in operation.security[0]!;
        if (res.statusCode === 401 && !required) unmarked.push(`${method.toUpperCase()} ${path}`);
        if (required) expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('names the error shape once and uses it for every 4xx answer', () => {
    expect(document.components.schemas.ApiError).toMatchObject({ required: ['success', 'message'] });
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses['4XX']?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('states the bodies the handlers read themselves: JSON, and multipart forms with their files', () => {
    const file = { type: 'string', format: 'binary' };
    const body = (method: string, path: string) => document.paths[path]?.[method]?.requestBody?.content;
    for (const [method, path] of [
      ['post', '/api/artifacts'],
      ['put', '/api/artifacts/{id}'],
    ] as const) {
      const content = body(method, path);
      expect(content?.['application/json']?.schema).toMatchObject({ type: 'object' });
      expect(content?.['application/json']?.schema?.properties).toHaveProperty('name');
      expect(content?.['multipart/form-data']?.schema?.properties).toMatchObject({ image: file, attachment: file });
    }
    expect(body('post', '/api/artifacts')?.['application/json']?.schema?.required).toContain('name');
    expect(body('post', '/api/users/me/avatar')?.['multipart/form-data']?.schema).toMatchObject({
      required: ['avatar'],
      properties: { avatar: file },
    });
    const character = body('put', '/api/users/{id}');
    expect(character?.['application/json']?.schema).toMatchObject({ type: 'object' });
    expect(character?.['multipart/form-data']?.schema?.properties).toMatchObject({ avatar: file });
  });

  it('serves a reference page with its own assets, under the app CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
    const missing = await t.app.inject({ method: 'GET', url: '/api/docs/static/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });
});
