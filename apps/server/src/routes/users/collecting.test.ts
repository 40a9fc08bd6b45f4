import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ARTIFACTS, PROGRESS_EVENT_MESSAGES } from '@authentic/core';
import { LEGACY_COLLECTIONS_BEFORE } from '../../db/progress-repository.js';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';
import { createArtifact } from '../artifacts/test-kit.js';

/** Decision 0232: collecting is what the server saw, never what the saved inventory says. */
describe('collection achievements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof registerPlayer>>;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, player: Player, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${player.token}` },
      ...(payload ? { payload } : {}),
    });
  const unlock = (player: Player, id: string) =>
    call('POST', '/api/users/achievements', player, { achievement: { id } });
  const collect = (player: Player, artifactId: string) =>
    call('POST', '/api/users/me/events', player, { kind: 'collect', artifactId });
  const achievementIds = async (player: Player) =>
    (await call('GET', '/api/users/game-state', player))
      .json<{ achievements: { id: string }[] }>()
      .achievements.map((achievement) => achievement.id);
  const outsideYosemite = BUILT_IN_ARTIFACTS.filter((artifact) => artifact.mapId !== 'yosemite');
  const inYosemite = BUILT_IN_ARTIFACTS.find((artifact) => artifact.mapId === 'yosemite')!;

  it('refuses collection_20 to an inventory saved with built-in ids and nothing picked up', async () => {
    const player = await registerPlayer(t.app);
    const inventory = BUILT_IN_ARTIFACTS.map((artifact) => artifact.id);
    expect((await call('PUT', '/api/users/me/progress', player, { inventory })).statusCode).toBe(200);
    for (const id of ['collection_20', 'collection_10', 'collection_5', 'profile_artifacts_5']) {
      const refused = await unlock(player, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: PROGRESS_EVENT_MESSAGES.achievementNotEarned });
    }
    expect(await achievementIds(player)).toEqual([]);
  });

  it('earns collection achievements from recorded pickups: built-ins claimed, server artifacts picked up', async () => {
    const player = await registerPlayer(t.app);
    const maker = await registerPlayer(t.app);
    for (const artifact of outsideYosemite.slice(0, 3)) {
      const answer = await collect(player, artifact.id);
      expect(answer.json()).toMatchObject({ success: true, recorded: true, gained: 0, experience: 0 });
    }
    // The same one twice counts once.
    expect((await collect(player, outsideYosemite[0]!.id)).json()).toMatchObject({ recorded: false });
    // Picking up what one made oneself is not collecting.
    const own = await createArtifact(t.app, player.token);
    expect((await call('POST', `/api/artifacts/${own.id}/pickup`, player)).statusCode).toBe(200);
    // Claimed anyway: answered without an error status, nothing recorded.
    expect((await collect(player, own.id)).json()).toMatchObject({ success: true, recorded: false, gained: 0 });
    expect((await unlock(player, 'collection_5')).statusCode).toBe(409);

    // Two of another player's artifacts, picked up through the pickup route.
    for (const name of ['Lamp', 'Bell']) {
      const theirs = await createArtifact(t.app, maker.token, { name, visibility: 'public' });
      expect((await call('POST', `/api/artifacts/${theirs.id}/pickup`, player)).statusCode).toBe(200);
      // Claiming it again is answered (the route recorded it), and lists what was granted.
      const again = await collect(player, theirs.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().recorded).toBe(false);
    }
    const ids = await achievementIds(player);
    expect(ids).toEqual(expect.arrayContaining(['collection_5', 'profile_artifacts_5']));
    expect((await unlock(player, 'collection_5')).statusCode).toBe(200);
    expect((await unlock(player, 'collection_10')).statusCode).toBe(409);
  });

  it('checks a collect claim: a real built-in, where the player could be, or an artifact it holds', async () => {
    const player = await registerPlayer(t.app);
    const unknown = await collect(player, 'nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROGRESS_EVENT_MESSAGES.unknownCollectable);
    const someone = await registerPlayer(t.app);
    const notHeld = await createArtifact(t.app, someone.token, { visibility: 'public' });
    expect((await collect(player, notHeld.id)).statusCode).toBe(404);

    // Yosemite's artifacts lie past arriving there (level 1).
    const early = await collect(player, inYosemite.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PROGRESS_EVENT_MESSAGES.collectNotReached);
    await call('POST', '/api/users/me/events', player, { kind: 'levelComplete', level: 'level1' });
    expect((await collect(player, inYosemite.id)).json()).toMatchObject({ recorded: true, gained: 0 });
  });

  it('keeps what an account made before the change had in its inventory, once; a new account gets none', async () => {
    const old = await registerPlayer(t.app);
    const fresh = await registerPlayer(t.app);
    const inventory = outsideYosemite.slice(0, 6).map((artifact) => artifact.id);
    for (const player of [old, fresh]) await call('PUT', '/api/users/me/progress', player, { inventory });
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(LEGACY_COLLECTIONS_BEFORE.getTime() - 86_400_000) })
      .where(eq(users.id, old.user.id));

    expect((await unlock(old, 'collection_5')).statusCode).toBe(200);
    expect((await unlock(fresh, 'collection_5')).statusCode).toBe(409);
    // Read once: adding to the saved inventory afterwards raises nothing.
    const more = [...inventory, ...outsideYosemite.slice(6, 12).map((artifact) => artifact.id)];
    await call('PUT', '/api/users/me/progress', old, { inventory: more });
    expect((await unlock(old, 'collection_10')).statusCode).toBe(409);
  });
});
