import { describe, expect, it } from 'vitest';
import { randomInt, seededRng } from './rng.js';

describe('seededRng', () => {
  it('repeats for the same seed and stays in [0, 1)', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('gives integers within both bounds', () => {
    const rng = seededRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(rng, 0, 3)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});
