import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessSchema, readinessSchema } from '@authentic/core';
import type {} from '../../plugins/lifecycle.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { freePort } from '../../test/server-process.js';

const readiness = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: res.statusCode, body: readinessSchema.parse(res.json()) };
};

describe('/api/health/live and /api/health/ready (issue 38)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('liveness answers that the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(livenessSchema.parse(res.json()).status).toBe('ok');
  });

  it('readiness checks the database and its migrations; without REDIS_URL there is no Redis to check', async () => {
    expect(await readiness(t)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', migrations: 'done', redis: 'none' },
    });
  });

  it('is not ready while a migration this build carries is missing from the database', async () => {
    const db = t.database.db;
    const applied = await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`);
    const last = (applied as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows.at(-1);
    if (!last) throw new Error('no migration recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      await expect.poll(async () => (await readiness(t)).body.status).toBe('unavailable');
      expect(await readiness(t)).toMatchObject({ status: 503, body: { database: 'ok', migrations: 'pending' } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    await expect.poll(async () => (await readiness(t)).status).toBe(200);
  });

  it('is not ready while the database does not answer, and ready again once it does', async () => {
    const db = t.database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const original = db.execute;
    db.execute = () => Promise.reject(new Error('connection refused'));
    try {
      await expect.poll(async () => (await readiness(t)).status).toBe(503);
      expect((await readiness(t)).body).toEqual({
        status: 'unavailable',
        database: 'error',
        migrations: 'unchecked',
        redis: 'none',
      });
      // Liveness does not depend on the database: the process is fine, restarting it would not help.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      db.execute = original;
    }
    await expect.poll(async () => (await readiness(t)).status).toBe(200);
  });

  it('says stopping, at once and without a check, from the moment a shutdown begins', async () => {
    t.app.lifecycle.beginStopping();
    expect(await readiness(t)).toEqual({
      status: 503,
      body: { status: 'stopping', database: 'unchecked', migrations: 'unchecked', redis: 'unchecked' },
    });
    // Everything else is still served meanwhile: the proxy is what stops sending players here.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness with Redis', () => {
  it('is not ready while its Redis does not answer', async () => {
    const t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    try {
      expect(await readiness(t)).toMatchObject({ status: 503, body: { status: 'unavailable', redis: 'error' } });
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('is ready when its Redis answers', async () => {
    const t = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL } });
    try {
      expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'ready', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });
});
