// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffCells, mergeCells, writeCells, type CellEdit } from './cell-edits';
import { fillRegion } from './fill';
import {
  amendChange,
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  storedSize,
  undoChange,
  type EditHistory,
} from './history';
import { lineCells } from './line';

type Grid = readonly number[];
type Change = CellEdit<number>[];
const apply = (grid: Grid, change: Change, way: 'undo' | 'redo'): Grid => writeCells([...grid], change, way);
const paint = (history: EditHistory<Grid, Change>, index: number, value: number) => {
  const next = [...history.present];
  next[index] = value;
  return recordChange(history, next, diffCells(history.present, next));
};

const cell = fc.record({ x: fc.integer({ min: -40, max: 40 }), y: fc.integer({ min: -40, max: 40 }) });

describe('the line', () => {
  it('joins both ends with cells that touch, one per step of the longer side', () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const line = lineCells(a, b);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        expect(line).toHaveLength(Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) + 1);
        for (let i = 1; i < line.length; i++) {
          expect(Math.max(Math.abs(line[i]!.x - line[i - 1]!.x), Math.abs(line[i]!.y - line[i - 1]!.y))).toBe(1);
        }
      }),
    );
  });
});

describe('the flood fill', () => {
  const grids = fc
    .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        values: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: width * height, maxLength: width * height }),
        start: fc.record({ x: fc.integer({ min: 0, max: width - 1 }), y: fc.integer({ min: 0, max: height - 1 }) }),
      }),
    );

  it('never leaves the region: every cell found is alike, in the grid, once, and joined to the start', () => {
    fc.assert(
      fc.property(grids, ({ width, height, values, start }) => {
        const target = values[start.y * width + start.x];
        const region = fillRegion(width, height, start, (i) => values[i] === target);
        const keys = new Set(region.map(({ x, y }) => y * width + x));
        expect(keys.size).toBe(region.length);
        expect(keys.has(start.y * width + start.x)).toBe(true);
        for (const { x, y } of region) {
          expect(x >= 0 && y >= 0 && x < width && y < height).toBe(true);
          expect(values[y * width + x]).toBe(target);
          // A neighbour that is alike is in the region too (the region is closed).
          for (const [nx, ny] of [
            [x - 1, y],
            [x + 1, y],
            [x, y - 1],
            [x, y + 1],
          ] as const) {
            if (nx >= 0 && ny >= 0 && nx < width && ny < height && values[ny * width + nx] === target)
              expect(keys.has(ny * width + nx)).toBe(true);
          }
        }
      }),
    );
  });

  it('finds nothing outside the grid or from a cell that is not alike', () => {
    expect(fillRegion(4, 4, { x: 4, y: 0 }, () => true)).toEqual([]);
    expect(fillRegion(4, 4, { x: 0, y: 0 }, () => false)).toEqual([]);
    expect(fillRegion(256, 256, { x: 9, y: 9 }, () => true)).toHaveLength(65536);
  });
});

describe('the history of changes', () => {
  const steps = fc.array(fc.record({ index: fc.integer({ min: 0, max: 15 }), value: fc.integer({ min: 0, max: 3 }) }));

  it('undo then redo gives the same grid, and undoing everything gives the first grid', () => {
    fc.assert(
      fc.property(steps, fc.nat(30), (paints, undos) => {
        const first: Grid = new Array<number>(16).fill(0);
        let history = createHistory<Grid, Change>(first);
        for (const { index, value } of paints) history = paint(history, index, value);
        const end = history.present;
        let back = history;
        for (let i = 0; i < undos && canUndo(back); i++) back = undoChange(back, apply)!;
        let again = back;
        while (canRedo(again)) again = redoChange(again, apply)!;
        expect(again.present).toEqual(end);
        while (canUndo(back)) back = undoChange(back, apply)!;
        expect(back.present).toEqual(first);
      }),
    );
  });

  it('clears redo on a new step, amends the last step, stops at both ends, keeps at most the limit', () => {
    let history = paint(paint(createHistory<Grid, Change>([0, 0, 0]), 0, 1), 1, 1);
    history = undoChange(history, apply)!;
    expect(history.future).toHaveLength(1);
    expect(paint(history, 2, 1).future).toEqual([]);
    const amended = amendChange(history, [1, 1, 1], (last) => mergeCells(last, diffCells([1, 0, 0], [1, 1, 1])));
    expect(amended.past).toHaveLength(1);
    expect(undoChange(amended, apply)!.present).toEqual([0, 0, 0]);
    expect(undoChange(createHistory<Grid, Change>([0]), apply)).toBeNull();
    expect(redoChange(createHistory<Grid, Change>([0]), apply)).toBeNull();
    let long = createHistory<Grid, Change>([0]);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) long = paint(long, 0, (i % 2) + 1);
    expect(long.past).toHaveLength(HISTORY_LIMIT);
    expect(storedSize(long, (change) => change.length)).toBe(HISTORY_LIMIT);
  });

  it('merges a stroke: first before, last after, and a cell painted back drops out', () => {
    const merged = mergeCells(
      [{ index: 0, before: 0, after: 1 }],
      [
        { index: 0, before: 1, after: 2 },
        { index: 1, before: 0, after: 1 },
      ],
    );
    expect(merged).toEqual([
      { index: 0, before: 0, after: 2 },
      { index: 1, before: 0, after: 1 },
    ]);
    expect(mergeCells([{ index: 0, before: 0, after: 1 }], [{ index: 0, before: 1, after: 0 }])).toEqual([]);
  });
});
