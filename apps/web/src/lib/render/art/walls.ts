import { E, has, N, S, W } from './autotile';
import { OUTLINE, P } from '../../../ui/palette';
import { hash, specks, type Pen } from './pen';
import type { Cell, TilePainter } from './tile-types';

export interface WallColours {
  top: string;
  topLight: string;
  topDark: string;
  face: string;
  faceLight: string;
  faceDark: string;
}

export type FaceStyle = 'brick' | 'rock' | 'hedge' | 'panel' | 'wood';

/** Rows of the front face, drawn when the cell below is not wall (walls read as tall). */
const FACE_TOP = 6;

function face(pen: Pen, style: FaceStyle, c: WallColours, variant: number): void {
  pen.rect(0, FACE_TOP, 16, 16 - FACE_TOP, c.face);
  if (style === 'brick') {
    for (let row = 0; row < 3; row += 1) {
      const y = FACE_TOP + row * 3 + 1;
      pen.rect(0, y, 16, 1, c.faceLight);
      pen.rect(0, y + 2, 16, 1, c.faceDark);
      for (let x = (row % 2) * 3 + variant; x < 16; x += 6) pen.rect(x % 16, y, 1, 3, c.faceDark);
    }
  } else if (style === 'rock') {
    for (let i = 0; i < 4; i += 1) {
      const y = FACE_TOP + 1 + i * 2 + Math.floor(hash(i, variant, 4) * 2);
      const x = Math.floor(hash(variant, i, 6) * 8);
      pen.rect(x, y, 5 + i, 1, i % 2 ? c.faceDark : c.faceLight);
    }
    pen.rect(0, FACE_TOP, 1, 10, c.faceLight);
  } else if (style === 'hedge') {
    specks(pen, variant + 21, 18, c.faceDark);
    specks(pen, variant + 23, 10, c.faceLight);
  } else if (style === 'panel') {
    for (const x of [0, 8]) {
      pen.rect(x, FACE_TOP, 1, 10, c.faceLight);
      pen.rect(x + 7, FACE_TOP, 1, 10, c.faceDark);
      pen.px(x + 2, FACE_TOP + 2, c.faceDark);
      pen.px(x + 5, FACE_TOP + 2, c.faceDark);
    }
    pen.rect(0, 12, 16, 1, c.faceLight);
  } else {
    for (let x = 1 + (variant % 2); x < 16; x += 4) pen.rect(x, FACE_TOP, 1, 10, c.faceDark);
    pen.rect(0, 11, 16, 1, c.faceLight);
  }
  // Grounded: the foot of the wall in shadow.
  pen.rect(0, 15, 16, 1, c.faceDark);
}

/** What some of a wall's faces carry: torches in a dungeon, waterfalls down Yosemite's granite. */
export type WallFeature = 'torches' | 'falls';

/**
 * A wall, cliff or hedge: a top face, lit on its open top and left edges, and a front face when the
 * cell below is open. Torches (on some dungeon faces) flicker and waterfalls (on some granite
 * faces) pour over three frames.
 */
export function wall(c: WallColours, style: FaceStyle, feature?: WallFeature): TilePainter {
  return (pen, cell: Cell) => {
    const { mask, variant, frame } = cell;
    const front = !has(mask, S);
    pen.rect(0, 0, 16, 16, c.top);
    specks(pen, variant + 13, 5, c.topDark, 1);
    if (style === 'hedge') specks(pen, variant + 15, 8, c.topLight, 1);
    if (!has(mask, N)) pen.rect(0, 0, 16, 1, c.topLight);
    if (!has(mask, W)) pen.rect(0, 0, 1, front ? FACE_TOP : 16, c.topLight);
    if (!has(mask, E)) pen.rect(15, 0, 1, front ? FACE_TOP : 16, c.topDark);
    if (front) {
      face(pen, style, c, variant);
      pen.rect(0, FACE_TOP - 1, 16, 1, c.topDark);
      if (feature === 'torches' && hasTorch(cell)) torch(pen, frame);
      if (feature === 'falls' && hasFalls(cell)) falls(pen, frame);
    }
  };
}

export const hasTorch = (cell: Cell): boolean => !has(cell.mask, S) && cell.variant % 4 === 0;

/** One cliff face in eight carries a waterfall (a different variant from the torches' faces). */
export const hasFalls = (cell: Cell): boolean => !has(cell.mask, S) && cell.variant === 5;

/** Animated faces (torches, falls) turn on three frames; the rest stay in the static layer. */
export const wallFrames =
  (feature: WallFeature) =>
  (cell: Cell): number =>
    (feature === 'torches' ? hasTorch(cell) : hasFalls(cell)) ? 3 : 1;

/** A stream cuts the cliff top, pours down the face in moving streaks and foams at the foot. */
function falls(pen: Pen, frame: number): void {
  pen.rect(5, 0, 6, FACE_TOP, P.blue);
  pen.rect(5, 0, 1, FACE_TOP, P.navy);
  pen.rect(9, 1 + (frame % 3), 1, 2, P.cyan);
  pen.rect(4, FACE_TOP - 1, 8, 16 - FACE_TOP, P.blue);
  pen.rect(4, FACE_TOP - 1, 1, 16 - FACE_TOP, P.navy);
  pen.rect(11, FACE_TOP - 1, 1, 16 - FACE_TOP, P.cyan);
  for (let i = 0; i < 4; i += 1) {
    const y = FACE_TOP + ((frame * 3 + i * 5) % 8);
    pen.rect(5 + i * 2, y, 1, 3, i % 2 ? P.silver : P.white);
  }
  pen.rect(3, 14, 10, 2, P.white);
  for (let x = 3 + (frame % 2); x < 13; x += 2) pen.px(x, 14, P.silver);
}

function torch(pen: Pen, frame: number): void {
  const glow = [P.gold, P.orange, P.yellow][frame % 3] ?? P.gold;
  pen.rect(6, 8, 4, 4, P.clay);
  pen.rect(7, 11, 2, 4, P.darkBrown);
  pen.rect(6, 11, 4, 1, OUTLINE);
  const lean = frame === 1 ? 1 : 0;
  pen.rect(7 + lean, 8 - (frame % 2), 2, 3, P.orange);
  pen.px(7 + lean, 7 - (frame % 2), glow);
  pen.px(8, 9, P.yellow);
}

/** Sandbag walls: stacked bags, each outlined and lit from the top left. */
export function sandbags(c: { bag: string; light: string; dark: string }): TilePainter {
  return (pen, { mask }) => {
    for (let row = 0; row < 3; row += 1) {
      const y = 3 + row * 4;
      for (let x = row % 2 ? -3 : 0; x < 16; x += 6) {
        const left = Math.max(0, x);
        const w = Math.min(16, x + 6) - left;
        if (w <= 0) continue;
        pen.rect(left, y, w, 4, OUTLINE);
        pen.rect(left + (x >= 0 ? 1 : 0), y + 1, w - 1, 2, c.bag);
        if (w >= 3) pen.rect(left + 1, y + 1, w - 3, 1, c.light);
        pen.px(left + w - 2, y + 2, c.dark);
      }
    }
    if (!has(mask, W)) pen.rect(0, 3, 1, 12, OUTLINE);
    if (!has(mask, E)) pen.rect(15, 3, 1, 12, OUTLINE);
    pen.rect(0, 15, 16, 1, c.dark);
  };
}

/** A water or sludge surface: banks on open sides (the north bank casts a shadow), shimmer per frame. */
export function liquid(c: { base: string; deep: string; shine: string; bank: string; lip: string }): TilePainter {
  return (pen, { mask, variant, frame }) => {
    pen.rect(0, 0, 16, 16, c.base);
    specks(pen, variant + 31, 6, c.deep, 1);
    for (let i = 0; i < 3; i += 1) {
      const x = Math.floor(hash(variant, i, frame + 1) * 11) + 1;
      const y = 3 + i * 4 + ((frame + i) % 2);
      pen.rect(x, y, 3, 1, c.shine);
      pen.px(x + 3, y + 1, c.deep);
    }
    if (!has(mask, N)) {
      pen.rect(0, 0, 16, 2, c.bank);
      pen.rect(0, 2, 16, 1, c.deep);
    }
    if (!has(mask, W)) pen.rect(0, 0, 1, 16, c.lip);
    if (!has(mask, E)) pen.rect(15, 0, 1, 16, c.lip);
    if (!has(mask, S)) pen.rect(0, 15, 16, 1, c.lip);
  };
}

/** A pit in the floor: its far wall shows where the floor above ends, its rims catch the light. */
export function pit(c: { dark: string; wall: string; wallLight: string; rim: string }): TilePainter {
  return (pen, { mask, variant }) => {
    pen.rect(0, 0, 16, 16, c.dark);
    if (!has(mask, N)) {
      pen.rect(0, 0, 16, 5, c.wall);
      for (let x = variant % 3; x < 16; x += 5) pen.rect(x, 0, 1, 5, c.dark);
      pen.rect(0, 0, 16, 1, c.wallLight);
    }
    if (!has(mask, W)) pen.rect(0, 0, 1, 16, c.rim);
    if (!has(mask, E)) pen.rect(15, 0, 1, 16, c.wall);
    if (!has(mask, S)) pen.rect(0, 15, 16, 1, c.rim);
    specks(pen, variant + 50, 3, c.wall, 2);
  };
}
