import {
  canRedo as historyCanRedo,
  canUndo as historyCanUndo,
  createHistory as createEditHistory,
  diffCells,
  fillRegion,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  undoChange,
  writeCells,
  type CellEdit,
  lineCells,
  type EditHistory,
} from '../../../lib/grid-edit';

/**
 * The pixel avatar as data: a square grid of colours ('#rrggbb', or null for transparent) and pure
 * functions over it. Every change answers a new grid (the same grid when nothing changed), so React
 * sees each change; the undo history keeps only the pixels each step changed (lib/grid-edit).
 */
export type GridSize = 16 | 32;
export const GRID_SIZES: readonly GridSize[] = [16, 32];

/** A colour as '#rrggbb', or null for a transparent pixel. */
export type Pixel = string | null;

export interface PixelGrid {
  readonly size: GridSize;
  /** Row by row, top left first: pixel (x, y) is pixels[y * size + x]. */
  readonly pixels: readonly Pixel[];
}

export interface Point {
  x: number;
  y: number;
}

export function createGrid(size: GridSize): PixelGrid {
  return { size, pixels: new Array<Pixel>(size * size).fill(null) };
}

export function inGrid(grid: PixelGrid, { x, y }: Point): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < grid.size && y < grid.size;
}

export function getPixel(grid: PixelGrid, point: Point): Pixel {
  return inGrid(grid, point) ? (grid.pixels[point.y * grid.size + point.x] ?? null) : null;
}

/** Sets the given points (those inside the grid) to one colour. */
export function setPixels(grid: PixelGrid, points: readonly Point[], colour: Pixel): PixelGrid {
  const changed = points.filter((point) => inGrid(grid, point) && getPixel(grid, point) !== colour);
  if (changed.length === 0) return grid;
  const pixels = grid.pixels.slice();
  for (const { x, y } of changed) pixels[y * grid.size + x] = colour;
  return { size: grid.size, pixels };
}

export function setPixel(grid: PixelGrid, point: Point, colour: Pixel): PixelGrid {
  return setPixels(grid, [point], colour);
}

/** A point and, when mirroring, its reflection across the vertical centre line (one point on it). */
export function mirrorPoints(size: GridSize, point: Point, mirror: boolean): Point[] {
  const reflected = { x: size - 1 - point.x, y: point.y };
  return mirror && reflected.x !== point.x ? [point, reflected] : [point];
}

/** Paints one point, and its mirror image when mirroring. */
export function paint(grid: PixelGrid, point: Point, colour: Pixel, mirror: boolean): PixelGrid {
  return setPixels(grid, mirrorPoints(grid.size, point, mirror), colour);
}

/** Fills the 4-connected area of one colour around the point (transparent counts as a colour). */
export function floodFill(grid: PixelGrid, start: Point, colour: Pixel): PixelGrid {
  if (!inGrid(grid, start)) return grid;
  const target = getPixel(grid, start);
  if (target === colour) return grid;
  return setPixels(
    grid,
    fillRegion(grid.size, grid.size, start, (index) => grid.pixels[index] === target),
    colour,
  );
}

/** Fills from the point, and from its mirror image when mirroring. */
export function mirroredFill(grid: PixelGrid, point: Point, colour: Pixel, mirror: boolean): PixelGrid {
  return mirrorPoints(grid.size, point, mirror).reduce((next, at) => floodFill(next, at, colour), grid);
}

/** The cells of a straight line from a to b, both ends included, so a fast drag leaves no gaps. */
export const linePoints: (a: Point, b: Point) => Point[] = lineCells;

/** The grid at another size, nearest neighbour: 16 → 32 doubles each pixel, 32 → 16 keeps every other one. */
export function resize(grid: PixelGrid, size: GridSize): PixelGrid {
  if (size === grid.size) return grid;
  const pixels: Pixel[] = [];
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const from = { x: Math.floor((x * grid.size) / size), y: Math.floor((y * grid.size) / size) };
      pixels.push(getPixel(grid, from));
    }
  return { size, pixels };
}

export function isEmpty(grid: PixelGrid): boolean {
  return grid.pixels.every((pixel) => pixel === null);
}

export function sameGrid(a: PixelGrid, b: PixelGrid): boolean {
  return a === b || (a.size === b.size && a.pixels.every((pixel, index) => pixel === b.pixels[index]));
}

/** A grid from rows of letters and what each letter stands for ('.' and unknown letters are transparent). */
export function gridFromRows(rows: readonly string[], colours: Readonly<Record<string, string>>): PixelGrid {
  const size: GridSize = rows.length > 16 ? 32 : 16;
  const pixels = createGrid(size).pixels.map((_, index) => {
    const letter = rows[Math.floor(index / size)]?.[index % size] ?? '.';
    return colours[letter] ?? null;
  });
  return { size, pixels };
}

/** The pixels as RGBA bytes (transparent is 0, 0, 0, 0), the layout of ImageData and of a PNG row. */
export function toRgba(grid: PixelGrid): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(grid.pixels.length * 4);
  grid.pixels.forEach((pixel, index) => {
    if (pixel === null) return;
    const value = Number.parseInt(pixel.slice(1, 7), 16);
    bytes.set([(value >> 16) & 255, (value >> 8) & 255, value & 255, 255], index * 4);
  });
  return bytes;
}

/** One undo step: the pixels it changed, or (a resize) both grids, whose sizes differ. */
export type PixelChange = { edits: readonly CellEdit<Pixel>[] } | { before: PixelGrid; after: PixelGrid };

/** Undo history: the committed grid, with the changes that led to it and those an undo put aside. */
export type History = EditHistory<PixelGrid, PixelChange>;

/** How many steps undo can go back (the one limit of every editor); older steps are forgotten. */
export { HISTORY_LIMIT };

export function createHistory(present: PixelGrid): History {
  return createEditHistory(present);
}

function applyChange(grid: PixelGrid, change: PixelChange, way: 'undo' | 'redo'): PixelGrid {
  if ('before' in change) return way === 'undo' ? change.before : change.after;
  return { size: grid.size, pixels: writeCells([...grid.pixels], change.edits, way) };
}

/** How many pixels a step keeps (for the test that the history stores changes, not drawings). */
export function changeSize(change: PixelChange): number {
  return 'before' in change ? change.before.pixels.length + change.after.pixels.length : change.edits.length;
}

/** Commits a new grid as one undo step (nothing happens when it equals the present). */
export function pushHistory(history: History, next: PixelGrid, limit = HISTORY_LIMIT): History {
  const present = history.present;
  if (sameGrid(present, next)) return history;
  const change: PixelChange =
    present.size === next.size ? { edits: diffCells(present.pixels, next.pixels) } : { before: present, after: next };
  return recordChange(history, next, change, limit);
}

export function canUndo(history: History): boolean {
  return historyCanUndo(history);
}

export function canRedo(history: History): boolean {
  return historyCanRedo(history);
}

export function undo(history: History): History {
  return undoChange(history, applyChange) ?? history;
}

export function redo(history: History): History {
  return redoChange(history, applyChange) ?? history;
}
