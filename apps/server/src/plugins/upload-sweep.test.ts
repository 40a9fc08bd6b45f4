import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTIFACT_API_MESSAGES, formatMessage } from '@authentic/core';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { uploads, users } from '../db/schema.js';
import { uploadedBytes } from '../db/uploads-repository.js';
import { as, multipartBody, PNG } from '../routes/artifacts/test-kit.js';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../test/app.js';
import { registerPlayer } from '../test/users.js';
import { sweepUploads, UPLOAD_SWEEP_GRACE_MS } from './upload-sweep.js';

const avatar = () => multipartBody({}, [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: PNG }]);
const newName = () => `${randomBytes(16).toString('hex')}.png`;
const longAgo = () => new Date(Date.now() - 2 * UPLOAD_SWEEP_GRACE_MS);

/** Issue 22 §7: what a kill -9 mid-upload leaves behind is found and stops counting against the quota. */
describe('orphaned uploads', () => {
  let t: TestApp;
  let dataDir: string;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'authentic-sweep-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What a kill between "record written" and "avatar set" leaves: a record and a file nothing points to. */
  async function leaveOrphan(db: Db, dir: string, userId: string, options: { file: boolean; old: boolean }) {
    const name = newName();
    const createdAt = options.old ? longAgo() : new Date();
    await db.insert(uploads).values({ name, userId, bytes: PNG.length, createdAt });
    if (options.file) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), PNG);
      await utimes(path.join(dir, name), createdAt, createdAt);
    }
    return name;
  }
  const files = async () => readdir(uploadsDir());

  it('removes unclaimed records and files past the grace period, and keeps what is claimed or fresh', async () => {
    const player = await registerPlayer(t.app);
    const body = avatar();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...as(player.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const kept = uploaded.json<{ avatar: string }>().avatar.replace('/uploads/', '');
    // Make the player's real avatar old too: being old is not enough to be removed.
    await t.database.db.update(uploads).set({ createdAt: longAgo() }).where(eq(uploads.name, kept));

    const orphan = await leaveOrphan(t.database.db, uploadsDir(), player.user.id, { file: true, old: true });
    const halfWritten = await leaveOrphan(t.database.db, uploadsDir(), player.user.id, { file: false, old: true });
    const inFlight = await leaveOrphan(t.database.db, uploadsDir(), player.user.id, { file: true, old: false });
    const stray = newName();
    await writeFile(path.join(uploadsDir(), stray), PNG);
    await utimes(path.join(uploadsDir(), stray), longAgo(), longAgo());
    expect(await uploadedBytes(t.database.db, player.user.id)).toBe(4 * PNG.length);

    const result = await sweepUploads(t.database.db, uploadsDir(), new Date(), { files: true });
    expect(result).toEqual({ unclaimed: 2, missingFiles: 0, strayFiles: 1 });
    const left = await files();
    expect(left).toContain(kept);
    expect(left).toContain(inFlight);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(stray);
    const records = (await t.database.db.select({ name: uploads.name }).from(uploads)).map((row) => row.name);
    expect(records).not.toContain(halfWritten);
    // The quota counts what is really there: the avatar and the upload still in flight.
    expect(await uploadedBytes(t.database.db, player.user.id)).toBe(2 * PNG.length);
    // The avatar is still served.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${kept}` })).statusCode).toBe(200);
  });

  it('runs by itself when the server starts', async () => {
    const testDb = await createTestDatabase();
    const root = await mkdtemp(path.join(os.tmpdir(), 'authentic-sweep-start-'));
    const dir = path.join(root, 'uploads');
    const { db } = testDb.database;
    const [user] = await db
      .insert(users)
      .values({
        username: 'Sweeper',
        usernameKey: 'sweeper',
        email: 's@example.com',
        emailKey: 's@example.com',
        passwordHash: '-',
      })
      .returning();
    const orphan = await leaveOrphan(db, dir, user!.id, { file: true, old: true });
    const app = await buildApp(testConfig({ DATA_DIR: root }), { database: testDb.database });
    try {
      await app.ready();
      // The sweep removes the file, then its record: wait for both (the record went a moment after the
      // file, and a busy CI machine read the quota between the two).
      await vi.waitFor(
        async () => {
          expect(await readdir(dir)).not.toContain(orphan);
          expect(await uploadedBytes(db, user!.id)).toBe(0);
        },
        { timeout: 15_000 },
      );
    } finally {
      await app.close();
      await testDb.dispose();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the per-address daily upload cap', () => {
  let t: TestApp;
  const CAP_MB = 0.0003; // about 310 bytes: four 1×1 PNGs
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_ADDRESS_DAILY_MB: String(CAP_MB), AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const upload = (token: string, remoteAddress: string) => {
    const body = avatar();
    return t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      remoteAddress,
      headers: { ...as(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('binds across accounts from one address, is not freed by deleting, and leaves other addresses alone', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => registerPlayer(t.app)));
    const codes = [];
    // Each new avatar replaces (deletes) the last one: the day's volume still counts it.
    for (const player of players) codes.push((await upload(player.token, '203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await upload(players[0]!.token, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: formatMessage(ARTIFACT_API_MESSAGES.uploadDailyCapReached, { mb: CAP_MB }),
    });
    expect((await upload(players[4]!.token, '198.51.100.9')).statusCode).toBe(200);
  });
});
