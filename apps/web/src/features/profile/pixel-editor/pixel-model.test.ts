// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changeSize,
  createGrid,
  createHistory,
  floodFill,
  getPixel,
  gridFromRows,
  linePoints,
  mirroredFill,
  paint,
  pushHistory,
  redo,
  resize,
  setPixel,
  toRgba,
  undo,
  canRedo,
  canUndo,
  isEmpty,
  type PixelGrid,
} from './pixel-model';

const R = '#ff0000';
const B = '#0000ff';

/** A grid as rows of letters again ('.' transparent, r red, b blue), to compare pictures at a glance. */
function rows(grid: PixelGrid): string[] {
  const letter = (pixel: string | null) => (pixel === null ? '.' : pixel === R ? 'r' : pixel === B ? 'b' : '?');
  return Array.from({ length: grid.size }, (_, y) =>
    grid.pixels
      .slice(y * grid.size, (y + 1) * grid.size)
      .map(letter)
      .join(''),
  );
}

const picture = (lines: string[]) => gridFromRows(lines, { r: R, b: B });

describe('pixel grid', () => {
  it('starts transparent and sets pixels without changing the old grid', () => {
    const empty = createGrid(16);
    expect(empty.pixels).toHaveLength(256);
    expect(isEmpty(empty)).toBe(true);
    const next = setPixel(empty, { x: 3, y: 2 }, R);
    expect(getPixel(next, { x: 3, y: 2 })).toBe(R);
    expect(getPixel(empty, { x: 3, y: 2 })).toBeNull();
    expect(setPixel(next, { x: 3, y: 2 }, R)).toBe(next);
    expect(setPixel(next, { x: 16, y: 0 }, R)).toBe(next);
  });

  it('mirrors across the vertical centre line, and the centre columns of a 16 grid pair up', () => {
    const grid = paint(createGrid(16), { x: 2, y: 5 }, R, true);
    expect(getPixel(grid, { x: 2, y: 5 })).toBe(R);
    expect(getPixel(grid, { x: 13, y: 5 })).toBe(R);
    const centre = paint(createGrid(16), { x: 7, y: 0 }, B, true);
    expect(centre.pixels.filter(Boolean)).toHaveLength(2);
    expect(getPixel(centre, { x: 8, y: 0 })).toBe(B);
    expect(paint(createGrid(16), { x: 2, y: 5 }, R, false).pixels.filter(Boolean)).toHaveLength(1);
  });

  it('flood-fills the 4-connected area only: a diagonal gap does not leak', () => {
    const start = picture([
      '..r.............',
      '.r.r............',
      '..r.............',
      ...Array<string>(13).fill('................'),
    ]);
    // Inside the diamond: one pixel, walled in on all four sides.
    expect(rows(floodFill(start, { x: 2, y: 1 }, B)).slice(0, 3)).toEqual([
      '..r.............',
      '.rbr............',
      '..r.............',
    ]);
    // Outside: everything transparent and connected, but not the enclosed pixel.
    const outside = floodFill(start, { x: 0, y: 0 }, B);
    expect(getPixel(outside, { x: 2, y: 1 })).toBeNull();
    expect(getPixel(outside, { x: 15, y: 15 })).toBe(B);
    expect(getPixel(outside, { x: 2, y: 0 })).toBe(R);
  });

  it('fills a coloured area with transparent, and does nothing when the colour is the same', () => {
    const start = picture(['rr..', 'r...', ...Array<string>(14).fill('')]);
    const erased = floodFill(start, { x: 0, y: 0 }, null);
    expect(isEmpty(erased)).toBe(true);
    expect(floodFill(start, { x: 0, y: 0 }, R)).toBe(start);
  });

  it('fills from both sides with mirror on', () => {
    const walls = picture(Array<string>(16).fill('...r........r...'));
    const filled = mirroredFill(walls, { x: 0, y: 0 }, B, true);
    expect(rows(filled)[0]).toBe('bbbr........rbbb');
    expect(rows(mirroredFill(walls, { x: 0, y: 0 }, B, false))[0]).toBe('bbbr........r...');
  });

  it('draws gap-free lines between the cells a fast pointer reports', () => {
    expect(linePoints({ x: 0, y: 0 }, { x: 3, y: 0 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ]);
    const diagonal = linePoints({ x: 5, y: 5 }, { x: 1, y: 3 });
    expect(diagonal[0]).toEqual({ x: 5, y: 5 });
    expect(diagonal.at(-1)).toEqual({ x: 1, y: 3 });
    expect(diagonal).toHaveLength(5);
    expect(linePoints({ x: 2, y: 2 }, { x: 2, y: 2 })).toEqual([{ x: 2, y: 2 }]);
  });

  it('resizes by nearest neighbour: 16 → 32 doubles pixels, and back gives the same picture', () => {
    const small = picture(['rb', 'b.', ...Array<string>(14).fill('')]);
    const big = resize(small, 32);
    expect(big.size).toBe(32);
    expect(
      rows(big)
        .slice(0, 4)
        .map((row) => row.slice(0, 4)),
    ).toEqual(['rrbb', 'rrbb', 'bb..', 'bb..']);
    expect(rows(resize(big, 16))).toEqual(rows(small));
    expect(resize(small, 16)).toBe(small);
  });

  it('exports RGBA bytes: colours opaque, transparent all zero', () => {
    const grid = setPixel(setPixel(createGrid(16), { x: 0, y: 0 }, '#feae34'), { x: 15, y: 15 }, B);
    const bytes = toRgba(grid);
    expect(bytes).toHaveLength(16 * 16 * 4);
    expect([...bytes.slice(0, 4)]).toEqual([0xfe, 0xae, 0x34, 255]);
    expect([...bytes.slice(4, 8)]).toEqual([0, 0, 0, 0]);
    expect([...bytes.slice(-4)]).toEqual([0, 0, 255, 255]);
  });
});

describe('undo history', () => {
  const a = setPixel(createGrid(16), { x: 0, y: 0 }, R);
  const b = setPixel(a, { x: 1, y: 0 }, R);
  const c = setPixel(b, { x: 2, y: 0 }, R);

  it('undoes and redoes across several steps, and a new step forgets the redo branch', () => {
    let history = pushHistory(pushHistory(pushHistory(createHistory(createGrid(16)), a), b), c);
    history = undo(undo(history));
    expect(history.present).toEqual(a);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toEqual(b);
    history = pushHistory(history, floodFill(b, { x: 5, y: 5 }, B));
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toEqual(b);
  });

  it('keeps only the pixels a step changed, not the drawing', () => {
    const history = pushHistory(createHistory(createGrid(32)), setPixel(createGrid(32), { x: 3, y: 3 }, R));
    expect(history.past.map(changeSize)).toEqual([1]);
  });

  it('ignores steps that change nothing and stops at both ends', () => {
    const start = createHistory(a);
    expect(pushHistory(start, setPixel(a, { x: 0, y: 0 }, R))).toBe(start);
    expect(canUndo(start)).toBe(false);
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
  });

  it('keeps at most the limit of steps, forgetting the oldest', () => {
    let history = createHistory(createGrid(16));
    for (let i = 0; i < 5; i += 1) history = pushHistory(history, setPixel(history.present, { x: i, y: 0 }, R), 3);
    expect(history.past).toHaveLength(3);
    while (canUndo(history)) history = undo(history);
    expect(history.present.pixels.filter(Boolean)).toHaveLength(2);
  });
});
