import { E, has, N, S, W } from './autotile';
import { P } from '../../../ui/palette';
import { hash, specks, type Pen } from './pen';
import type { Cell, TilePainter } from './tile-types';

/** Grass with tufts, and flowers on some cells. */
export function grass(c: { base: string; dark: string; light: string; flowers: readonly string[] }): TilePainter {
  return (pen, { variant }) => {
    pen.rect(0, 0, 16, 16, c.base);
    for (let i = 0; i < 6; i += 1) {
      const x = 1 + Math.floor(hash(variant, i, 3) * 13);
      const y = 2 + Math.floor(hash(i, variant, 5) * 13);
      pen.px(x, y, c.dark);
      pen.px(x + 1, y - 1, c.dark);
      pen.px(x + 2, y, c.dark);
      pen.px(x + 1, y - 2, c.light);
    }
    specks(pen, variant + 40, 4, c.light, 1);
    if (variant < 2 && c.flowers.length) {
      const colour = c.flowers[variant % c.flowers.length] ?? P.white;
      for (const [fx, fy] of [
        [3 + variant * 3, 4],
        [10, 10 - variant],
      ] as const) {
        pen.px(fx, fy - 1, colour);
        pen.px(fx - 1, fy, colour);
        pen.px(fx + 1, fy, colour);
        pen.px(fx, fy + 1, colour);
        pen.px(fx, fy, P.yellow);
      }
    }
  };
}

/** The fringe where a patch (sand, rug) meets other ground: drawn on every side whose neighbour differs. */
function fringe(pen: Pen, mask: number, edge: string, shade: string, jagged: boolean): void {
  for (let i = 0; i < 16; i += 1) {
    const d = jagged ? 1 + ((i * 7) % 3 === 0 ? 1 : 0) : 1;
    if (!has(mask, N)) {
      pen.rect(i, 0, 1, d, edge);
      pen.px(i, d, shade);
    }
    if (!has(mask, S)) {
      pen.rect(i, 16 - d, 1, d, edge);
      pen.px(i, 15 - d, shade);
    }
    if (!has(mask, W)) {
      pen.rect(0, i, d, 1, edge);
      pen.px(d, i, shade);
    }
    if (!has(mask, E)) {
      pen.rect(16 - d, i, d, 1, edge);
      pen.px(15 - d, i, shade);
    }
  }
}

/** Sand or dirt; with dunes, wind ripples; edges fray into the biome's ground (autotiled). */
export function sand(c: {
  base: string;
  dark: string;
  light: string;
  dunes?: boolean;
  edge?: string;
  edgeShade?: string;
}): TilePainter {
  return (pen, { variant, mask }) => {
    pen.rect(0, 0, 16, 16, c.base);
    if (c.dunes && variant % 3 !== 2) {
      const y0 = 4 + (variant % 3) * 3;
      for (const y of [y0]) {
        for (let x = 1; x < 15; x += 1) {
          const dy = Math.round(Math.sin((x + variant) / 2.5));
          pen.px(x, y + dy, c.light);
          pen.px(x, y + dy + 1, c.dark);
        }
      }
    }
    specks(pen, variant + 7, 5, c.dark, 1);
    specks(pen, variant + 9, 3, c.light, 1);
    if (c.edge) fringe(pen, mask, c.edge, c.edgeShade ?? c.dark, true);
  };
}

/** A rug or carpet: a patterned field with a trim on its outer edges. */
export function rug(c: { base: string; pattern: string; trim: string }): TilePainter {
  return (pen, { mask }) => {
    pen.rect(0, 0, 16, 16, c.base);
    for (let y = 2; y < 16; y += 6) for (let x = 2; x < 16; x += 6) pen.rect(x, y, 2, 2, c.pattern);
    fringe(pen, mask, c.trim, c.pattern, false);
  };
}

/** Flagstones: two rows of offset stones with light top-left edges and dark mortar. */
export function flagstones(c: { base: string; dark: string; light: string; moss?: string }): TilePainter {
  return (pen, { variant }) => {
    pen.rect(0, 0, 16, 16, c.dark);
    const shift = variant % 2 ? 4 : 0;
    for (let row = 0; row < 2; row += 1) {
      for (let col = -1; col < 2; col += 1) {
        const x = col * 8 + (row ? 4 : 0) + shift;
        const left = Math.max(0, x);
        const right = Math.min(16, x + 7);
        if (right <= left) continue;
        pen.rect(left, row * 8, right - left, 7, c.base);
        pen.rect(left, row * 8, right - left, 1, c.light);
        if (x >= 0) pen.rect(left, row * 8, 1, 7, c.light);
      }
    }
    if (variant === 5) {
      pen.px(5, 3, c.dark);
      pen.px(6, 4, c.dark);
      pen.px(6, 5, c.dark);
    }
    if (c.moss && variant > 5) specks(pen, variant, 4, c.moss, 1);
  };
}

/** Riveted metal plates (the server room, the station). */
export function metalFloor(c: { base: string; dark: string; light: string; stripe?: string }): TilePainter {
  return (pen, { variant }) => {
    pen.rect(0, 0, 16, 16, c.base);
    for (const o of [0, 8]) {
      pen.rect(o, 0, 8, 1, c.light);
      pen.rect(o, 0, 1, 16, c.light);
      pen.rect(o + 7, 0, 1, 16, c.dark);
      pen.rect(o, 8, 8, 1, c.light);
      pen.rect(o, 7, 8, 1, c.dark);
      pen.rect(o, 15, 8, 1, c.dark);
      for (const [rx, ry] of [
        [2, 2],
        [5, 2],
        [2, 13],
        [5, 13],
      ] as const)
        pen.px(o + rx, ry, c.dark);
    }
    if (c.stripe && variant === 0) for (let x = 0; x < 16; x += 4) pen.rect(x, 10, 2, 2, c.stripe);
    if (variant === 3) for (let x = 9; x < 15; x += 2) pen.rect(x, 3, 1, 3, c.dark);
  };
}

/** A checkerboard (the arcade hall). */
export function checker(c: { a: string; b: string; shine: string }): TilePainter {
  return (pen) => {
    for (let y = 0; y < 4; y += 1) for (let x = 0; x < 4; x += 1) pen.rect(x * 4, y * 4, 4, 4, (x + y) % 2 ? c.b : c.a);
    pen.px(1, 1, c.shine);
    pen.px(9, 9, c.shine);
  };
}

/** Wooden planks running across, seams staggered per cell. */
export function planks(c: { base: string; dark: string; light: string }): TilePainter {
  return (pen, { variant }) => {
    pen.rect(0, 0, 16, 16, c.base);
    for (let row = 0; row < 4; row += 1) {
      const y = row * 4;
      pen.rect(0, y + 3, 16, 1, c.dark);
      pen.rect(0, y, 16, 1, c.light);
      const seam = (row * 5 + variant * 3) % 16;
      pen.rect(seam, y, 1, 3, c.dark);
      pen.px((seam + 8) % 16, y + 1, c.dark);
    }
  };
}

/** Churned mud with ruts and puddles (the battleground); cracked earth with wider cracks. */
export function mud(c: { base: string; dark: string; light: string; puddle?: string; cracks?: boolean }): TilePainter {
  return (pen, { variant }: Cell) => {
    pen.rect(0, 0, 16, 16, c.base);
    specks(pen, variant + 3, 10, c.dark);
    specks(pen, variant + 5, 6, c.light);
    if (c.cracks) {
      let x = 2 + variant;
      for (let y = 1; y < 15; y += 1) {
        x = Math.max(1, Math.min(14, x + (hash(y, variant, 2) < 0.5 ? -1 : 1)));
        pen.px(x, y, c.dark);
      }
    } else {
      pen.rect(2, 5 + (variant % 4), 12, 1, c.dark);
      pen.rect(3, 6 + (variant % 4), 10, 1, c.light);
    }
    if (c.puddle && variant === 2) {
      pen.rect(8, 10, 5, 3, c.puddle);
      pen.rect(9, 10, 2, 1, P.silver);
    }
  };
}
