import { describe, expect, it } from 'vitest';
import type { Direction } from '../shared/geometry.js';
import { edgeTransition, nearestLandingCell } from './edges.js';
import type { BuiltInMapId } from './map-ids.js';

describe('edge transitions between the overworlds', () => {
  it.each<[BuiltInMapId, number, number, Direction, BuiltInMapId, number, number, string]>([
    ['overworld', 23, 5, 'right', 'overworld2', 0, 5, 'Welcome to Overworld 2'],
    ['overworld', 23, 10, 'right', 'overworld2', 0, 10, 'Welcome to Overworld 2'],
    ['overworld2', 0, 7, 'left', 'overworld', 23, 7, 'Welcome to Overworld'],
    ['overworld2', 23, 8, 'right', 'overworld3', 0, 8, 'Welcome to Overworld 3'],
    ['overworld3', 0, 9, 'left', 'overworld2', 23, 9, 'Welcome to Overworld 2'],
  ])('%s (%i,%i) going %s enters %s at (%i,%i)', (from, x, y, direction, to, ax, ay, banner) => {
    expect(edgeTransition(from, { x, y }, direction)).toEqual({ mapId: to, arrival: { x: ax, y: ay }, banner });
  });

  it.each<[BuiltInMapId, number, number, Direction]>([
    ['overworld', 0, 5, 'left'], // nothing west of the first overworld
    ['overworld3', 23, 5, 'right'], // nor east of the third
    ['overworld', 22, 5, 'right'], // not at the edge yet
    ['overworld2', 23, 5, 'up'],
    ['desert1', 0, 5, 'left'], // only the overworlds are joined by edges
  ])('%s (%i,%i) going %s crosses nothing', (mapId, x, y, direction) => {
    expect(edgeTransition(mapId, { x, y }, direction)).toBeNull();
  });
});

describe('nearestLandingCell', () => {
  // Column 0: tree, grass, wall, portal, sand, tree.
  const grid = [[2], [0], [1], [5], [3], [2]];

  it.each([
    [1, 1], // the row itself
    [2, 1], // a wall: one up and one down tie, the upper wins
    [3, 4], // a portal is no place to land: the sand below is nearer than the grass above
    [5, 4],
    [0, 1],
    [40, 4], // a row beyond the grid still finds the nearest cell
  ])('row %i lands on row %i', (row, landing) => {
    expect(nearestLandingCell(grid, 0, row)).toEqual({ x: 0, y: landing });
  });

  it('finds nothing in a column without a cell to stand on', () => {
    expect(nearestLandingCell([[1], [2], [5]], 0, 1)).toBeNull();
  });
});
