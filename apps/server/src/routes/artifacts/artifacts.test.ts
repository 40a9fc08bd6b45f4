import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACT_API_MESSAGES,
  ARTIFACT_MESSAGES,
  artifactMessageResponseSchema,
  artifactResponseSchema,
  AUTH_MESSAGES,
  HTTP_MESSAGES,
} from '@authentic/core';
import { ensureCharacter } from '../../db/characters-repository.js';
import { artifacts, characters } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('artifacts: create, read, edit, delete and the message', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;
  let friend: Player;
  let allowed: Player;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, other, friend, allowed] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    // The owner counts `friend` as a friend: the owner decides who sees friends-only artifacts.
    await ensureCharacter(t.database.db, owner.user.id);
    await t.database.db
      .update(characters)
      .set({ friends: [friend.user.id] })
      .where(eq(characters.userId, owner.user.id));
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? as(token) : {} });

  describe('POST /api/artifacts', () => {
    it('needs a login, with the form’s words', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        payload: { name: 'Lamp', description: 'A lamp' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: ARTIFACT_MESSAGES.loginRequired });
    });

    it('requires a name and a description with the page messages', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: as(owner.token),
        payload: { name: '   ', description: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(ARTIFACT_MESSAGES.pageNameRequired);
      const long = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: as(owner.token),
        payload: { name: 'x'.repeat(51), description: 'x' },
      });
      expect(long.statusCode).toBe(400);
    });

    it('fills the defaults and names the creator by id and username only', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: as(owner.token),
        payload: { name: 'Lamp', description: 'A brass lamp' },
      });
      expect(res.statusCode).toBe(201);
      const body = artifactResponseSchema.parse(res.json());
      expect(body.message).toBe(ARTIFACT_MESSAGES.created);
      expect(res.json().level3Completed).toBe(false);
      const { artifact } = body;
      expect(artifact).toMatchObject({
        name: 'Lamp',
        content: 'A brass lamp',
        area: 'Overworld',
        exp: 10,
        visible: true,
        status: 'dropped',
        type: 'artifact',
        votes: 0,
        voters: [],
        comments: [],
        holder: null,
      });
      expect(artifact.id).toBe(artifact._id);
      expect(artifact.creator).toEqual({ id: owner.user.id, username: owner.user.username });
      expect(res.body).not.toContain(owner.user.email ?? '@');
      expect(artifact.location?.x).toBeGreaterThanOrEqual(0);
      expect(artifact.location?.x).toBeLessThanOrEqual(99);
      expect(artifact.location?.y).toBeGreaterThanOrEqual(0);
      expect(artifact.location?.y).toBeLessThanOrEqual(99);
    });

    it('ignores creator, votes, voters, counts and exp in the body', async () => {
      const artifact = await createArtifact(t.app, owner.token, {
        creator: other.user.id,
        holder: { id: other.user.id, username: 'x' },
        votes: 99,
        voters: [other.user.id],
        views: 7,
        shares: 7,
        interactions: { views: 7, saves: 7, shares: 7 },
        comments: [{ _id: 'c', text: 'fake', user: { username: 'x' }, createdAt: 'now' }],
        exp: 5000,
        image: '/uploads/someone-elses.png',
      });
      expect(artifact).toMatchObject({
        creator: { id: owner.user.id },
        holder: null,
        votes: 0,
        voters: [],
        views: 0,
        shares: 0,
        interactions: { views: 0, saves: 0, shares: 0 },
        comments: [],
        exp: 10,
        image: null,
      });
    });
  });

  describe('visibility', () => {
    let ids: Record<'public' | 'private' | 'friends' | 'exclusive' | 'allowedOnly', string>;
    beforeAll(async () => {
      const make = async (extra: Record<string, unknown>) =>
        (
          await createArtifact(t.app, owner.token, {
            significance: 'my note',
            unlockAnswer: 'open sesame',
            ...extra,
          })
        ).id;
      ids = {
        public: await make({ visibility: 'public' }),
        private: await make({ visibility: 'private' }),
        friends: await make({ visibility: 'friends' }),
        exclusive: await make({ visibility: 'public', isExclusive: true }),
        allowedOnly: await make({ visibility: 'friends', allowedUsers: [allowed.user.id] }),
      };
    });

    const matrix = () =>
      [
        ['owner', owner.token, { public: true, private: true, friends: true, exclusive: true, allowedOnly: true }],
        ['friend', friend.token, { public: true, private: false, friends: true, exclusive: false, allowedOnly: true }],
        [
          'allowed',
          allowed.token,
          { public: true, private: false, friends: false, exclusive: false, allowedOnly: true },
        ],
        ['other', other.token, { public: true, private: false, friends: false, exclusive: false, allowedOnly: false }],
        [
          'anonymous',
          undefined,
          { public: true, private: false, friends: false, exclusive: false, allowedOnly: false },
        ],
      ] as const;

    it('answers one artifact only to those who may see it, 404 to the rest', async () => {
      for (const [who, token, expected] of matrix()) {
        for (const [kind, id] of Object.entries(ids)) {
          const res = await get(`/api/artifacts/${id}`, token);
          const visible = expected[kind as keyof typeof expected];
          expect(res.statusCode, `${who} reading ${kind}`).toBe(visible ? 200 : 404);
          const message = await get(`/api/artifacts/${id}/message`, token);
          expect(message.statusCode, `${who} reading the message of ${kind}`).toBe(visible ? 200 : 404);
        }
      }
    });

    it('lists only what the viewer may see', async () => {
      for (const [who, token, expected] of matrix()) {
        const res = await get('/api/artifacts?limit=100', token);
        expect(res.statusCode).toBe(200);
        const listed = new Set(res.json<{ artifacts: { id: string }[] }>().artifacts.map((a) => a.id));
        for (const [kind, id] of Object.entries(ids)) {
          expect(listed.has(id), `${who} listing ${kind}`).toBe(expected[kind as keyof typeof expected]);
        }
      }
    });

    it('shows significance, unlockAnswer and allowed users to the creator alone', async () => {
      const mine = (await get(`/api/artifacts/${ids.allowedOnly}`, owner.token)).json().artifact;
      expect(mine).toMatchObject({
        significance: 'my note',
        unlockAnswer: 'open sesame',
        allowedUsers: [allowed.user.id],
      });
      for (const [token, id] of [
        [allowed.token, ids.allowedOnly],
        [other.token, ids.public],
        [undefined, ids.public],
      ] as const) {
        const res = await get(`/api/artifacts/${id}`, token);
        const artifact = res.json().artifact;
        expect(artifact.name).toBe('Lamp');
        expect(artifact).not.toHaveProperty('significance');
        expect(artifact).not.toHaveProperty('unlockAnswer');
        expect(artifact).not.toHaveProperty('allowedUsers');
        expect(res.body).not.toContain('open sesame');
      }
      const list = await get('/api/artifacts?limit=100', other.token);
      expect(list.body).not.toContain('my note');
      expect(list.body).not.toContain('open sesame');
    });

    it('answers 404, never 500, for a malformed or unknown id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const id of ['not-a-uuid', '1', "1' or 1=1", unknown]) {
        const url = `/api/artifacts/${encodeURIComponent(id)}`;
        expect((await get(url)).statusCode, id).toBe(404);
        expect((await get(`${url}/message`)).statusCode, id).toBe(404);
        for (const [method, path] of [
          ['PUT', ''],
          ['DELETE', ''],
          ['POST', '/vote'],
          ['POST', '/pickup'],
        ] as const) {
          const res = await t.app.inject({
            method,
            url: `${url}${path}`,
            headers: as(owner.token),
            ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
          });
          expect(res.statusCode, `${method} ${id}${path}`).toBe(404);
          expect(res.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });
        }
      }
    });
  });

  describe('PUT /api/artifacts/:id', () => {
    it('lets only the creator edit: 401 signed out, 403 for another, 404 when they cannot see it', async () => {
      const publicOne = await createArtifact(t.app, owner.token);
      const privateOne = await createArtifact(t.app, owner.token, { visibility: 'private' });
      const put = (id: string, token?: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/artifacts/${id}`,
          headers: token ? as(token) : {},
          payload: { name: 'Taken' },
        });
      const anonymous = await put(publicOne.id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(AUTH_MESSAGES.authRequired);
      const denied = await put(publicOne.id, other.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ success: false, message: ARTIFACT_API_MESSAGES.onlyCreatorEdits });
      expect((await put(privateOne.id, other.token)).statusCode).toBe(404);
      expect((await get(`/api/artifacts/${publicOne.id}`)).json().artifact.name).toBe('Lamp');
    });

    it('changes what a player may change and ignores the rest', async () => {
      const artifact = await createArtifact(t.app, owner.token, { location: { x: 1, y: 2, mapName: 'overworld' } });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}`,
        headers: as(owner.token),
        payload: {
          name: 'Lantern',
          description: 'Now a lantern',
          tags: 'light, old',
          visibility: 'friends',
          location: { x: 5, y: 6, mapName: 'desert1' },
          creator: other.user.id,
          votes: 50,
          voters: [other.user.id],
          views: 9,
          shares: 9,
          exp: 999,
          holder: { id: other.user.id, username: 'x' },
          comments: [],
          createdAt: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(res.statusCode).toBe(200);
      const updated = artifactResponseSchema.parse(res.json()).artifact;
      expect(res.json().message).toBe(ARTIFACT_MESSAGES.updated);
      expect(updated).toMatchObject({
        name: 'Lantern',
        description: 'Now a lantern',
        tags: ['light', 'old'],
        visibility: 'friends',
        location: { x: 5, y: 6, mapName: 'desert1' },
        creator: { id: owner.user.id, username: owner.user.username },
        votes: 0,
        voters: [],
        views: 0,
        shares: 0,
        exp: 10,
        holder: null,
        createdAt: artifact.createdAt,
      });
      const cleared = await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}`,
        headers: as(owner.token),
        payload: { location: null },
      });
      expect(cleared.json().artifact.location).toBeNull();
    });

    it('limits a built-in-style artifact to what its userModifiable allows', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      await t.database.db
        .update(artifacts)
        .set({ userModifiable: { description: true }, properties: { damage: 3 } })
        .where(eq(artifacts.id, artifact.id));
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}`,
        headers: as(owner.token),
        payload: { name: 'Renamed', description: 'Allowed change', content: 'Not allowed' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().artifact).toMatchObject({
        name: 'Lamp',
        description: 'Allowed change',
        content: 'A brass lamp',
      });
      const message = await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}/message`,
        headers: as(owner.token),
        payload: { content: 'hello' },
      });
      expect(message.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/artifacts/:id', () => {
    it('lets only the creator delete', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const url = `/api/artifacts/${artifact.id}`;
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      const denied = await t.app.inject({ method: 'DELETE', url, headers: as(other.token) });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(ARTIFACT_API_MESSAGES.onlyCreatorDeletes);
      const privateOne = await createArtifact(t.app, owner.token, { visibility: 'private' });
      const hidden = await t.app.inject({
        method: 'DELETE',
        url: `/api/artifacts/${privateOne.id}`,
        headers: as(other.token),
      });
      expect(hidden.statusCode).toBe(404);
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: as(owner.token) });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: ARTIFACT_API_MESSAGES.deleted });
      expect((await get(url, owner.token)).statusCode).toBe(404);
    });
  });

  describe('the message', () => {
    it('is read by whoever sees the artifact and changed or removed by the creator alone', async () => {
      const artifact = await createArtifact(t.app, owner.token, { messageText: 'Hello, finder' });
      const url = `/api/artifacts/${artifact.id}/message`;
      const read = await get(url);
      expect(artifactMessageResponseSchema.parse(read.json())).toEqual({
        success: true,
        messageText: 'Hello, finder',
      });
      const put = (token?: string, content = 'Changed') =>
        t.app.inject({ method: 'PUT', url, headers: token ? as(token) : {}, payload: { content } });
      expect((await put()).statusCode).toBe(401);
      const denied = await put(other.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(ARTIFACT_API_MESSAGES.onlyCreatorEdits);
      expect((await put(owner.token, 'x'.repeat(501))).statusCode).toBe(400);
      expect((await put(owner.token)).json()).toEqual({ success: true, messageText: 'Changed' });
      expect((await get(url, other.token)).json().messageText).toBe('Changed');
      expect((await t.app.inject({ method: 'DELETE', url, headers: as(other.token) })).statusCode).toBe(403);
      const removed = await t.app.inject({ method: 'DELETE', url, headers: as(owner.token) });
      expect(removed.json()).toEqual({ success: true, messageText: '' });
      expect((await get(url)).json().messageText).toBe('');
    });
  });
});
