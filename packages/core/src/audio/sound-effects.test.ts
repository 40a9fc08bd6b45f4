import { describe, expect, it } from 'vitest';
import { seededRng } from '../shared/rng.js';
import { LEVEL4_FLUSH_CHANCE, level4EntrySound } from './sound-effects.js';

describe('level4EntrySound', () => {
  it('flushes below 0.6 and opens the portal from 0.6 on', () => {
    expect(LEVEL4_FLUSH_CHANCE).toBe(0.6);
    expect(level4EntrySound(() => 0)).toBe('flush');
    expect(level4EntrySound(() => 0.59)).toBe('flush');
    expect(level4EntrySound(() => 0.6)).toBe('portal');
    expect(level4EntrySound(() => 0.999)).toBe('portal');
  });

  it('splits about 60/40 over many entries (spec 01 §4)', () => {
    const rng = seededRng(2024);
    const draws = 10_000;
    let flushes = 0;
    for (let i = 0; i < draws; i += 1) if (level4EntrySound(rng) === 'flush') flushes += 1;
    expect(flushes / draws).toBeGreaterThan(0.58);
    expect(flushes / draws).toBeLessThan(0.62);
  });
});
