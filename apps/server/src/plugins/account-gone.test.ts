import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorldMap, HTTP_MESSAGES, SAFETY_API, worldResponseSchema } from '@authentic/core';
import { artifactComments, artifacts, users } from '../db/schema.js';
import { as, createArtifact, multipartBody, PNG } from '../routes/artifacts/test-kit.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { callerOf, registerPlayer } from '../test/users.js';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * Issue 33 item 15, decision 0264: writes racing an account's deletion. Another instance's
 * session cache trusts a token for up to two seconds after the account went; every write its
 * routes make then references a user row that is not there. Each answers 401 (or 404), never 500.
 */
describe('writes of an account deleted while its token is still trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_IP: '1000' },
      beforeReady: (app) => {
        // A route that writes what it is told: the race between a check and an insert, made certain.
        app.post<{ Body: { artifactId: string; userId: string } }>(
          '/api/test/write-comment',
          { onRequest: app.authenticate },
          async (request) => {
            const { artifactId, userId } = request.body;
            await app.database.db.insert(artifactComments).values({ artifactId, userId, text: 'Late.' });
            return { success: true };
          },
        );
      },
    });
  });
  afterAll(() => t.close());

  it('answer 401 or 404, never 500, on every route that writes a row of the account', async () => {
    const call = callerOf(t.app);
    const [gone, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const artifactId = (await createArtifact(t.app, other.token, { name: 'Bell', description: 'Rings' })).id;
    const newWorld = async (token: string, name: string, description: string, isPublic: boolean) =>
      worldResponseSchema.parse(
        (await call('POST', '/api/worlds', token, { name, description, mapType: 'fantasy', isPublic })).json(),
      ).world;
    const world = await newWorld(other.token, 'Open Bay', 'Water and stone.', true);
    const own = await newWorld(gone.token, 'Own Bay', 'Sand and stone.', false);
    const doc = (await call('GET', `/api/worlds/${own.id}/doc`, gone.token)).json<{ doc: object }>().doc;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, gone.user.id));
    // The account goes as another instance would see it: the row is gone, its token still trusted here.
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const asIfCached = () =>
      t.app.sessions.remember(gone.user.id, { sessionVersion: row!.sessionVersion, username: row!.username });

    const writes: [Method, string, object?][] = [
      ['POST', '/api/users/me/events', { kind: 'levelComplete', level: 'level1' }],
      ['POST', '/api/users/me/events', { kind: 'writerChallenge' }],
      ['POST', '/api/artifacts', { name: 'Lamp', description: 'Glows' }],
      ['POST', `/api/artifacts/${artifactId}/comment`, { text: 'Lovely bell' }],
      ['POST', `/api/artifacts/${artifactId}/vote`],
      ['POST', `/api/artifacts/${artifactId}/interact`, { interactionType: 'view' }],
      ['POST', `/api/artifacts/${artifactId}/pickup`],
      ['POST', '/api/reports', { kind: 'player', target: other.user.username, reason: 'harassment' }],
      ['POST', '/api/reports', { kind: 'artifact', target: artifactId, reason: 'spam' }],
      ['POST', SAFETY_API.blocks, { username: other.user.username }],
      ['POST', SAFETY_API.mutes, { username: other.user.username }],
      ['POST', '/api/friends/requests', { username: other.user.username }],
      [
        'POST',
        '/api/worlds',
        { name: 'Late World', description: 'Made too late.', mapType: 'fantasy', isPublic: false },
      ],
      ['PUT', `/api/worlds/${world.id}/position`, { ...generateWorldMap(world.mapType, world.id).spawn, mapId: null }],
      [
        'POST',
        '/api/minigames/terminal/results',
        { moves: [{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }] },
      ],
      ['PUT', '/api/users/me/progress', { currentMapId: 'overworld', position: { x: 2, y: 2 } }],
      ['PUT', `/api/worlds/${own.id}/doc`, { doc, baseVersion: 0 }],
    ];
    const answers: string[] = [];
    for (const [method, url, body] of writes) {
      asIfCached();
      const res = await call(method, url, gone.token, body);
      answers.push(`${method} ${url} ${res.statusCode} ${res.json<{ message: string }>().message}`);
    }
    // Files too: an avatar, and an artifact with its image (the upload's row names the account).
    for (const [url, field] of [
      ['/api/users/me/avatar', 'avatar'],
      ['/api/artifacts', 'image'],
    ] as const) {
      asIfCached();
      const form = multipartBody({ name: 'Painted Lamp', description: 'Glows' }, [
        { field, filename: 'lamp.png', contentType: 'image/png', bytes: PNG },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...as(gone.token), 'content-type': form.contentType },
        payload: form.payload,
      });
      answers.push(`POST ${url} (${field}) ${res.statusCode} ${res.json<{ message: string }>().message}`);
    }
    const refused = answers.filter((answer) => !/ (401|404) /.test(answer));
    expect(refused).toEqual([]);
    // The account itself gone reads as a session that ended, the way the client signs out.
    expect(answers.filter((answer) => answer.includes(` 401 ${HTTP_MESSAGES.sessionExpired}`)).length).toBeGreaterThan(
      10,
    );
    // And this instance stops trusting the token at once.
    expect((await t.app.sessions.get(gone.user.id))?.sessionVersion).toBe(-1);
  });

  it('answers 404 when the row a write names went, and not the account', async () => {
    const me = await registerPlayer(t.app);
    const leaving = await registerPlayer(t.app);
    const artifactId = (await createArtifact(t.app, leaving.token, { name: 'Kite', description: 'Flies' })).id;
    await t.database.db.delete(artifacts).where(eq(artifacts.id, artifactId));
    await t.database.db.delete(users).where(eq(users.id, leaving.user.id));
    const write = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/test/write-comment', headers: as(me.token), payload });
    // The artifact went between a route's check and its insert.
    const onGone = await write({ artifactId, userId: me.user.id });
    expect(onGone.statusCode).toBe(404);
    expect(onGone.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
    // Another account went (not the one signed in): 404 too, and the session goes on.
    const [kept] = await t.database.db.select({ id: artifacts.id }).from(artifacts).limit(1);
    const byGone = await write({ artifactId: kept!.id, userId: leaving.user.id });
    expect(byGone.statusCode).toBe(404);
    expect((await callerOf(t.app)('GET', '/api/users/game-state', me.token)).statusCode).toBe(200);
  });
});
