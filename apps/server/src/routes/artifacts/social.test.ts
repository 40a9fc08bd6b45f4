import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACT_API_MESSAGES,
  ARTIFACT_PICKED_STATUS,
  artifactCommentResponseSchema,
  artifactInventoryResponseSchema,
  artifactResponseSchema,
  artifactVoteResponseSchema,
} from '@authentic/core';
import { ensureCharacter } from '../../db/characters-repository.js';
import { artifacts, artifactVotes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { as, createArtifact } from './test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('artifacts: votes, comments, interactions, pickup, drop and level 3', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;

  beforeAll(async () => {
    // Many players sign up from one address here.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
    [owner, other] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
  });
  afterAll(() => t.close());

  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? as(token) : {}, ...(payload ? { payload } : {}) });
  const read = async (id: string, token?: string) =>
    artifactResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/artifacts/${id}`, headers: token ? as(token) : {} })).json(),
    ).artifact;

  describe('votes', () => {
    it('toggles the caller’s vote and shows the caller only their own', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const url = `/api/artifacts/${artifact.id}/vote`;
      expect((await post(url)).statusCode).toBe(401);
      const first = artifactVoteResponseSchema.parse((await post(url, other.token)).json());
      expect(first).toEqual({ success: true, votes: 1, voted: true });
      expect((await read(artifact.id, other.token)).voters).toEqual([other.user.id]);
      expect((await read(artifact.id, owner.token)).voters).toEqual([]);
      expect((await read(artifact.id)).votes).toBe(1);
      expect((await post(url, other.token)).json()).toEqual({ success: true, votes: 0, voted: false });
    });

    it('counts 50 players voting at once exactly, and all of them taking it back', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const url = `/api/artifacts/${artifact.id}/vote`;
      const voters = await Promise.all(Array.from({ length: 50 }, () => registerPlayer(t.app)));
      const votes = await Promise.all(voters.map((voter) => post(url, voter.token)));
      expect(votes.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
      expect(votes.every((res) => res.json().voted === true)).toBe(true);
      expect((await read(artifact.id)).votes).toBe(50);
      const rows = await t.database.db.select().from(artifactVotes).where(eq(artifactVotes.artifactId, artifact.id));
      expect(rows).toHaveLength(50);

      const again = await Promise.all(voters.map((voter) => post(url, voter.token)));
      expect(again.every((res) => res.json().voted === false)).toBe(true);
      expect((await read(artifact.id)).votes).toBe(0);
    });

    it('cannot vote for what the caller cannot see', async () => {
      const hidden = await createArtifact(t.app, owner.token, { visibility: 'private' });
      expect((await post(`/api/artifacts/${hidden.id}/vote`, other.token)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(artifacts).where(eq(artifacts.id, hidden.id));
      expect(row?.votes).toBe(0);
    });
  });

  describe('comments', () => {
    it('adds a comment with its author and rejects a blank one', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const url = `/api/artifacts/${artifact.id}/comment`;
      expect((await post(url, undefined, { text: 'hi' })).statusCode).toBe(401);
      for (const text of ['', '   ']) {
        const blank = await post(url, other.token, { text });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().message).toContain('Comment text is required');
      }
      const res = await post(url, other.token, { text: '  Lovely lamp  ' });
      expect(res.statusCode).toBe(201);
      const { comment } = artifactCommentResponseSchema.parse(res.json());
      expect(comment).toMatchObject({
        text: 'Lovely lamp',
        user: { id: other.user.id, username: other.user.username },
      });
      expect(Number.isNaN(Date.parse(comment.createdAt))).toBe(false);
      const shown = await read(artifact.id);
      expect(shown.comments).toEqual([comment]);
      expect(shown.commentCount).toBe(1);
      const hidden = await createArtifact(t.app, owner.token, { visibility: 'private' });
      expect((await post(`/api/artifacts/${hidden.id}/comment`, other.token, { text: 'x' })).statusCode).toBe(404);
    });
  });

  describe('interactions', () => {
    it('counts views, saves and shares once per player and day', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const url = `/api/artifacts/${artifact.id}/interact`;
      expect((await post(url, undefined, { interactionType: 'view' })).statusCode).toBe(401);
      await post(url, other.token, { interactionType: 'view' });
      await post(url, other.token, { interactionType: 'view' });
      await post(url, other.token, { interactionType: 'save' });
      const last = await post(url, other.token, { interactionType: 'shares' });
      expect(last.json()).toEqual({ success: true, interactions: { views: 1, saves: 1, shares: 1 } });
      await post(url, owner.token, { interactionType: 'view' });
      expect((await post(url, other.token, { interactionType: 'like' })).statusCode).toBe(400);
      expect(await read(artifact.id)).toMatchObject({
        views: 2,
        shares: 1,
        interactions: { views: 2, saves: 1, shares: 1 },
      });
    });
  });

  describe('pickup and drop (decision 0171)', () => {
    const placed = (token: string, extra: Record<string, unknown> = {}) =>
      createArtifact(t.app, token, { location: { x: 4, y: 5, mapName: 'overworld2' }, ...extra });

    it('takes a placed artifact into the caller’s inventory; a second taker gets 409', async () => {
      const artifact = await placed(owner.token);
      const url = `/api/artifacts/${artifact.id}/pickup`;
      expect((await post(url)).statusCode).toBe(401);
      const res = await post(url, other.token);
      expect(res.statusCode).toBe(200);
      expect(artifactResponseSchema.parse(res.json()).artifact).toMatchObject({
        holder: { id: other.user.id, username: other.user.username },
        location: null,
        status: ARTIFACT_PICKED_STATUS,
      });
      const again = await post(url, owner.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: ARTIFACT_API_MESSAGES.alreadyHeld });

      const inventory = (token: string) =>
        t.app
          .inject({ method: 'GET', url: '/api/artifacts/inventory', headers: as(token) })
          .then((r) => artifactInventoryResponseSchema.parse(r.json()).artifacts.map((a) => a.id));
      expect(await inventory(other.token)).toContain(artifact.id);
      expect(await inventory(owner.token)).not.toContain(artifact.id);
      expect((await t.app.inject({ method: 'GET', url: '/api/artifacts/inventory' })).statusCode).toBe(401);
    });

    it('lets exactly one of two players racing for it win', async () => {
      const artifact = await placed(owner.token);
      const racers = await Promise.all([registerPlayer(t.app), registerPlayer(t.app), registerPlayer(t.app)]);
      const answers = await Promise.all(racers.map((r) => post(`/api/artifacts/${artifact.id}/pickup`, r.token)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('refuses what is not on a map, and hides what the caller cannot see', async () => {
      const unplaced = await createArtifact(t.app, owner.token);
      // Every new artifact lies on a map (decision 0220); its creator takes it off.
      await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${unplaced.id}`,
        headers: as(owner.token),
        payload: { location: null },
      });
      const res = await post(`/api/artifacts/${unplaced.id}/pickup`, other.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ARTIFACT_API_MESSAGES.notOnMap);
      const hidden = await placed(owner.token, { visibility: 'private' });
      expect((await post(`/api/artifacts/${hidden.id}/pickup`, other.token)).statusCode).toBe(404);
    });

    it('lets the holder drop it on a cell; anyone else gets 403', async () => {
      const artifact = await placed(owner.token);
      const drop = (token?: string) =>
        post(`/api/artifacts/${artifact.id}/drop`, token, { location: { x: 9, y: 2, mapName: 'yosemite' } });
      await post(`/api/artifacts/${artifact.id}/pickup`, other.token);
      expect((await drop()).statusCode).toBe(401);
      const denied = await drop(owner.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(ARTIFACT_API_MESSAGES.dropNotAllowed);
      // The creator still edits while someone carries it, but cannot put it back on a map that way.
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}`,
        headers: as(owner.token),
        payload: { name: 'Renamed', location: { x: 1, y: 1, mapName: 'overworld' } },
      });
      expect(edit.json().artifact).toMatchObject({ name: 'Renamed', location: null, holder: { id: other.user.id } });
      const dropped = await drop(other.token);
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json().artifact).toMatchObject({
        holder: null,
        status: 'dropped',
        location: { x: 9, y: 2, mapName: 'yosemite' },
      });
      expect((await drop(other.token)).statusCode).toBe(403);
      const bad = await post(`/api/artifacts/${artifact.id}/drop`, owner.token, { location: { x: 1, y: 1 } });
      expect(bad.statusCode).toBe(400);
    });

    it('lets the creator place an artifact nobody holds', async () => {
      const artifact = await createArtifact(t.app, owner.token);
      const res = await post(`/api/artifacts/${artifact.id}/drop`, owner.token, {
        location: { x: 3, y: 3, mapName: 'desert2' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().artifact.location).toEqual({ x: 3, y: 3, mapName: 'desert2' });
      const hidden = await createArtifact(t.app, owner.token, { visibility: 'private' });
      const drop = await post(`/api/artifacts/${hidden.id}/drop`, other.token, {
        location: { x: 3, y: 3, mapName: 'desert2' },
      });
      expect(drop.statusCode).toBe(404);
    });

    it('keeps showing the holder what they carry after the creator hides it', async () => {
      const artifact = await placed(owner.token, { significance: 'mine alone' });
      await post(`/api/artifacts/${artifact.id}/pickup`, other.token);
      await t.app.inject({
        method: 'PUT',
        url: `/api/artifacts/${artifact.id}`,
        headers: as(owner.token),
        payload: { visibility: 'private' },
      });
      const carried = await read(artifact.id, other.token);
      expect(carried.visibility).toBe('private');
      expect(carried).not.toHaveProperty('significance');
    });
  });

  describe('level 3', () => {
    it('records the first artifact made on Overworld 3, once', async () => {
      const player = await registerPlayer(t.app);
      const create = (mapName: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/artifacts',
          headers: as(player.token),
          payload: { name: 'Key', description: 'A key', location: { x: 1, y: 1, mapName } },
        });
      const elsewhere = await create('overworld2');
      expect(elsewhere.json().level3Completed).toBe(false);
      const first = await create('overworld3');
      expect(first.json().level3Completed).toBe(true);
      const second = await create('overworld3');
      expect(second.json().level3Completed).toBe(false);
      const character = await ensureCharacter(t.database.db, player.user.id);
      expect(character.qualifyingArtifacts).toEqual({ level3: first.json().artifact.id });
    });
  });
});
