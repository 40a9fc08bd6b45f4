import { describe, expect, it } from 'vitest';
import { validateGrid } from './grid-validation.js';

describe('validateGrid', () => {
  it('accepts a rectangular grid of codes 0 to 8', () => {
    expect(
      validateGrid([
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8, 0],
      ]),
    ).toEqual([]);
  });

  it.each([
    ['not a list', 'grid', ['The map grid is not a list of rows']],
    ['no rows', [], ['The map grid has no rows']],
    ['a row that is not a list', [[0, 0], 'oops'], ['Row 1 is not a list of tiles']],
    ['an empty row', [[], [0]], ['Row 0 has no tiles']],
  ])('reports %s', (_label, grid, problems) => {
    expect(validateGrid(grid)).toEqual(problems);
  });

  it('reports every ragged row with its length', () => {
    expect(
      validateGrid([
        [0, 0, 0],
        [0, 0],
        [0, 0, 0],
        [0, 0, 0, 0],
      ]),
    ).toEqual([
      'Row 1 has 2 tiles, but row 0 has 3: every row must be the same length',
      'Row 3 has 4 tiles, but row 0 has 3: every row must be the same length',
    ]);
  });

  it('reports every bad value with its row and column', () => {
    expect(
      validateGrid([
        [0, 9, 0],
        [-1, 0, 2.5],
        ['1', null, 0],
      ]),
    ).toEqual([
      'Row 0, column 1: 9 is not a tile code from 0 to 8',
      'Row 1, column 0: -1 is not a tile code from 0 to 8',
      'Row 1, column 2: 2.5 is not a whole number',
      'Row 2, column 0: "1" is not a whole number',
      'Row 2, column 1: null is not a whole number',
    ]);
  });

  it('reports shape and value problems together', () => {
    expect(validateGrid([[0, 0], [0, 10, 0], [{}]])).toEqual([
      'Row 1 has 3 tiles, but row 0 has 2: every row must be the same length',
      'Row 1, column 1: 10 is not a tile code from 0 to 8',
      'Row 2 has 1 tile, but row 0 has 2: every row must be the same length',
      'Row 2, column 0: a value of type object is not a whole number',
    ]);
  });

  it('reports holes in sparse rows', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(validateGrid([[0, , 0]])).toEqual(['Row 0, column 1: a value of type undefined is not a whole number']);
  });
});
