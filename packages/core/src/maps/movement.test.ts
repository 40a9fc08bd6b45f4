import { describe, expect, it } from 'vitest';
import type { Direction } from '../shared/geometry.js';
import { tryGridMove, tryMapMove } from './movement.js';

describe('tryGridMove', () => {
  // x: 0 1 2 3 4
  const grid = [
    [0, 1, 2, 3, 4], // y 0
    [5, 0, 6, 7, 8], // y 1
  ];

  it.each<[string, number, number, Direction, ReturnType<typeof tryGridMove>]>([
    ['onto grass', 0, 1, 'up', { ok: true, position: { x: 0, y: 0 } }],
    ['into a wall', 0, 0, 'right', { ok: false, reason: 'tile', tile: 1 }],
    ['into a tree', 2, 1, 'up', { ok: false, reason: 'tile', tile: 2 }],
    ['into dungeon stone', 3, 0, 'right', { ok: false, reason: 'tile', tile: 4 }],
    ['onto sand', 3, 1, 'up', { ok: true, position: { x: 3, y: 0 } }],
    ['onto a portal', 1, 1, 'left', { ok: true, position: { x: 0, y: 1 } }],
    ['onto the terminal portal', 1, 1, 'right', { ok: true, position: { x: 2, y: 1 } }],
    ['onto the text portal', 3, 1, 'right', { ok: true, position: { x: 4, y: 1 } }],
    ['off the top', 0, 0, 'up', { ok: false, reason: 'edge' }],
    ['off the left', 0, 1, 'left', { ok: false, reason: 'edge' }],
    ['off the bottom', 1, 1, 'down', { ok: false, reason: 'edge' }],
    ['off the right', 4, 1, 'right', { ok: false, reason: 'edge' }],
  ])('a step %s from (%i,%i) going %s', (_label, x, y, direction, result) => {
    expect(tryGridMove(grid, { x, y }, direction)).toEqual(result);
  });

  it('does not change the position it was given', () => {
    const position = { x: 0, y: 0 };
    tryGridMove(grid, position, 'down');
    expect(position).toEqual({ x: 0, y: 0 });
  });
});

describe('tryMapMove', () => {
  it('walks within a map', () => {
    expect(tryMapMove('overworld', { x: 4, y: 4 }, 'right')).toEqual({
      ok: true,
      mapId: 'overworld',
      position: { x: 5, y: 4 },
      changedMap: false,
    });
  });

  it('crosses the right edge of Overworld into Overworld 2', () => {
    expect(tryMapMove('overworld', { x: 23, y: 6 }, 'right')).toEqual({
      ok: true,
      mapId: 'overworld2',
      position: { x: 0, y: 6 },
      changedMap: true,
      banner: 'Welcome to Overworld 2',
    });
  });

  it('bumps into a tree', () => {
    expect(tryMapMove('overworld', { x: 1, y: 1 }, 'up')).toEqual({ ok: false, reason: 'tile', tile: 2 });
  });

  it('bumps at an edge with no map beyond', () => {
    expect(tryMapMove('overworld2', { x: 19, y: 0 }, 'up')).toEqual({ ok: false, reason: 'edge' });
  });
});
