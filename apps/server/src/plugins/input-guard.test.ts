import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, AUTH_MESSAGES, formatMessage } from '@authentic/core';
import { getMeta } from '../db/meta-repository.js';
import { as, createArtifact, multipartBody } from '../routes/artifacts/test-kit.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { findInputProblem } from './input-guard.js';

const nul = (field: string) => formatMessage(API_MESSAGES.nulCharacter, { field });
const surrogate = (field: string) => formatMessage(API_MESSAGES.loneSurrogate, { field });

describe('findInputProblem', () => {
  it('names the dotted path of the first bad text, keys included', () => {
    expect(findInputProblem({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe(nul('b.0.c'));
    expect(findInputProblem({ ['k\u0000']: 1 })).toBe(nul('request'));
    expect(findInputProblem({ a: { b: '\uD800' } })).toBe(surrogate('a.b'));
    expect(findInputProblem({ emoji: '😀 fine', n: 1e308, t: true })).toBeUndefined();
  });

  it('stops at a depth no honest payload reaches, without recursion', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)).toMatch(/nested too deeply/);
  });
});

describe('hostile inputs answer 400, never 500', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const player = await registerPlayer(t.app);
    token = player.token;
    userId = player.user.id;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth = true) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: as(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('rejects a NUL in a query parameter', async () => {
    const res = await send('GET', '/api/artifacts?area=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: nul('area') });
  });

  it('rejects a NUL in feedback, diagnostics and the login identifier', async () => {
    const feedback = await send('POST', '/api/feedback', { gameplay: 'fun\u0000' });
    expect(feedback.json()).toEqual({ success: false, message: nul('gameplay') });
    const report = await send('POST', '/api/diagnostics/errors', {
      message: 'boom',
      level: 'error',
      category: 'x',
      timestamp: 'now',
      context: { ['bad\u0000key']: 1 },
    });
    expect(report.statusCode).toBe(400);
    const login = await send('POST', '/api/auth/login', { identifier: 'a\u0000b', password: 'whatever-1' }, false);
    expect(login.json()).toEqual({ success: false, message: nul('identifier') });
  });

  it('rejects a NUL in artifact fields, JSON or multipart, and in comments', async () => {
    const json = await send('POST', '/api/artifacts', {
      name: 'Lamp',
      description: 'ok',
      location: { x: 1, y: 1, mapName: 'Overworld', area: 'x\u0000' },
    });
    expect(json.json()).toEqual({ success: false, message: nul('location.area') });
    const form = multipartBody({ name: 'Lamp\u0000', description: 'ok' });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/artifacts',
      headers: { ...as(token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(multipart.json()).toEqual({ success: false, message: nul('name') });
    const artifact = await createArtifact(t.app, token);
    const comment = await send('POST', `/api/artifacts/${artifact.id}/comment`, { text: 'hi\u0000' });
    expect(comment.json()).toEqual({ success: false, message: nul('text') });
  });

  it('rejects a NUL in saved quotes and progress', async () => {
    const quotes = await send('PUT', `/api/users/${userId}`, {
      savedQuotes: [{ text: 'words\u0000', author: 'Me', timestamp: '2026-01-01T00:00:00Z' }],
    });
    expect(quotes.json()).toEqual({ success: false, message: nul('savedQuotes.0.text') });
    const progress = await send('PUT', '/api/users/me/progress', { inventory: ['key\u0000'] });
    expect(progress.statusCode).toBe(400);
    expect(progress.json()).toEqual({ success: false, message: nul('inventory.0') });
  });

  it('rejects a lone surrogate like a NUL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...as(token), 'content-type': 'application/json' },
      payload: '{"gameplay":"half \\ud800 a pair"}',
    });
    expect(res.json()).toEqual({ success: false, message: surrogate('gameplay') });
  });

  it('rejects a body nested 200 levels deep with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/diagnostics/errors',
      headers: { 'content-type': 'application/json' },
      payload: `{"context":${'['.repeat(200)}${']'.repeat(200)}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to a validly signed token whose subject is no user', async () => {
    const ghost = await t.app.tokens.signAccess({ id: randomUUID(), username: 'ghost', sessionVersion: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(ghost.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('answers 401 to a validly signed token that never expires (no exp)', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(token) });
    const user = (me.json() as { user: { id: string; username: string } }).user;
    const key = new TextEncoder().encode((await getMeta(t.database.db, 'jwt_secret')) ?? '');
    const forever = await new SignJWT({ type: 'access', username: user.username, sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('authentic-internet')
      .setIssuedAt()
      .sign(key);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(forever) });
    expect(res.statusCode).toBe(401);
  });

  it('accepts an empty JSON body on a POST that takes none, and still refuses malformed JSON', async () => {
    // Someone else's artifact: creators do not vote for their own (decision 0226).
    const artifact = await createArtifact(t.app, (await registerPlayer(t.app)).token);
    const json = { ...as(token), 'content-type': 'application/json' };
    const vote = await t.app.inject({ method: 'POST', url: `/api/artifacts/${artifact.id}/vote`, headers: json });
    expect(vote.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: json, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: API_MESSAGES.malformedJson });
  });
});
