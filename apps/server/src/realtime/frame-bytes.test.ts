import { describe, expect, it } from 'vitest';
import { encoded } from './frame-bytes.js';

describe('a frame encoded once for every socket that hears it', () => {
  it('gives the same bytes for the same frame, and new bytes for the next', () => {
    const frame = JSON.stringify({ t: 'u', p: [['h1', 2, 3, 0]], c: [['h1', 'c1', 'héllo']] });
    const first = encoded(frame);
    expect(first.toString('utf8')).toBe(frame);
    expect(encoded(`${frame}`)).toBe(first);
    const next = encoded('{"t":"u"}');
    expect(next).not.toBe(first);
    expect(next.toString('utf8')).toBe('{"t":"u"}');
  });
});
