import type { Cell } from './line';

/**
 * The 4-connected region around `start` of cells that `alike(index)` accepts (index = y * width + x).
 * Iterative over typed arrays, no recursion: the work and memory are bounded by width × height.
 * An empty list when the start is outside the grid or not alike itself.
 */
export function fillRegion(width: number, height: number, start: Cell, alike: (index: number) => boolean): Cell[] {
  if (!Number.isInteger(start.x) || !Number.isInteger(start.y)) return [];
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height) return [];
  const first = start.y * width + start.x;
  if (!alike(first)) return [];
  const seen = new Uint8Array(width * height);
  // Each cell is pushed at most once (marked when pushed), so the stack never outgrows the grid.
  const stack = new Int32Array(width * height);
  let top = 0;
  stack[top++] = first;
  seen[first] = 1;
  const found: Cell[] = [];
  const visit = (next: number) => {
    if (seen[next] === 0 && alike(next)) {
      seen[next] = 1;
      stack[top++] = next;
    }
  };
  while (top > 0) {
    const index = stack[--top]!;
    const x = index % width;
    const y = (index - x) / width;
    found.push({ x, y });
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (y > 0) visit(index - width);
    if (y < height - 1) visit(index + width);
  }
  return found;
}
