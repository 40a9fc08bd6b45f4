import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  PROFILE_API,
  PROGRESSION_TITLES,
  profileStatsResponseSchema,
  type SavedQuoteDto,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { grantExperience } from '../../test/progress.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

describe('GET /api/users/me/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload && { payload }),
    });
  const stats = async (token: string) => {
    const res = await call('GET', PROFILE_API.stats, token);
    expect(res.statusCode).toBe(200);
    return profileStatsResponseSchema.parse(res.json());
  };

  it('answers 401 when signed out', async () => {
    const res = await call('GET', PROFILE_API.stats);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('starts at level 1 with nothing counted', async () => {
    const player = await registerPlayer(t.app);
    expect(await stats(player.token)).toEqual({
      success: true,
      experience: 0,
      level: 1,
      title: PROGRESSION_TITLES.novice,
      levelPercent: 0,
      nextLevelAt: 250,
      artifactCount: 0,
      savedQuotesCount: 0,
      friendsCount: 0,
      recentQuotes: [],
      achievements: [],
    });
  });

  it('counts experience, artifacts made, saved quotes, friends and achievements', async () => {
    const [player, friend, other] = [
      await registerPlayer(t.app),
      await registerPlayer(t.app),
      await registerPlayer(t.app),
    ];
    await grantExperience(t.database.db, player.user.id, 300);
    await createArtifact(t.app, player.token, { visibility: 'public' });
    await createArtifact(t.app, player.token, { visibility: 'private' });
    await createArtifact(t.app, other.token);

    const quote = (text: string, timestamp: string): SavedQuoteDto => ({ text, author: 'Someone', timestamp });
    const savedQuotes = [
      quote('first', '2026-01-01T10:00:00.000Z'),
      quote('fourth', '2026-01-04T10:00:00.000Z'),
      quote('second', '2026-01-02T10:00:00.000Z'),
      quote('third', '2026-01-03T10:00:00.000Z'),
    ];
    const saved = await call('PUT', `/api/users/${player.user.id}`, player.token, { savedQuotes });
    expect(saved.statusCode).toBe(200);

    const sent = await call('POST', PROFILE_API.friendRequests, friend.token, { username: player.user.username });
    expect((await call('POST', PROFILE_API.acceptRequest(sent.json().request.id), player.token)).statusCode).toBe(200);
    expect(
      (await call('POST', PROFILE_API.friendRequests, other.token, { username: player.user.username })).statusCode,
    ).toBe(201);

    const unlocked = await call('POST', '/api/users/achievements', player.token, {
      achievement: { id: 'profile_level_2' },
    });
    expect(unlocked.statusCode).toBe(200);

    const answer = await stats(player.token);
    expect(answer).toMatchObject({
      experience: 300,
      level: 2,
      title: PROGRESSION_TITLES.aspiring,
      levelPercent: 20,
      nextLevelAt: 500,
      artifactCount: 2,
      savedQuotesCount: 4,
      // A pending request is not a friend.
      friendsCount: 1,
      // Decision 0232: the first artifact made granted Digital Artisan (and the level then held, Novice Explorer).
      achievements: [{ id: 'creation_1' }, { id: 'profile_level_2' }],
    });
    expect(answer.recentQuotes.map((q) => q.text)).toEqual(['fourth', 'third', 'second']);
    expect((await stats(friend.token)).friendsCount).toBe(1);
  });
});
