import { readdir } from 'node:fs/promises';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES } from '@authentic/core';
import * as schema from '../../db/schema.js';
import { createTestAppWithUploads } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { as, multipartBody, PNG } from '../artifacts/test-kit.js';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/**
 * Columns where a deleted player's id may stay (decision 0257): the moderation log is never changed
 * by the API. Everything else in every table of the schema is searched, so a new table is covered.
 */
const KEPT: Record<string, string[]> = { moderation_actions: ['target_id'] };

/** DELETE /api/users/me (issue 26, decision 0257), on whichever database the suite runs. */
describe('DELETE /api/users/me', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithUploads>>;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestAppWithUploads({ AUTH_RATE_LIMIT_IP: '1000' });
    call = callerOf(t.app);
  });
  afterAll(() => t.close());

  const leave = (player: Player, body: object) => call('DELETE', '/api/users/me', player.token, body);
  const withImage = async (player: Player, name: string) => {
    const form = multipartBody(
      { name, description: 'Made by hand', 'location[x]': '1', 'location[y]': '2', 'location[mapName]': 'overworld' },
      [{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: PNG }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/artifacts',
      headers: { ...as(player.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ artifact: { id: string; image: string } }>().artifact;
  };
  /** Every (table, column) whose text holds `value`, outside KEPT. */
  async function whereFound(value: string): Promise<string[]> {
    const found: string[] = [];
    for (const table of Object.values(schema).filter((item) => is(item, PgTable))) {
      const { name, columns } = getTableConfig(table);
      for (const column of columns) {
        if (KEPT[name]?.includes(column.name)) continue;
        const result = await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)}
            where strpos(${sql.identifier(column.name)}::text, ${value}) > 0`,
        );
        const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
        if (Number(rows[0]?.n) > 0) found.push(`${name}.${column.name}`);
      }
    }
    return found;
  }

  it('refuses a wrong password (400) and a missing DELETE (400), and changes nothing', async () => {
    const player = await registerPlayer(t.app);
    const wrong = await leave(player, { password: 'not-the-password', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_DATA_MESSAGES.passwordWrong });
    for (const confirm of [undefined, 'delete', '']) {
      const res = await leave(player, { password: player.password, ...(confirm !== undefined && { confirm }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(ACCOUNT_DATA_MESSAGES.confirmWord);
    }
    expect((await call('DELETE', '/api/users/me', undefined, { password: 'x', confirm: 'DELETE' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/users/me/stats', player.token)).statusCode).toBe(200);
  });

  it('removes the account and all only it owned at once, keeping what others hold, credited to nobody', async () => {
    const leaver = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const friend = await registerPlayer(t.app);
    const avatarForm = multipartBody({}, [
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: PNG },
    ]);
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...as(leaver.token), 'content-type': avatarForm.contentType },
      payload: avatarForm.payload,
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const collected = await withImage(leaver, 'Shared Lamp');
    const lonely = await withImage(leaver, 'Lonely Lamp');
    expect((await call('POST', `/api/artifacts/${collected.id}/pickup`, other.token)).statusCode).toBe(200);
    const bell = (await call('POST', '/api/artifacts', other.token, { name: 'Bell', description: 'Rings' })).json<{
      artifact: { id: string };
    }>().artifact;
    await call('POST', `/api/artifacts/${bell.id}/comment`, leaver.token, { text: 'What a bell' });
    await call('POST', `/api/artifacts/${bell.id}/vote`, leaver.token);
    await call('POST', `/api/artifacts/${lonely.id}/comment`, other.token, { text: 'Nice lamp' });
    const asked = await call('POST', '/api/friends/requests', leaver.token, { username: friend.user.username });
    const requestId = asked.json<{ request: { id: string } }>().request.id;
    expect((await call('POST', `/api/friends/requests/${requestId}/accept`, friend.token)).statusCode).toBe(200);
    await call('POST', '/api/friends/requests', leaver.token, { username: other.user.username });
    await call('POST', '/api/worlds', leaver.token, {
      name: 'Gone Isle',
      description: 'Soon gone.',
      mapType: 'fantasy',
    });
    const db = t.database.db;
    await db.insert(schema.playerBlocks).values({ blockerId: other.user.id, blockedId: leaver.user.id });
    await db.insert(schema.playerMutes).values({ muterId: leaver.user.id, mutedId: friend.user.id });
    await db.insert(schema.reports).values({
      reporterId: other.user.id,
      kind: 'player',
      targetId: leaver.user.id,
      targetUserId: leaver.user.id,
      reason: 'spam',
    });
    await db.insert(schema.feedback).values({ userId: leaver.user.id, gameplay: 'fun', deviceInfo: {} });
    // A rename: the old name is held for the leaver, and must stay held after they leave.
    const oldName = leaver.user.username;
    const newName = `${oldName.slice(0, 20)}x`;
    const renamed = await call('PUT', '/api/users/me', leaver.token, {
      username: newName,
      currentPassword: leaver.password,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const filesBefore = await readdir(t.uploadsDir);
    expect(filesBefore).toHaveLength(3);

    const res = await leave(leaver, { password: leaver.password, confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_DATA_MESSAGES.deleted });

    // Signed out everywhere at once; the old login fails.
    expect((await call('GET', '/api/users/me/stats', leaver.token)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/auth/refresh', undefined, { refreshToken: leaver.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, { identifier: newName, password: leaver.password });
    expect(login.statusCode).toBe(401);

    // Nothing of theirs remains in any table; only the collected artifact's file stays on disk.
    expect(await whereFound(leaver.user.id)).toEqual([]);
    expect(await whereFound(leaver.user.email!)).toEqual([]);
    expect(await whereFound(newName)).toEqual([]);
    expect(await readdir(t.uploadsDir)).toEqual([collected.image.slice('/uploads/'.length)]);

    // Kept: the artifact another player holds, and the comment in their thread, credited to nobody.
    const kept = await call('GET', `/api/artifacts/${collected.id}`, other.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().artifact).toMatchObject({ name: 'Shared Lamp', creator: null, image: collected.image });
    expect((await call('GET', `/api/artifacts/${lonely.id}`, other.token)).statusCode).toBe(404);
    const thread = (await call('GET', `/api/artifacts/${bell.id}`, other.token)).json().artifact;
    expect(thread.votes).toBe(0);
    expect(thread.comments).toMatchObject([
      { text: 'What a bell', user: { username: ACCOUNT_DATA_MESSAGES.formerPlayer } },
    ]);
    expect(thread.comments[0].user.id).toBeUndefined();

    // The names are held: nobody may register or rename to them during the quarantine.
    const taken = async (username: string, email: string) =>
      (await call('POST', '/api/auth/register', undefined, { username, email, password: 'other-secret-words' })).json()
        .message;
    expect(await taken(newName, 'fresh1@example.com')).toBe(AUTH_MESSAGES.usernameTaken);
    expect(await taken(oldName, 'fresh2@example.com')).toBe(AUTH_MESSAGES.usernameTaken);
    expect(await taken('fresh_name_3', leaver.user.email!.toUpperCase())).toBe(AUTH_MESSAGES.emailTaken);
    const moved = await call('PUT', '/api/users/me', other.token, {
      email: leaver.user.email,
      currentPassword: other.password,
    });
    expect(moved.statusCode).toBe(409);
  });
});
