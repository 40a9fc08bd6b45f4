import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ARTIFACT_API_MESSAGES, artifactResponseSchema, formatMessage } from '@authentic/core';
import { artifacts, uploads, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { as, createArtifact, multipartBody, PNG } from './artifacts/test-kit.js';
import { SHARE_QUOTES_PER_ACCOUNT } from './users/index.js';

const image = (bytes: Buffer = PNG) =>
  multipartBody({ name: 'Lamp', description: 'A brass lamp' }, [
    { field: 'image', filename: 'i.png', contentType: 'image/png', bytes },
  ]);
const avatar = () => multipartBody({}, [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: PNG }]);

/** Decision 0226: the limits that keep one player (or script) from inflating counts or filling the disk. */
describe('abuse limits', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-abuse-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const read = async (id: string) =>
    artifactResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/artifacts/${id}` })).json()).artifact;

  it('refuses a creator’s vote for their own artifact, and counts nothing', async () => {
    const owner = await registerPlayer(t.app);
    const artifact = await createArtifact(t.app, owner.token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/artifacts/${artifact.id}/vote`,
      headers: as(owner.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: ARTIFACT_API_MESSAGES.ownVote });
    expect((await read(artifact.id)).votes).toBe(0);
  });

  it('counts 10 views by one player as 1, and another player’s as 1 more', async () => {
    const [owner, viewer, second] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const artifact = await createArtifact(t.app, owner.token);
    const view = (token: string, interactionType = 'view') =>
      t.app.inject({
        method: 'POST',
        url: `/api/artifacts/${artifact.id}/interact`,
        headers: as(token),
        payload: { interactionType },
      });
    const views = await Promise.all(Array.from({ length: 10 }, () => view(viewer.token)));
    expect(views.every((res) => res.statusCode === 200)).toBe(true);
    expect((await read(artifact.id)).interactions).toEqual({ views: 1, saves: 0, shares: 0 });
    await view(viewer.token, 'save');
    await view(viewer.token, 'save');
    const last = await view(second.token);
    expect(last.json().interactions).toEqual({ views: 2, saves: 1, shares: 0 });
  });

  it('limits quote mails per account as well as per IP', async () => {
    const player = await registerPlayer(t.app);
    const quote = { text: 'Less is more.', author: 'Mies', timestamp: '2026-11-22T10:00:00Z' };
    const share = (token: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/share-quotes',
        headers: as(token),
        remoteAddress,
        payload: { email: 'friend@example.com', quotes: [quote] },
      });
    // Every call from its own address: only the account's limit can stop them.
    for (let i = 0; i < SHARE_QUOTES_PER_ACCOUNT; i += 1) {
      expect((await share(player.token, `10.9.0.${i + 1}`)).statusCode).toBe(200);
    }
    const over = await share(player.token, '10.9.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
    // One address, fresh accounts: the IP's limit (5 in 10 minutes) still holds.
    const others = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(t.app)));
    const statuses = [];
    for (const other of others) statuses.push((await share(other.token, '10.9.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  /** Every file under uploads/ that no avatar or artifact names, and every record without its file. */
  async function orphans(): Promise<{ files: string[]; records: string[] }> {
    const db = t.database.db;
    const names = new Set(await readdir(path.join(dataDir, 'uploads')));
    const referenced = new Set<string>();
    for (const row of await db.select({ avatar: users.avatar }).from(users)) referenced.add(row.avatar ?? '');
    for (const row of await db.select({ image: artifacts.image, attachment: artifacts.attachment }).from(artifacts)) {
      referenced.add(row.image ?? '');
      referenced.add(row.attachment ?? '');
    }
    const records = (await db.select({ name: uploads.name }).from(uploads)).map((row) => row.name);
    return {
      files: [...names].filter((name) => !referenced.has(`/uploads/${name}`)),
      records: records.filter((name) => !names.has(name)),
    };
  }

  it('leaves no orphaned file when 10 avatar uploads race', async () => {
    const player = await registerPlayer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => {
        const body = avatar();
        return t.app.inject({
          method: 'POST',
          url: '/api/users/me/avatar',
          headers: { ...as(player.token), 'content-type': body.contentType },
          payload: body.payload,
        });
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await orphans()).toEqual({ files: [], records: [] });
  });

  it('leaves no orphaned file when an edit with a new image races the delete', async () => {
    const owner = await registerPlayer(t.app);
    for (let round = 0; round < 5; round += 1) {
      const created = image();
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: { ...as(owner.token), 'content-type': created.contentType },
        payload: created.payload,
      });
      const id = made.json().artifact.id as string;
      const edit = image();
      const [edited, deleted] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/artifacts/${id}`,
          headers: { ...as(owner.token), 'content-type': edit.contentType },
          payload: edit.payload,
        }),
        t.app.inject({ method: 'DELETE', url: `/api/artifacts/${id}`, headers: as(owner.token) }),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(edited.statusCode);
    }
    expect(await orphans()).toEqual({ files: [], records: [] });
  });
});

describe('the per-player upload quota', () => {
  let t: TestApp;
  const QUOTA_MB = 0.0002; // about 210 bytes: three 1×1 PNGs
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_QUOTA_MB: String(QUOTA_MB), AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  it('refuses an upload past the quota with a clear message, and takes it again once space is freed', async () => {
    const player = await registerPlayer(t.app);
    const create = () => {
      const body = image();
      return t.app.inject({
        method: 'POST',
        url: '/api/artifacts',
        headers: { ...as(player.token), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const made = [await create(), await create(), await create()];
    expect(made.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const full = await create();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      success: false,
      message: formatMessage(ARTIFACT_API_MESSAGES.uploadQuotaFull, { mb: QUOTA_MB }),
    });
    // Another player's space is their own.
    const other = await registerPlayer(t.app);
    const body = avatar();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...as(other.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(theirs.statusCode).toBe(200);
    const id = made[0]!.json().artifact.id as string;
    await t.app.inject({ method: 'DELETE', url: `/api/artifacts/${id}`, headers: as(player.token) });
    expect((await create()).statusCode).toBe(201);
  });

  it('says 200 MB by default', () => {
    expect(formatMessage(ARTIFACT_API_MESSAGES.uploadQuotaFull, { mb: 200 })).toBe(
      'Your storage is full (200 MB for uploads and worlds together). Delete some uploads or a world to add more.',
    );
  });
});
