import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { forgetArtifactTotals, keptTotal, TOTAL_TTL_MS } from './artifact-totals.js';

/** Totals are kept per database object; any object will do as a stand-in key. */
const fakeDb = () => ({}) as Db;

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[calls++] ?? -1,
    get calls() {
      return calls;
    },
  };
}

describe('kept list totals', () => {
  it('counts once and keeps the total for a moment', async () => {
    const db = fakeDb();
    const c = counter([7, 8]);
    expect(await keptTotal(db, 'k', 1000, c.count)).toBe(7);
    expect(await keptTotal(db, 'k', 1000 + TOTAL_TTL_MS - 1, c.count)).toBe(7);
    expect(c.calls).toBe(1);
    expect(await keptTotal(db, 'k', 1000 + TOTAL_TTL_MS, c.count)).toBe(8);
  });

  it('forgets at once when an artifact is written', async () => {
    const db = fakeDb();
    const c = counter([7, 8]);
    await keptTotal(db, 'k', 0, c.count);
    forgetArtifactTotals(db);
    expect(await keptTotal(db, 'k', 1, c.count)).toBe(8);
  });

  it('keeps filters and databases apart', async () => {
    const [one, two] = [fakeDb(), fakeDb()];
    expect(await keptTotal(one, 'a', 0, async () => 1)).toBe(1);
    expect(await keptTotal(one, 'b', 0, async () => 2)).toBe(2);
    expect(await keptTotal(two, 'a', 0, async () => 3)).toBe(3);
    expect(await keptTotal(one, 'a', 0, async () => 9)).toBe(1);
  });

  it('does not keep a count that overlapped a write', async () => {
    const db = fakeDb();
    const stale = keptTotal(db, 'k', 0, async () => {
      forgetArtifactTotals(db);
      return 5;
    });
    expect(await stale).toBe(5);
    expect(await keptTotal(db, 'k', 1, async () => 6)).toBe(6);
  });
});
