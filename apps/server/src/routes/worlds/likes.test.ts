import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, WORLD_MESSAGES, worldLikeResponseSchema, worldResponseSchema } from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

/** Issue 34: one like per signed-in player per world, never on one's own, and it can be taken back. */
describe('PUT and DELETE /api/worlds/{id}/like', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  let owner: Player;
  let fan: Player;
  let other: Player;
  const worldOf = async (visibility: 'private' | 'unlisted' | 'public') => {
    const res = await call('POST', '/api/worlds', owner.token, {
      name: `Liked ${visibility}`,
      description: 'A world to be liked or not.',
      mapType: 'scifi',
      visibility,
    });
    return worldResponseSchema.parse(res.json()).world.id;
  };
  const like = async (method: 'PUT' | 'DELETE', worldId: string, player: Player) => {
    const res = await call(method, `/api/worlds/${worldId}/like`, player.token);
    expect(res.statusCode, res.body).toBe(200);
    return worldLikeResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = callerOf(t.app);
    owner = await registerPlayer(t.app);
    fan = await registerPlayer(t.app);
    other = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  it('counts one like per player however often it is sent, and takes it back once', async () => {
    const worldId = await worldOf('public');
    expect(await like('PUT', worldId, fan)).toEqual({ success: true, liked: true, likes: 1 });
    expect(await like('PUT', worldId, fan)).toEqual({ success: true, liked: true, likes: 1 });
    expect(await like('PUT', worldId, other)).toEqual({ success: true, liked: true, likes: 2 });
    expect(await like('DELETE', worldId, fan)).toEqual({ success: true, liked: false, likes: 1 });
    expect(await like('DELETE', worldId, fan)).toEqual({ success: true, liked: false, likes: 1 });
    const [a, b] = await Promise.all([like('PUT', worldId, fan), like('PUT', worldId, fan)]);
    expect([a.likes, b.likes]).toEqual([2, 2]);
  });

  it('refuses a like on one’s own world (403), from a guest (401), on a private world (404)', async () => {
    const mine = await worldOf('public');
    const own = await call('PUT', `/api/worlds/${mine}/like`, owner.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ success: false, message: WORLD_MESSAGES.likeOwnWorld });
    expect((await call('PUT', `/api/worlds/${mine}/like`)).statusCode).toBe(401);
    const hidden = await worldOf('private');
    const res = await call('PUT', `/api/worlds/${hidden}/like`, fan.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: HTTP_MESSAGES.notFound });
    expect((await call('PUT', '/api/worlds/not-a-world/like', fan.token)).statusCode).toBe(404);
  });

  it('takes a deleted account’s like out of the count', async () => {
    const worldId = await worldOf('public');
    const leaver = await registerPlayer(t.app);
    await like('PUT', worldId, fan);
    expect(await like('PUT', worldId, leaver)).toMatchObject({ likes: 2 });
    const gone = await call('DELETE', '/api/users/me', leaver.token, { password: leaver.password, confirm: 'DELETE' });
    expect(gone.statusCode).toBe(200);
    expect(await like('PUT', worldId, fan)).toMatchObject({ likes: 1 });
  });

  it('lets anyone with the link like an unlisted world', async () => {
    const unlisted = await worldOf('unlisted');
    expect(await like('PUT', unlisted, fan)).toMatchObject({ liked: true, likes: 1 });
  });
});
