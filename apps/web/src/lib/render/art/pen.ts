/**
 * Drawing on the art grid: tiles and sprites are 16×16 art pixels, each drawn as a `scale`-sized
 * square (4 in the game for 64-px tiles, 1 on the world page's small map).
 */
export const ART_PX = 16;

/** The part of a 2D context the art needs (so a test can hand in a fake). */
export interface PaintTarget {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, w: number, h: number): void;
}

export interface Pen {
  /** Fills art pixels x..x+w-1, y..y+h-1 (mirrored left-right when the pen is). */
  rect(x: number, y: number, w: number, h: number, colour: string): void;
  px(x: number, y: number, colour: string): void;
}

export function createPen(ctx: PaintTarget, originX: number, originY: number, scale: number, mirror = false): Pen {
  const rect = (x: number, y: number, w: number, h: number, colour: string) => {
    const left = mirror ? ART_PX - x - w : x;
    ctx.fillStyle = colour;
    ctx.fillRect(originX + left * scale, originY + y * scale, w * scale, h * scale);
  };
  return { rect, px: (x, y, colour) => rect(x, y, 1, 1, colour) };
}

/** A stable pseudo-random number in [0, 1) for a cell: variants never change from frame to frame. */
export function hash(x: number, y: number, seed = 0): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2246822519) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Scatters n specks of a colour at hash-chosen pixels (grass tufts, pebbles, sand grains). */
export function specks(pen: Pen, seed: number, n: number, colour: string, margin = 0): void {
  for (let i = 0; i < n; i += 1) {
    const x = margin + Math.floor(hash(seed, i, 11) * (ART_PX - 2 * margin));
    const y = margin + Math.floor(hash(i, seed, 17) * (ART_PX - 2 * margin));
    pen.px(x, y, colour);
  }
}

/** An offscreen canvas of a size (sprites and tiles are painted into these once). */
export function offscreen(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}
