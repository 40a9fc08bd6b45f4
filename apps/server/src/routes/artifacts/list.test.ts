import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactListResponseSchema, AUTH_MESSAGES } from '@authentic/core';
import { artifacts } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('GET /api/artifacts: filter, sort, pages and maps', () => {
  let t: TestApp;
  let alice: Player;
  let bob: Player;
  /** Names in creation order; each is a minute younger than the one before. */
  const names = ['a0', 'a1', 'a2', 'b0', 'b1', 'b2', 'b3'];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    for (const [index, name] of names.entries()) {
      const token = name.startsWith('a') ? alice.token : bob.token;
      const artifact = await createArtifact(t.app, token, {
        name,
        area: name === 'b3' ? 'Desert' : 'Overworld',
        location: { x: 5, y: 5, mapName: index % 2 === 0 ? 'overworld2' : 'desert1' },
      });
      ids.set(name, artifact.id);
      await t.database.db
        .update(artifacts)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) })
        .where(eq(artifacts.id, artifact.id));
    }
    // Bob's private artifact is on no one's list but his own.
    await createArtifact(t.app, bob.token, { name: 'secret', visibility: 'private' });
  });
  afterAll(() => t.close());

  const list = async (query: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artifacts?${query}`, headers: token ? as(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return artifactListResponseSchema.parse(res.json());
  };
  const namesOf = (answer: { artifacts: { name: string }[] }) => answer.artifacts.map((a) => a.name);

  it('sorts newest and oldest first and counts only what the viewer may see', async () => {
    const newest = await list('sort=newest', alice.token);
    expect(namesOf(newest)).toEqual([...names].reverse());
    expect(newest.total).toBe(7);
    expect(namesOf(await list('sort=oldest'))).toEqual(names);
    const bobs = await list('sort=oldest', bob.token);
    expect(bobs.total).toBe(8);
    expect(namesOf(bobs)).toContain('secret');
  });

  it('filters mine and others, which need a login', async () => {
    expect(namesOf(await list('filter=mine&sort=oldest', alice.token))).toEqual(['a0', 'a1', 'a2']);
    expect(namesOf(await list('filter=others&sort=oldest', alice.token))).toEqual(['b0', 'b1', 'b2', 'b3']);
    expect((await list('filter=all', alice.token)).total).toBe(7);
    for (const filter of ['mine', 'others']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/artifacts?filter=${filter}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
    }
  });

  it('pages with page and limit, keeping the total', async () => {
    const first = await list('sort=oldest&limit=3&page=1');
    const second = await list('sort=oldest&limit=3&page=2');
    const third = await list('sort=oldest&limit=3&page=3');
    expect(namesOf(first)).toEqual(['a0', 'a1', 'a2']);
    expect(namesOf(second)).toEqual(['b0', 'b1', 'b2']);
    expect(namesOf(third)).toEqual(['b3']);
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    expect(first).toMatchObject({ page: 1, limit: 3 });
    const far = await list('limit=100&page=999999999');
    expect(far.artifacts).toEqual([]);
    expect(far.total).toBe(7);
  });

  it('rejects a bad query with 400', async () => {
    for (const query of ['sort=random', 'filter=friends', 'limit=0', 'limit=101', 'page=0', 'page=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/artifacts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('sorts by votes and by comments, newest first among equals', async () => {
    const vote = (name: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/artifacts/${ids.get(name)}/vote`, headers: as(token) });
    // Creators do not vote for their own (decision 0226): a third player gives a1 its second vote.
    const carol = await registerPlayer(t.app);
    await vote('a1', carol.token);
    await vote('a1', bob.token);
    await vote('b0', alice.token);
    expect(namesOf(await list('sort=most-voted')).slice(0, 3)).toEqual(['a1', 'b0', 'b3']);

    const comment = (name: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/artifacts/${ids.get(name)}/comment`,
        headers: as(alice.token),
        payload: { text },
      });
    await comment('b2', 'one');
    await comment('b2', 'two');
    await comment('a0', 'three');
    const byComments = await list('sort=most-commented');
    expect(namesOf(byComments).slice(0, 3)).toEqual(['b2', 'a0', 'b3']);
    const b2 = byComments.artifacts[0];
    expect(b2?.commentCount).toBe(2);
    expect(b2?.comments.map((c) => c.text)).toEqual(['one', 'two']);
  });

  it('answers only placed artifacts of one map for mapName, and filters by area', async () => {
    const onMap = await list('mapName=overworld2&sort=oldest');
    expect(namesOf(onMap)).toEqual(['a0', 'a2', 'b1', 'b3']);
    expect(onMap.total).toBe(4);
    const picked = await t.app.inject({
      method: 'POST',
      url: `/api/artifacts/${ids.get('a2')}/pickup`,
      headers: as(bob.token),
    });
    expect(picked.statusCode).toBe(200);
    expect(namesOf(await list('mapName=overworld2&sort=oldest'))).toEqual(['a0', 'b1', 'b3']);
    expect(namesOf(await list('area=desert'))).toEqual(['b3']);
    expect((await list('mapName=nowhere')).total).toBe(0);
  });
});
