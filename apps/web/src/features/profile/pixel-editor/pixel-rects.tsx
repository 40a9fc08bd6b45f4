import type { ReactElement } from 'react';
import type { PixelGrid } from './pixel-model';

/** The grid's painted pixels as SVG rects in grid units; runs of one colour in a row become one rect. */
export function pixelRects(grid: PixelGrid): ReactElement[] {
  const rects: ReactElement[] = [];
  for (let y = 0; y < grid.size; y += 1) {
    let x = 0;
    while (x < grid.size) {
      const colour = grid.pixels[y * grid.size + x] ?? null;
      let end = x + 1;
      while (end < grid.size && grid.pixels[y * grid.size + end] === colour) end += 1;
      if (colour) rects.push(<rect key={`${x}-${y}`} x={x} y={y} width={end - x} height={1} fill={colour} />);
      x = end;
    }
  }
  return rects;
}
