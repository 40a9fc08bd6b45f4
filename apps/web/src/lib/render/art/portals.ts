import { OUTLINE, P } from '../../../ui/palette';
import type { TilePainter } from './tile-types';

/** Tile 5: a ring of standing stones around a swirl whose colours turn each frame. */
export const portal: TilePainter = (pen, { frame }) => {
  const rings = [P.plum, P.magenta, P.blue, P.cyan];
  pen.rect(1, 12, 14, 3, 'rgba(24,20,37,0.35)');
  for (let r = 0; r < 4; r += 1) {
    const colour = rings[(r + frame) % rings.length] ?? P.cyan;
    const inset = 2 + r * 1.5;
    const i = Math.round(inset);
    pen.rect(i, i + 1, 16 - 2 * i, 14 - 2 * i, colour);
  }
  pen.rect(7, 7, 2, 2, P.white);
  // Four stones lit from the top left.
  for (const [x, y] of [
    [1, 1],
    [12, 1],
    [1, 11],
    [12, 11],
  ] as const) {
    pen.rect(x, y, 3, 4, OUTLINE);
    pen.rect(x, y, 2, 3, P.silver);
    pen.px(x + 1, y + 2, P.grey);
  }
};

/** Tile 6: a terminal on a pedestal; its prompt and cursor blink. */
export const terminalPortal: TilePainter = (pen, { frame }) => {
  pen.rect(2, 13, 13, 2, 'rgba(24,20,37,0.35)');
  pen.rect(6, 10, 4, 4, OUTLINE);
  pen.rect(7, 10, 2, 4, P.slate);
  pen.rect(1, 1, 14, 10, OUTLINE);
  pen.rect(2, 2, 12, 8, P.grey);
  pen.rect(3, 3, 10, 6, P.deepGreen);
  pen.rect(4, 4, 1, 1, P.leaf);
  pen.rect(5, 5, 1, 1, P.leaf);
  pen.rect(4, 6, 1, 1, P.leaf);
  if (frame % 2 === 0) pen.rect(7, 6, 2, 1, P.leaf);
  pen.rect(2, 2, 12, 1, P.silver);
  pen.rect(4, 14, 8, 1, P.darkSlate);
};

/** Tile 7: a target whose rings swap red and white. */
export const shooterPortal: TilePainter = (pen, { frame }) => {
  const a = frame % 2 ? P.white : P.red;
  const b = frame % 2 ? P.red : P.white;
  pen.rect(2, 13, 13, 2, 'rgba(24,20,37,0.35)');
  pen.rect(3, 1, 10, 13, OUTLINE);
  pen.rect(1, 3, 14, 9, OUTLINE);
  pen.rect(4, 2, 8, 11, a);
  pen.rect(2, 4, 12, 7, a);
  pen.rect(4, 4, 8, 7, b);
  pen.rect(5, 3, 6, 9, b);
  pen.rect(6, 5, 4, 5, a);
  pen.rect(7, 6, 2, 3, P.gold);
};

/** Tile 8: an open book on a lectern, sparkles over its pages. */
export const bookPortal: TilePainter = (pen, { frame }) => {
  pen.rect(2, 13, 13, 2, 'rgba(24,20,37,0.35)');
  pen.rect(6, 10, 4, 5, OUTLINE);
  pen.rect(7, 10, 2, 4, P.brown);
  pen.rect(0, 4, 16, 7, OUTLINE);
  pen.rect(1, 5, 6, 5, P.sandLight);
  pen.rect(9, 5, 6, 5, P.sandLight);
  pen.rect(7, 5, 2, 6, P.wine);
  for (const y of [6, 8]) {
    pen.rect(2, y, 4, 1, P.tan);
    pen.rect(10, y, 4, 1, P.tan);
  }
  const sparkles =
    frame % 2
      ? [
          [3, 1],
          [12, 2],
        ]
      : [
          [11, 0],
          [5, 2],
        ];
  for (const [x, y] of sparkles as [number, number][]) {
    pen.px(x, y, P.yellow);
    pen.px(x + 1, y + 1, P.white);
  }
};
