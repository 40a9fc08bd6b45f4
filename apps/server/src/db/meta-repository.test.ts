import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/app.js';
import { getMeta, recordFirstStart, setMeta } from './meta-repository.js';

describe('app_meta repository', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('writes, overwrites and reads a value', async () => {
    expect(await getMeta(t.database.db, 'greeting')).toBeUndefined();
    await setMeta(t.database.db, 'greeting', 'hello');
    await setMeta(t.database.db, 'greeting', 'hello again');
    expect(await getMeta(t.database.db, 'greeting')).toBe('hello again');
  });

  it('records the first start once and keeps it across a restart', async () => {
    const first = await recordFirstStart(t.database.db, new Date('2026-01-01T00:00:00Z'));
    expect(first).toBe('2026-01-01T00:00:00.000Z');
    await t.database.close();
    t.database = await t.reopen();
    const again = await recordFirstStart(t.database.db, new Date('2026-06-01T00:00:00Z'));
    expect(again).toBe('2026-01-01T00:00:00.000Z');
    expect(await getMeta(t.database.db, 'greeting')).toBe('hello again');
    await t.database.close();
  });
});
