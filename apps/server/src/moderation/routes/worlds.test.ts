import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exploreResponseSchema,
  moderationLogResponseSchema,
  SAFETY_API,
  SAFETY_MESSAGES,
  WORLD_MESSAGES,
  worldModerationResponseSchema,
  worldResponseSchema,
} from '@authentic/core';
import { runModeratorCommand } from '../moderator-cli.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';

/** Issue 34 item 5: a moderator hides a world from Explore and features up to six at its top. */
describe('PUT /api/moderation/worlds/{id}', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let mod: Awaited<ReturnType<typeof registerPlayer>>;
  let owner: Awaited<ReturnType<typeof registerPlayer>>;
  const created: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    call = callerOf(t.app);
    mod = await registerPlayer(t.app);
    owner = await registerPlayer(t.app);
    expect((await runModeratorCommand(t.database.db, ['grant', mod.user.username])).code).toBe(0);
    for (let i = 0; i < 8; i += 1) {
      const res = await call('POST', '/api/worlds', owner.token, {
        name: `Curated ${i}`,
        description: 'A world for the moderators.',
        mapType: 'mystery',
        visibility: 'public',
      });
      created.push(worldResponseSchema.parse(res.json()).world.id);
    }
  });
  afterAll(() => t.close());

  const moderate = (worldId: string, body: object, token = mod.token) =>
    call('PUT', `/api/moderation/worlds/${worldId}`, token, body);
  const explore = async (query = '') => exploreResponseSchema.parse((await call('GET', `/api/explore${query}`)).json());

  it('hides a world from Explore (it still opens with its link) and shows it again', async () => {
    const id = created[0]!;
    const res = await moderate(id, { hidden: true, note: 'spam' });
    expect(worldModerationResponseSchema.parse(res.json())).toEqual({ success: true, hidden: true, featured: false });
    expect((await explore()).worlds.map((card) => card.id)).not.toContain(id);
    expect((await call('GET', `/api/worlds/${id}`, mod.token)).statusCode).toBe(200);
    await moderate(id, { hidden: false });
    expect((await explore()).worlds.map((card) => card.id)).toContain(id);
    const log = moderationLogResponseSchema.parse((await call('GET', SAFETY_API.moderationLog, mod.token)).json());
    expect(log.entries.slice(0, 2).map((entry) => [entry.action, entry.targetKind, entry.targetId])).toEqual([
      ['showWorld', 'world', id],
      ['hideWorld', 'world', id],
    ]);
  });

  it('features up to six, on the first page only and not in a search', async () => {
    for (const id of created.slice(0, 6)) expect((await moderate(id, { featured: true })).statusCode).toBe(200);
    const seventh = await moderate(created[6]!, { featured: true });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toMatchObject({ message: WORLD_MESSAGES.featuredFull });
    const first = await explore('?limit=2');
    expect(first.featured.map((card) => card.id).sort()).toEqual(created.slice(0, 6).sort());
    expect(first.featured.every((card) => card.featured)).toBe(true);
    expect((await explore(`?limit=2&cursor=${first.nextCursor}`)).featured).toEqual([]);
    expect((await explore('?q=curated')).featured).toEqual([]);
    await moderate(created[0]!, { featured: false });
    expect((await moderate(created[6]!, { featured: true })).statusCode).toBe(200);
  });

  it('is for moderators only', async () => {
    const res = await moderate(created[7]!, { hidden: true }, owner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: SAFETY_MESSAGES.notModerator });
    expect((await moderate('not-a-world', { hidden: true })).statusCode).toBe(404);
    expect((await moderate('00000000-0000-4000-8000-000000000000', { hidden: true })).statusCode).toBe(404);
  });
});
