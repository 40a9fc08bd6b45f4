import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactListResponseSchema, PROFILE_API } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('friends-only artifacts follow friendships', () => {
  let t: TestApp;
  let a: Player;
  let b: Player;
  let c: Player;
  let artifactId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b, c] = [await registerPlayer(t.app), await registerPlayer(t.app), await registerPlayer(t.app)];
    artifactId = (await createArtifact(t.app, a.token, { visibility: 'friends', significance: 'for my friends' })).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

  /** What this player gets: the single read's status and whether the list holds it (and its total). */
  async function sight(player: Player) {
    const one = await call('GET', `/api/artifacts/${artifactId}`, player.token);
    const list = artifactListResponseSchema.parse((await call('GET', '/api/artifacts?limit=100', player.token)).json());
    const listed = list.artifacts.some((artifact) => artifact.id === artifactId);
    return { status: one.statusCode, listed, total: list.total, body: one.body };
  }

  it('is hidden from B before, shown after accepting, hidden again after removal; never shown to C', async () => {
    const before = await sight(b);
    expect(before).toMatchObject({ status: 404, listed: false });
    expect(await sight(c)).toMatchObject({ status: 404, listed: false });

    const sent = await call('POST', PROFILE_API.friendRequests, b.token, { username: a.user.username });
    expect(sent.statusCode).toBe(201);
    // A pending request is not a friendship.
    expect(await sight(b)).toMatchObject({ status: 404, listed: false });
    const accepted = await call('POST', PROFILE_API.acceptRequest(sent.json().request.id), a.token);
    expect(accepted.statusCode).toBe(200);

    const during = await sight(b);
    expect(during).toMatchObject({ status: 200, listed: true, total: before.total + 1 });
    // The creator's note stays the creator's.
    expect(during.body).not.toContain('for my friends');
    expect(JSON.parse(during.body).artifact).not.toHaveProperty('significance');
    expect(await sight(c)).toMatchObject({ status: 404, listed: false });

    const removed = await call('DELETE', PROFILE_API.friend(b.user.id), a.token);
    expect(removed.statusCode).toBe(200);
    expect(await sight(b)).toMatchObject({ status: 404, listed: false, total: before.total });
    expect(await sight(c)).toMatchObject({ status: 404, listed: false });
  });

  it('follows a friendship ended by the other side as well', async () => {
    const sent = await call('POST', PROFILE_API.friendRequests, a.token, { username: b.user.username });
    expect((await call('POST', PROFILE_API.acceptRequest(sent.json().request.id), b.token)).statusCode).toBe(200);
    expect(await sight(b)).toMatchObject({ status: 200, listed: true });
    expect((await call('DELETE', PROFILE_API.friend(a.user.id), b.token)).statusCode).toBe(200);
    expect(await sight(b)).toMatchObject({ status: 404, listed: false });
  });
});
