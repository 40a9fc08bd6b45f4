import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { answerValidator, fetchDocument, type OpenApiDocument } from './test/openapi-document.js';
import { callerOf, newPlayer } from './test/users.js';

/**
 * Real answers of representative calls, each checked against what /api/openapi.json says that
 * route answers with that status: the document describes the API as it is (issue 26).
 */
describe('answers match the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let call: ReturnType<typeof callerOf>;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '100000', AUTH_RATE_LIMIT_IDENTIFIER: '100000' } });
    document = await fetchDocument(t.app);
    call = callerOf(t.app);
  });
  afterAll(() => t.close());

  function expectDocumented(method: string, path: string, res: LightMyRequestResponse, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    const validate = answerValidator(document, method, path, status);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  }

  it('register, login, me, a world and its doc, an artifact and the list', async () => {
    const player = newPlayer();
    const registered = await call('POST', '/api/auth/register', undefined, player);
    expectDocumented('POST', '/api/auth/register', registered, 201);

    const login = await call('POST', '/api/auth/login', undefined, {
      identifier: player.username,
      password: player.password,
    });
    expectDocumented('POST', '/api/auth/login', login, 200);
    const token = login.json<{ token: string }>().token;

    expectDocumented('GET', '/api/auth/me', await call('GET', '/api/auth/me', token), 200);

    const world = await call('POST', '/api/worlds', token, {
      name: 'Painted Isles',
      description: 'Islands painted by hand.',
      mapType: 'fantasy',
    });
    expectDocumented('POST', '/api/worlds', world, 201);
    const worldId = world.json<{ world: { id: string } }>().world.id;
    const worldDoc = await call('GET', `/api/worlds/${worldId}/doc`, token);
    expectDocumented('GET', '/api/worlds/{worldId}/doc', worldDoc, 200);

    const artifact = await call('POST', '/api/artifacts', token, { name: 'Lamp', description: 'A brass lamp' });
    expectDocumented('POST', '/api/artifacts', artifact, 201);
    const artifactId = artifact.json<{ artifact: { id: string } }>().artifact.id;
    expectDocumented('GET', '/api/artifacts/{id}', await call('GET', `/api/artifacts/${artifactId}`, token), 200);
    const list = await call('GET', '/api/artifacts?filter=all', token);
    expectDocumented('GET', '/api/artifacts', list, 200);
    expect(list.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('a validation error, a missing token and an unknown artifact have the documented error shape', async () => {
    const invalid = await call('POST', '/api/auth/register', undefined, { username: 'x' });
    expectDocumented('POST', '/api/auth/register', invalid, 400);

    expectDocumented('GET', '/api/auth/me', await call('GET', '/api/auth/me'), 401);

    const missing = await call('GET', `/api/artifacts/${randomUUID()}`);
    expectDocumented('GET', '/api/artifacts/{id}', missing, 404);
  });

  it('liveness and readiness answer as documented (issue 38)', async () => {
    expectDocumented('GET', '/api/health/live', await call('GET', '/api/health/live'), 200);
    expectDocumented('GET', '/api/health/ready', await call('GET', '/api/health/ready'), 200);
  });

  it('a schema in the document refuses an answer that breaks it', () => {
    const validate = answerValidator(document, 'GET', '/api/auth/me', 401);
    expect(validate({ success: true, message: 'no' })).toBe(false);
    expect(validate({ success: false })).toBe(false);
  });
});
