import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SAFETY_MESSAGES, worldResponseSchema } from '@authentic/core';
import { eq } from 'drizzle-orm';
import { worlds } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newPlayer, registerPlayer } from '../../test/users.js';
import { as, createArtifact } from '../../routes/artifacts/test-kit.js';

describe('the word filter on names, artifacts and comments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000', WORD_FILTER_EXTRA: 'zorblax' } });
  });
  afterAll(() => t.close());

  const refusal = (field: string) => ({ success: false, message: SAFETY_MESSAGES.wordFilter(field) });

  it('refuses a username at register and at rename, and lets ordinary names through', async () => {
    for (const username of ['shithead99', 'zorblax']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPlayer({ username }) });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toMatchObject(refusal('username'));
    }
    const fine = await registerPlayer(t.app, { username: `Scunthorpe_${Date.now() % 100000}` });
    const rename = (username: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: as(fine.token),
        payload: { username, currentPassword: fine.password },
      });
    const bad = await rename('fuckface');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject(refusal('username'));
    expect((await rename(`classic_assistant_${Date.now() % 1000}`)).statusCode).toBe(200);
  });

  it('refuses artifact texts at create and edit, naming the field', async () => {
    const p = await registerPlayer(t.app);
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/artifacts', headers: as(p.token), payload });
    const byName = await create({ name: 'Shit lamp', description: 'A lamp' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject(refusal('name'));
    const byDescription = await create({ name: 'Lamp', description: 'a fucking lamp' });
    expect(byDescription.json()).toMatchObject(refusal('description'));
    const byContent = await create({ name: 'Lamp', description: 'A lamp', content: 'zorblax inside' });
    expect(byContent.json()).toMatchObject(refusal('content'));

    const artifact = await createArtifact(t.app, p.token, { name: 'Hemingway', description: 'A classic by the sea' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/artifacts/${artifact.id}`,
      headers: as(p.token),
      payload: { description: 'bullshit' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject(refusal('description'));
  });

  it('refuses a comment', async () => {
    const p = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, p.token);
    const comment = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/artifacts/${artifact.id}/comment`,
        headers: as(p.token),
        payload: { text },
      });
    const bad = await comment('what a piece of shit');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject(refusal('comment'));
    expect((await comment('A classic, well done')).statusCode).toBe(201);
  });
});

// Issue 33 item 10 (decision 0265): disguises are seen through, and names hold no bidi or format characters.
describe('the word filter against disguises, and names without bidi controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const refusal = (field: string) => ({ success: false, message: SAFETY_MESSAGES.wordFilter(field) });

  it('refuses a username holding a bidi control or a zero-width character', async () => {
    for (const username of ['\u202eyrrah', 'ha\u200brry', 'harry\u2066']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPlayer({ username }) });
      expect(res.statusCode, JSON.stringify(username)).toBe(400);
      expect(res.json().message).toContain(AUTH_MESSAGES.usernameCharacters);
    }
  });

  it('refuses disguised words in artifact texts and comments', async () => {
    const p = await registerPlayer(t.app);
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/artifacts', headers: as(p.token), payload });
    for (const name of [
      'phuck lamp',
      'f.u.c.k lamp',
      'f u c k lamp',
      'c*nt lamp',
      'f\u200buck lamp',
      'f\u0301uck lamp',
    ]) {
      const res = await create({ name, description: 'A lamp' });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject(refusal('name'));
    }
    const artifact = await createArtifact(t.app, p.token, {
      name: 'Grape lamp',
      description: 'A classic cocktail lamp',
    });
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/artifacts/${artifact.id}/comment`,
      headers: as(p.token),
      payload: { text: 'what a piece of s.h.i.t' },
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toMatchObject(refusal('comment'));
  });

  it('stores artifact and world names without bidi or format characters', async () => {
    const p = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, p.token, {
      name: '\u202eBrass\u202c lamp\u200b',
      description: '\u2067A lamp\u2069 by the sea',
    });
    expect([artifact.name, artifact.description]).toEqual(['Brass lamp', 'A lamp by the sea']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/worlds',
      headers: as(p.token),
      payload: {
        name: '\u2066Sea\u2069 Castle\u200f',
        description: '\u202eA castle\u202c by the sea.',
        mapType: 'fantasy',
      },
    });
    expect(created.statusCode).toBe(201);
    const { world } = worldResponseSchema.parse(created.json());
    expect([world.name, world.description]).toEqual(['Sea Castle', 'A castle by the sea.']);

    // A name stored before names were stripped is answered without its controls.
    await t.database.db.update(worlds).set({ name: '\u202eeltsaC\u202c' }).where(eq(worlds.id, world.id));
    const read = await t.app.inject({ method: 'GET', url: `/api/worlds/${world.id}`, headers: as(p.token) });
    // As sent, before any parsing: the controls are not on the wire.
    expect((read.json() as { world: { name: string } }).world.name).toBe('eltsaC');
  });
});

describe('the word filter turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WORD_FILTER: 'off' } });
  });
  afterAll(() => t.close());

  it('lets everything through', async () => {
    const p = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, p.token, { name: 'Shit lamp' });
    expect(artifact.name).toBe('Shit lamp');
  });
});
