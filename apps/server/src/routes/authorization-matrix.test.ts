import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorldMap, isWalkableTile, startingWorldDoc, tileAt, type AuthResponse } from '@authentic/core';
import { artifactComments, artifacts, artifactVotes, characters, refreshTokens, users, worlds } from '../db/schema.js';
import { outboxDir } from '../plugins/mailer.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { as, createArtifact, multipartBody, PNG } from './artifacts/test-kit.js';

/**
 * Issue 14 item 5: every mutating route, called by each kind of caller. For
 * each row a fresh resource is made, the call is made, its status must be the
 * table's, and whatever a caller other than the owner tried must have left the
 * owner's data exactly as it was (read again from the database).
 */
type Actor = 'anonymous' | 'other' | 'owner' | 'friend';
type Player = AuthResponse & { password: string };

interface Prepared {
  request: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };
  /** The owner's data the call could change. */
  read: () => Promise<unknown>;
}

interface Row {
  route: string;
  prepare: (actor: Actor) => Promise<Prepared>;
  expect: Partial<Record<Actor, number>>;
  /** The read is the owner's data alone, so even a call that succeeds for another must leave it. */
  ownerDataOnly?: boolean;
}

describe('authorization matrix (issue 14 item 5)', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Player;
  let other: Player;
  let friend: Player;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-matrix-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT_IP: '1000' } });
    [owner, other, friend] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app), registerPlayer(t.app)]);
    await befriend(owner, friend);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  async function befriend(a: Player, b: Player): Promise<void> {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: as(a.token),
      payload: { username: b.user.username },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/friends/requests/${sent.json().request.id}/accept`,
      headers: as(b.token),
    });
    expect(accepted.statusCode).toBe(200);
  }
  const artifactState = async (id: string) => ({
    row: await db().select().from(artifacts).where(eq(artifacts.id, id)),
    votes: await db().select().from(artifactVotes).where(eq(artifactVotes.artifactId, id)),
    comments: await db().select().from(artifactComments).where(eq(artifactComments.artifactId, id)),
  });
  const userState = async (id: string) => ({
    user: await db().select().from(users).where(eq(users.id, id)),
    character: await db().select().from(characters).where(eq(characters.userId, id)),
  });
  const worldState = (id: string) => db().select().from(worlds).where(eq(worlds.id, id));
  const artifactCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(artifacts)
    )[0]?.n;
  const worldCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(worlds)
    )[0]?.n;

  /** A row acting on a fresh artifact of the owner's. */
  const onArtifact = (
    route: string,
    method: InjectOptions['method'],
    suffix: string,
    expected: Row['expect'],
    options: { payload?: object; visibility?: 'public' | 'friends' | 'private'; messageText?: string } = {},
  ): Row => ({
    route: `${method} /api/artifacts/:id${suffix} (${options.visibility ?? 'public'}) ${route}`.trim(),
    expect: expected,
    prepare: async () => {
      const artifact = await createArtifact(t.app, owner.token, {
        visibility: options.visibility ?? 'public',
        location: { x: 4, y: 5, mapName: 'overworld2' },
        ...(options.messageText && { messageText: options.messageText }),
      });
      return {
        request: {
          method,
          url: `/api/artifacts/${artifact.id}${suffix}`,
          ...(options.payload && { payload: options.payload }),
        },
        read: () => artifactState(artifact.id),
      };
    },
  });

  /** A row acting on a fresh world of the owner's. */
  const onWorld = (method: InjectOptions['method'], suffix: string, isPublic: boolean, expected: Row['expect']) => ({
    route: `${method} /api/worlds/:id${suffix} (${isPublic ? 'public' : 'private'})`,
    expect: expected,
    prepare: async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/worlds',
        headers: as(owner.token),
        payload: { name: 'Matrix world', description: 'A world for the matrix', mapType: 'fantasy', isPublic },
      });
      const world = created.json().world as { id: string; mapType: 'fantasy' };
      const map = generateWorldMap(world.mapType, world.id);
      let cell = { x: 0, y: 0 };
      for (let y = 0; y < map.data.length; y += 1) {
        const x = map.data[y]!.findIndex((_, col) => isWalkableTile(tileAt(map.data, col, y)));
        if (x >= 0) {
          cell = { x, y };
          break;
        }
      }
      const doc = { doc: startingWorldDoc(map, 'Matrix world'), baseVersion: 0 };
      const payload =
        suffix === '/position'
          ? cell
          : suffix === '/doc'
            ? doc
            : method === 'PUT'
              ? { name: 'Renamed world' }
              : undefined;
      return {
        request: { method, url: `/api/worlds/${world.id}${suffix}`, ...(payload && { payload }) },
        read: async () => ({ world: await worldState(world.id) }),
      };
    },
  });

  /** A row acting on the caller's own account: whoever calls, the owner's account must not move. */
  const onSelf = (method: InjectOptions['method'], url: string, payload: object, expected: Row['expect']): Row => ({
    route: `${method} ${url}`,
    expect: expected,
    ownerDataOnly: true,
    prepare: async () => ({ request: { method, url, payload }, read: () => userState(owner.user.id) }),
  });

  const avatar = multipartBody({}, [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: PNG }]);
  const quote = { text: 'Less is more.', author: 'Mies', timestamp: '2026-11-22T10:00:00Z' };
  const deviceInfo = {
    screenSize: '1280x800',
    userAgent: 'Mozilla/5.0 test',
    timestamp: '2026-11-22T10:00:00.000Z',
    mapLocation: 'Overworld (4, 4)',
    gameVersion: '0.1.0',
  };
  const outboxCount = async () => (await readdir(outboxDir(dataDir)).catch(() => [])).length;

  const rows: Row[] = [
    {
      route: 'POST /api/artifacts',
      expect: { anonymous: 401, other: 201, owner: 201 },
      prepare: async () => ({
        request: { method: 'POST', url: '/api/artifacts', payload: { name: 'New', description: 'A new thing' } },
        read: artifactCount,
      }),
    },
    onArtifact('', 'PUT', '', { anonymous: 401, other: 403, friend: 403, owner: 200 }, { payload: { name: 'Mine' } }),
    onArtifact(
      '',
      'PUT',
      '',
      { anonymous: 401, other: 404, friend: 403, owner: 200 },
      { payload: { name: 'Mine' }, visibility: 'friends' },
    ),
    onArtifact('', 'DELETE', '', { anonymous: 401, other: 403, friend: 403, owner: 200 }),
    onArtifact('', 'DELETE', '', { anonymous: 401, other: 404, friend: 404, owner: 200 }, { visibility: 'private' }),
    onArtifact(
      '',
      'PUT',
      '/message',
      { anonymous: 401, other: 403, owner: 200 },
      { payload: { content: 'Hello' }, messageText: 'Hi' },
    ),
    onArtifact('', 'DELETE', '/message', { anonymous: 401, other: 403, owner: 200 }, { messageText: 'Hi' }),
    onArtifact('', 'POST', '/vote', { anonymous: 401, other: 200, friend: 200, owner: 403 }),
    onArtifact('', 'POST', '/vote', { anonymous: 401, other: 404, friend: 200, owner: 403 }, { visibility: 'friends' }),
    onArtifact('', 'POST', '/comment', { anonymous: 401, other: 201, owner: 201 }, { payload: { text: 'Nice' } }),
    onArtifact(
      '',
      'POST',
      '/comment',
      { anonymous: 401, other: 404, friend: 404, owner: 201 },
      { payload: { text: 'Nice' }, visibility: 'private' },
    ),
    onArtifact('', 'POST', '/interact', { anonymous: 401, other: 200 }, { payload: { interactionType: 'view' } }),
    onArtifact(
      '',
      'POST',
      '/interact',
      { anonymous: 401, other: 404, friend: 404, owner: 200 },
      { payload: { interactionType: 'save' }, visibility: 'private' },
    ),
    onArtifact('', 'POST', '/pickup', { anonymous: 401, other: 404, owner: 200 }, { visibility: 'private' }),
    onArtifact(
      '',
      'POST',
      '/drop',
      { anonymous: 401, other: 403, owner: 200 },
      { payload: { location: { x: 9, y: 2, mapName: 'yosemite' } } },
    ),
    {
      route: 'POST /api/worlds',
      expect: { anonymous: 401, other: 201 },
      prepare: async () => ({
        request: {
          method: 'POST',
          url: '/api/worlds',
          payload: { name: 'Another world', description: 'Another place', mapType: 'fantasy' },
        },
        read: worldCount,
      }),
    },
    onWorld('PUT', '', false, { anonymous: 401, other: 404, friend: 404, owner: 200 }),
    onWorld('PUT', '', true, { anonymous: 401, other: 403, owner: 200 }),
    onWorld('DELETE', '', false, { anonymous: 401, other: 404, owner: 200 }),
    onWorld('DELETE', '', true, { anonymous: 401, other: 403, owner: 200 }),
    onWorld('PUT', '/position', false, { anonymous: 401, other: 404, owner: 200 }),
    onWorld('PUT', '/doc', true, { anonymous: 401, other: 403, owner: 200 }),
    // Experience and achievements follow recorded events (decision 0224): a bare claim is a 409.
    onSelf('PUT', '/api/users/experience', { experience: 50 }, { anonymous: 401, other: 409 }),
    onSelf(
      'POST',
      '/api/users/achievements',
      { achievement: { id: 'terminal_master' } },
      { anonymous: 401, other: 409 },
    ),
    onSelf(
      'PUT',
      '/api/users/me/progress',
      { gameProgress: { currentQuest: 'valleys_secrets' } },
      { anonymous: 401, other: 200 },
    ),
    onSelf('PUT', '/api/users/me', { email: 'changed@example.com' }, { anonymous: 401 }),
    onSelf(
      'POST',
      '/api/minigames/terminal/results',
      { moves: [1, 1, 1, 1].map((choice) => ({ choice })) },
      {
        anonymous: 401,
        other: 200,
      },
    ),
    {
      route: 'PUT /api/users/:id (character)',
      expect: { anonymous: 401, other: 403, friend: 403, owner: 200 },
      prepare: async () => ({
        request: { method: 'PUT', url: `/api/users/${owner.user.id}`, payload: { savedQuotes: [quote] } },
        read: () => userState(owner.user.id),
      }),
    },
    {
      route: 'POST /api/users/me/avatar',
      ownerDataOnly: true,
      expect: { anonymous: 401, other: 200 },
      prepare: async () => ({
        request: {
          method: 'POST',
          url: '/api/users/me/avatar',
          payload: avatar.payload,
          headers: { 'content-type': avatar.contentType },
        },
        read: () => userState(owner.user.id),
      }),
    },
    {
      route: 'POST /api/users/me/share-quotes',
      expect: { anonymous: 401 },
      prepare: async () => ({
        request: {
          method: 'POST',
          url: '/api/users/me/share-quotes',
          payload: { email: 'a@example.com', quotes: [quote] },
        },
        read: outboxCount,
      }),
    },
    {
      route: 'POST /api/friends/requests',
      expect: { anonymous: 401 },
      prepare: async () => ({
        request: { method: 'POST', url: '/api/friends/requests', payload: { username: owner.user.username } },
        read: () => userState(owner.user.id),
      }),
    },
    ...(['accept', 'decline'] as const).map((action): Row => ({
      route: `${action} a friend request to the owner`,
      expect: { anonymous: 401, other: 404, friend: 404, owner: 200 },
      prepare: async () => {
        const sender = await registerPlayer(t.app);
        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/friends/requests',
          headers: as(sender.token),
          payload: { username: owner.user.username },
        });
        const id = sent.json().request.id as string;
        const url = action === 'accept' ? `/api/friends/requests/${id}/accept` : `/api/friends/requests/${id}`;
        return {
          request: { method: action === 'accept' ? 'POST' : 'DELETE', url },
          read: async () => ({ owner: await userState(owner.user.id), sender: await userState(sender.user.id) }),
        };
      },
    })),
    {
      route: 'DELETE /api/friends/:userId (a friend of the owner)',
      expect: { anonymous: 401, other: 404, owner: 200 },
      prepare: async () => {
        const pal = await registerPlayer(t.app);
        await befriend(owner, pal);
        return {
          request: { method: 'DELETE', url: `/api/friends/${pal.user.id}` },
          read: async () => ({ owner: await userState(owner.user.id), pal: await userState(pal.user.id) }),
        };
      },
    },
    {
      route: 'POST /api/auth/logout (someone else’s session stays)',
      ownerDataOnly: true,
      expect: { anonymous: 200, other: 200 },
      prepare: async () => ({
        request: { method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'not-the-owners-token-at-all' } },
        read: () => db().select().from(refreshTokens).where(eq(refreshTokens.userId, owner.user.id)),
      }),
    },
    {
      route: 'POST /api/feedback (open to all)',
      ownerDataOnly: true,
      expect: { anonymous: 201, other: 201 },
      prepare: async () => ({
        request: { method: 'POST', url: '/api/feedback', payload: { gameplay: 'Fine', deviceInfo } },
        read: () => userState(owner.user.id),
      }),
    },
    {
      route: 'POST /api/diagnostics/errors (open to all)',
      ownerDataOnly: true,
      expect: { anonymous: 201, other: 201 },
      prepare: async () => ({
        request: {
          method: 'POST',
          url: '/api/diagnostics/errors',
          payload: {
            message: 'x',
            level: 'critical',
            category: 'unknown',
            timestamp: deviceInfo.timestamp,
            context: {},
          },
        },
        read: () => userState(owner.user.id),
      }),
    },
  ];

  const cases = rows.flatMap((row) =>
    (Object.entries(row.expect) as [Actor, number][]).map(([actor, status]) => ({ row, actor, status })),
  );

  it.each(cases.map((c) => [c.row.route, c.actor, c.status, c] as const))(
    '%s as %s → %i',
    async (_route, actor, status, { row }) => {
      const { request, read } = await row.prepare(actor);
      const caller = { anonymous: undefined, other, owner, friend }[actor];
      const before = await read();
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(caller && as(caller.token)) },
      } as InjectOptions);
      expect(res.statusCode, res.body).toBe(status);
      if (actor !== 'owner' && (status >= 400 || row.ownerDataOnly)) expect(await read()).toEqual(before);
    },
  );
});
