import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/app.js';
import { isLockConflict } from './deadlock-retry.js';

describe('deadlocks', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    const { db } = test.database;
    await db.execute(sql`create table lock_race (id int primary key, n int not null)`);
    await db.execute(sql`insert into lock_race values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await test.database.close();
    await test.dispose();
  });

  it('knows a lock race by its code, through the causes Drizzle wraps it in', () => {
    expect(isLockConflict(new Error('boom', { cause: { code: '40P01' } }))).toBe(true);
    expect(isLockConflict({ code: '40001' })).toBe(true);
    expect(isLockConflict({ code: '23503' })).toBe(false);
    expect(isLockConflict(null)).toBe(false);
  });

  it('runs again the transaction the database aborted, so both writes land', async () => {
    const { db, kind } = test.database;
    // Two transactions take the same two rows in opposite orders; each waits until the other holds
    // its first row, so on PostgreSQL one of them is aborted as a deadlock (PGlite runs them in turn).
    let held = 0;
    let release: () => void = () => undefined;
    const bothHold = new Promise<void>((resolve) => (release = resolve));
    let firstRun = true;
    const lockInOrder = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update lock_race set n = n + 1 where id = ${first}`);
        if (firstRun) {
          held += 1;
          if (held === 2) {
            firstRun = false;
            release();
          }
          if (kind === 'postgres') await bothHold;
        }
        await tx.execute(sql`update lock_race set n = n + 1 where id = ${second}`);
      });
    const results = await Promise.allSettled([lockInOrder(1, 2), lockInOrder(2, 1)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const result = await db.execute(sql`select id, n from lock_race order by id`);
    const counts = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(counts.map((row) => Number(row.n))).toEqual([2, 2]);
  });
});
