import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_EXPORTS_PER_DAY, worldResponseSchema } from '@authentic/core';
import { progressEvents, refreshTokens, users, worldVersions } from '../../db/schema.js';
import { createTestAppWithUploads } from '../../test/app.js';
import { callerOf, registerPlayer } from '../../test/users.js';
import { as, multipartBody, PNG } from '../artifacts/test-kit.js';

/** GET /api/users/me/export (issue 26, decision 0257), on whichever database the suite runs. */
describe('GET /api/users/me/export', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithUploads>>;
  beforeAll(async () => {
    t = await createTestAppWithUploads({ AUTH_RATE_LIMIT_IP: '1000' });
  });
  afterAll(() => t.close());

  const download = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: as(token) });

  it('answers a zip with one JSON file per kind, the artifact files and a README, and no secrets', async () => {
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const call = callerOf(t.app);
    const form = multipartBody({ name: 'Painted Lamp', description: 'Glows' }, [
      { field: 'image', filename: 'lamp.png', contentType: 'image/png', bytes: PNG },
    ]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/artifacts',
      headers: { ...as(player.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(made.statusCode).toBe(201);
    const artifact = made.json<{ artifact: { id: string; image: string } }>().artifact;
    const theirs = await call('POST', '/api/artifacts', other.token, { name: 'Bell', description: 'Rings' });
    const bellId = theirs.json<{ artifact: { id: string } }>().artifact.id;
    expect(
      (await call('POST', `/api/artifacts/${bellId}/comment`, player.token, { text: 'Lovely bell' })).statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/artifacts/${bellId}/vote`, player.token)).statusCode).toBe(200);
    await call('POST', '/api/friends/requests', player.token, { username: other.user.username });
    const world = worldResponseSchema.parse(
      (
        await call('POST', '/api/worlds', player.token, {
          name: 'Quiet Bay',
          description: 'Water and stone.',
          mapType: 'fantasy',
          isPublic: false,
        })
      ).json(),
    ).world;
    const doc = (await call('GET', `/api/worlds/${world.id}/doc`, player.token)).json<{ doc: object }>().doc;
    const db = t.database.db;
    await db.insert(worldVersions).values({ worldId: world.id, number: 1, doc: doc as never });
    await db
      .insert(progressEvents)
      .values({ userId: player.user.id, kind: 'discovery', key: 'yosemite', experience: 5 });

    const res = await download(player.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="authentic-internet-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

    const imageName = artifact.image.slice('/uploads/'.length);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'character.json',
        'saved-quotes.json',
        'progress-events.json',
        'artifacts.json',
        `artifacts/${artifact.id}/${imageName}`,
        'comments.json',
        'votes.json',
        'friends.json',
        'worlds.json',
      ].sort(),
    );
    const readme = strFromU8(files['README.txt']!);
    for (const name of Object.keys(files).filter((file) => file.endsWith('.json'))) expect(readme).toContain(name);
    expect(read('account.json')).toMatchObject({ id: player.user.id, username: player.user.username, level: 1 });
    expect(Buffer.from(files[`artifacts/${artifact.id}/${imageName}`]!)).toEqual(PNG);
    expect(read('artifacts.json')).toMatchObject([
      { id: artifact.id, name: 'Painted Lamp', files: [`artifacts/${artifact.id}/${imageName}`] },
    ]);
    expect(read('comments.json')).toMatchObject([{ artifactId: bellId, artifactName: 'Bell', text: 'Lovely bell' }]);
    expect(read('votes.json')).toMatchObject([{ artifactId: bellId, artifactName: 'Bell' }]);
    expect(read('progress-events.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'discovery', eventKey: 'yosemite', experience: 5 })]),
    );
    expect(read('friends.json')).toMatchObject({
      friends: [],
      requestsSent: [{ id: other.user.id, username: other.user.username }],
    });
    const worlds = read('worlds.json') as { id: string; versions: { number: number; doc: unknown }[] }[];
    expect(worlds).toMatchObject([{ id: world.id, name: 'Quiet Bay' }]);
    expect(worlds[0]!.versions.map((version) => version.number)).toEqual([1]);
    expect(worlds[0]!.versions[0]!.doc).toEqual(doc);

    // Nothing of the password or of the tokens, in any file.
    const [account] = await db.select().from(users).where(eq(users.id, player.user.id));
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, player.user.id));
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const secret of [account!.passwordHash, player.password, ...tokens.map((row) => row.tokenHash)]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/passwordHash|password_hash|sessionVersion|tokenHash/);
  });

  it(`allows ${ACCOUNT_EXPORTS_PER_DAY} a day per account, then answers 429 with a clear message`, async () => {
    const player = await registerPlayer(t.app);
    for (let n = 0; n < ACCOUNT_EXPORTS_PER_DAY; n += 1) expect((await download(player.token)).statusCode).toBe(200);
    const refused = await download(player.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_DATA_MESSAGES.exportLimit });
    // Another account is not held back by it.
    expect((await download((await registerPlayer(t.app)).token)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});
