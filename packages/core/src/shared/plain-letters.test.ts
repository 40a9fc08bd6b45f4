import { describe, expect, it } from 'vitest';
import { plainLetters, PLAIN_LETTERS } from './plain-letters.js';

describe('plainLetters', () => {
  it('writes distinct numbers as distinct strings of plain letters only', () => {
    const seen = new Set([0, 1, 16, 17, 1_790_000_000_000, 1_790_000_000_001].map(plainLetters));
    expect(seen.size).toBe(6);
    for (const text of seen) expect([...text].every((c) => PLAIN_LETTERS.includes(c))).toBe(true);
  });
});
