import { describe, expect, it } from 'vitest';
import { keyedBatch } from './keyed-batch.js';

describe('keyedBatch', () => {
  it('reads the keys asked for in one turn together, once each', async () => {
    const reads: string[][] = [];
    const load = keyedBatch(async (keys) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 'nobody').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('nobody')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(reads).toEqual([['a', 'b', 'nobody']]);
  });

  it('starts a new read for a key asked for after the last one began', async () => {
    let value = 'old';
    const reads: string[][] = [];
    const load = keyedBatch(async (keys) => {
      reads.push(keys);
      return new Map(keys.map((key) => [key, value]));
    });
    const first = load('a');
    await new Promise((resolve) => setImmediate(resolve));
    value = 'new';
    await expect(load('a')).resolves.toBe('new');
    await expect(first).resolves.toBe('old');
    expect(reads).toHaveLength(2);
  });

  it('rejects every caller of a read that failed', async () => {
    const load = keyedBatch<string>(async () => {
      throw new Error('down');
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
