// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { E, has, N, neighbourMask, S, W } from './autotile';

describe('neighbourMask', () => {
  const grid = [
    [0, 3, 0],
    [3, 3, 3],
    [0, 5, 1],
  ];

  it('sets N, E, S, W where the neighbour is the same terrain (a portal joins a path)', () => {
    expect(neighbourMask(grid, 1, 1)).toBe(N | E | S | W);
    expect(neighbourMask(grid, 1, 0)).toBe(N | S);
  });

  it('counts off the map as the same, so border cells draw no shore into the void', () => {
    expect(neighbourMask(grid, 0, 1)).toBe(E | W);
    expect(neighbourMask(grid, 2, 2)).toBe(E | S);
  });

  it('has() reads single bits', () => {
    expect(has(N | S, S)).toBe(true);
    expect(has(N | S, E)).toBe(false);
    expect(neighbourMask(grid, 9, 9)).toBe(0);
  });
});
