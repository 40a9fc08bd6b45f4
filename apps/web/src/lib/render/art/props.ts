import { OUTLINE, P } from '../../../ui/palette';
import { hash, type Pen } from './pen';
import type { TilePainter } from './tile-types';

/** A soft shadow on the ground, down-right of a thing (the light comes from the top left). */
function shadow(pen: Pen, x: number, w: number): void {
  pen.rect(x + 1, 14, w, 2, 'rgba(24,20,37,0.35)');
}

/** Fills a blob given [left, right] spans per row, outlined, lit top-left and shaded bottom-right. */
function blob(pen: Pen, top: number, spans: readonly (readonly [number, number])[], c: Leaves): void {
  spans.forEach(([l, r], i) => pen.rect(l - 1, top + i, r - l + 3, 1, OUTLINE));
  pen.rect(spans[0]?.[0] ?? 0, top - 1, (spans[0]?.[1] ?? 0) - (spans[0]?.[0] ?? 0) + 1, 1, OUTLINE);
  const last = spans[spans.length - 1];
  if (last) pen.rect(last[0], top + spans.length, last[1] - last[0] + 1, 1, OUTLINE);
  spans.forEach(([l, r], i) => {
    pen.rect(l, top + i, r - l + 1, 1, c.mid);
    const half = Math.ceil((r - l + 1) / 2);
    if (i < spans.length / 2) pen.rect(l, top + i, half - 1, 1, c.light);
    if (i > spans.length / 2) pen.rect(r - half + 2, top + i, half - 1, 1, c.dark);
  });
}

interface Leaves {
  light: string;
  mid: string;
  dark: string;
}

const ROUND: readonly (readonly [number, number])[] = [
  [5, 10],
  [3, 12],
  [2, 13],
  [2, 13],
  [2, 13],
  [3, 12],
  [4, 11],
];

/** A broad-leaved tree: round canopy, short trunk. */
export function oak(c: Leaves & { trunk: string }): TilePainter {
  return (pen, { variant }) => {
    shadow(pen, 3, 11);
    pen.rect(6, 9, 4, 6, OUTLINE);
    pen.rect(7, 9, 2, 5, c.trunk);
    blob(pen, 1, ROUND, c);
    pen.px(5 + (variant % 4), 3, c.light);
    if (variant === 1) {
      pen.px(9, 4, P.red);
      pen.px(5, 6, P.red);
    }
  };
}

/** A round bush (a hedge maze's corners, gardens). */
export function bush(c: Leaves): TilePainter {
  return (pen) => {
    shadow(pen, 2, 12);
    blob(
      pen,
      5,
      ROUND.slice(0, 6).concat([
        [3, 12],
        [4, 11],
      ]) as [number, number][],
      c,
    );
  };
}

/** A pine: three stacked tiers, dark and tall. */
export function pine(c: Leaves & { trunk: string }): TilePainter {
  const spans: [number, number][] = [];
  for (const widths of [
    [0, 1, 2],
    [1, 2, 3, 4],
    [2, 3, 4, 5, 6],
  ])
    for (const w of widths) spans.push([7 - w, 8 + w]);
  return (pen, { variant }) => {
    shadow(pen, 3, 10);
    pen.rect(6, 12, 4, 3, OUTLINE);
    pen.rect(7, 12, 2, 3, c.trunk);
    blob(pen, 1, spans, c);
    for (const y of [4, 8]) pen.rect(7 - (y === 4 ? 2 : 4), y, y === 4 ? 6 : 10, 1, c.dark);
    if (variant % 3 === 0) pen.px(6, 3, P.white);
  };
}

/** A palm: a curved trunk and drooping fronds. */
export function palm(pen: Pen): void {
  shadow(pen, 4, 10);
  for (let y = 5; y < 15; y += 1) {
    const x = 7 + Math.round(Math.sin(y / 4) * 1.5);
    pen.rect(x - 1, y, 4, 1, OUTLINE);
    pen.rect(x, y, 2, 1, y % 2 ? P.clay : P.brown);
  }
  const fronds: readonly (readonly [number, number])[] = [
    [-6, 2],
    [-4, -1],
    [0, -3],
    [4, -1],
    [6, 2],
  ];
  for (const [dx, dy] of fronds) {
    for (let i = 0; i <= 5; i += 1) {
      const x = 8 + Math.round((dx * i) / 5);
      const y = 5 + Math.round((dy * i) / 5) + (i > 3 ? 1 : 0);
      pen.rect(x - 1, y, 2, 2, i > 3 ? P.green : P.leaf);
      pen.px(x, y + 1, P.forest);
    }
  }
  pen.rect(7, 5, 2, 2, P.brown);
}

/** A saguaro with two arms. */
export function cactus(pen: Pen): void {
  shadow(pen, 4, 9);
  const body = (x: number, y: number, w: number, h: number) => {
    pen.rect(x - 1, y - 1, w + 2, h + 2, OUTLINE);
    pen.rect(x, y, w, h, P.green);
    pen.rect(x, y, 1, h, P.leaf);
    pen.rect(x + w - 1, y, 1, h, P.forest);
  };
  body(3, 6, 2, 4);
  body(11, 4, 2, 5);
  body(6, 2, 4, 12);
  pen.rect(4, 9, 3, 2, P.green);
  pen.rect(9, 8, 3, 2, P.green);
  pen.px(8, 5, P.forest);
  pen.px(7, 9, P.forest);
  pen.px(8, 1, P.pink);
}

/** Desert tile 2: palms and cacti, mixed by cell. */
export const desertPlant: TilePainter = (pen, { variant }) => (variant < 5 ? palm(pen) : cactus(pen));

/** A dead, bare tree (the battleground, the wasteland). */
export function deadTree(c: { bark: string; dark: string }): TilePainter {
  return (pen, { variant }) => {
    shadow(pen, 4, 8);
    pen.rect(6, 5, 4, 10, OUTLINE);
    pen.rect(7, 5, 2, 10, c.bark);
    pen.rect(8, 5, 1, 10, c.dark);
    const branches: readonly (readonly [number, number, number])[] = [
      [7, 7, -1],
      [8, 4, 1],
      [7, 2, -1],
    ];
    for (const [x, y, dir] of branches) {
      for (let i = 0; i < 4; i += 1) pen.rect(x + dir * i - (dir < 0 ? 0 : 0), y + 2 - i, 2, 1, OUTLINE);
      for (let i = 0; i < 4; i += 1) pen.px(x + dir * i, y + 2 - i, c.bark);
    }
    if (variant % 2) pen.rect(5, 14, 6, 1, P.night);
  };
}

/** A plant in a pot (rooms and stations). */
export function pottedPlant(c: Leaves & { pot: string }): TilePainter {
  return (pen) => {
    shadow(pen, 4, 8);
    pen.rect(5, 10, 6, 5, OUTLINE);
    pen.rect(6, 10, 4, 4, c.pot);
    blob(
      pen,
      3,
      [
        [6, 9],
        [5, 10],
        [4, 11],
        [5, 10],
        [6, 9],
      ],
      c,
    );
  };
}

/** A server rack: a dark cabinet with rows of LEDs that blink frame by frame. */
export const serverRack: TilePainter = (pen, { variant, frame }) => {
  pen.rect(1, 0, 14, 16, OUTLINE);
  pen.rect(2, 1, 12, 14, P.ink);
  pen.rect(2, 1, 12, 1, P.darkSlate);
  for (let row = 0; row < 5; row += 1) {
    const y = 3 + row * 2;
    pen.rect(3, y, 10, 1, P.darkSlate);
    for (let i = 0; i < 3; i += 1) {
      const on = hash(variant * 5 + row, i, frame) < 0.6;
      pen.px(4 + i * 2, y, on ? (i === 2 && row === 1 ? P.gold : P.leaf) : P.deepGreen);
    }
    pen.px(12, y, row === variant % 5 ? P.cyan : P.slate);
  }
  pen.rect(2, 14, 12, 1, P.darkSlate);
};

/** An arcade cabinet: coloured sides, a glowing screen that changes per frame, a stick and buttons. */
export const arcadeCabinet: TilePainter = (pen, { variant, frame }) => {
  const side = [P.magenta, P.blue, P.red, P.plum][variant % 4] ?? P.magenta;
  pen.rect(2, 0, 12, 16, OUTLINE);
  pen.rect(3, 1, 10, 14, side);
  pen.rect(3, 1, 10, 2, P.yellow);
  pen.rect(4, 4, 8, 5, P.night);
  const glow = [P.cyan, P.leaf, P.neon][(frame + variant) % 3] ?? P.cyan;
  pen.rect(5 + (frame % 3), 5 + (frame % 2), 2, 2, glow);
  pen.px(10 - (frame % 3), 7, P.yellow);
  pen.rect(3, 10, 10, 2, P.ink);
  pen.px(5, 10, P.red);
  pen.px(9, 11, P.cyan);
  pen.px(10, 11, P.gold);
  pen.rect(12, 1, 1, 14, P.night);
};

/** A bookshelf: a wooden frame, three shelves of books of mixed heights and colours. */
export const bookshelf: TilePainter = (pen, { variant }) => {
  pen.rect(0, 0, 16, 16, P.darkBrown);
  pen.rect(1, 1, 14, 14, P.brown);
  const spines = [P.wine, P.navy, P.forest, P.gold, P.plum, P.clay, P.slate];
  for (let shelf = 0; shelf < 3; shelf += 1) {
    const base = 5 + shelf * 5;
    pen.rect(1, base - 4, 14, 4, P.darkBrown);
    for (let x = 2; x < 14; x += 2) {
      const h = 2 + Math.floor(hash(x, shelf, variant) * 3);
      if (hash(shelf, x, variant + 1) < 0.15) continue;
      pen.rect(x, base - h, 2, h, spines[Math.floor(hash(x, shelf + 9, variant) * spines.length)] ?? P.wine);
      pen.px(x, base - h, P.sandLight);
    }
    pen.rect(1, base, 14, 1, P.clay);
  }
  pen.rect(0, 15, 16, 1, P.night);
};

/** A shell crater in the mud: a dark bowl with a raised, lit rim. */
export function crater(c: { rim: string; rimLight: string; hole: string; deep: string }): TilePainter {
  return (pen, { variant }) => {
    const spans: readonly (readonly [number, number])[] = [
      [5, 10],
      [3, 12],
      [2, 13],
      [2, 13],
      [3, 12],
      [5, 10],
    ];
    spans.forEach(([l, r], i) => pen.rect(l - 1, 4 + i, r - l + 3, 1, c.rim));
    pen.rect(4, 3, 8, 1, c.rimLight);
    pen.rect(2, 4, 2, 1, c.rimLight);
    spans.slice(1, 5).forEach(([l, r], i) => pen.rect(l + 1, 5 + i, r - l - 1, 1, c.hole));
    pen.rect(5, 7, 6, 2, c.deep);
    if (variant % 2) pen.px(9, 6, P.slate);
  };
}
