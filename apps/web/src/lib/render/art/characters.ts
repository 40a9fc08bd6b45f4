import type { Direction } from '@authentic/core';
import type { Look } from './looks';
import { OUTLINE, P } from '../../../ui/palette';
import { ART_PX, createPen, offscreen, type PaintTarget, type Pen } from './pen';

/** Facings in sheet-row order, and the frames of each row: standing, then two steps. */
export const FACINGS: readonly Direction[] = ['down', 'up', 'left', 'right'];
export const WALK_FRAMES = 3;

/** Frame of the walk cycle: a step shows one foot forward, the next step the other. */
export function walkFrame(moving: boolean, stepParity: number): number {
  return moving ? 1 + (stepParity & 1) : 0;
}

function head(pen: Pen, look: Look, facing: 'down' | 'up' | 'side'): void {
  pen.rect(4, 0, 8, 1, OUTLINE);
  pen.rect(3, 1, 10, 7, OUTLINE);
  pen.rect(4, 1, 8, 6, look.hair);
  if (facing === 'down') {
    pen.rect(5, 3, 6, 4, look.skin);
    if (look.hairStyle === 'bald') pen.rect(5, 1, 6, 2, look.skin);
    pen.px(6, 4, OUTLINE);
    pen.px(9, 4, OUTLINE);
    if (look.beard) pen.rect(5, 5, 6, 2, look.beard);
    pen.px(7, 6, look.beard ? P.darkBrown : look.skin);
  } else if (facing === 'side') {
    pen.rect(4, 3, 5, 4, look.skin);
    if (look.hairStyle === 'bald') pen.rect(4, 1, 5, 2, look.skin);
    pen.px(5, 4, OUTLINE);
    pen.px(3, 5, look.skin);
    pen.px(9, 4, look.skin);
    if (look.beard) pen.rect(4, 5, 5, 2, look.beard);
  }
  if (look.hairStyle === 'long' || look.hairStyle === 'wig') {
    pen.rect(3, 2, 1, 7, OUTLINE);
    pen.rect(12, 2, 1, 7, OUTLINE);
    pen.rect(facing === 'side' ? 9 : 4, 3, facing === 'side' ? 3 : 1, 5, look.hair);
    if (facing !== 'side') pen.rect(11, 3, 1, 5, look.hair);
    if (look.hairStyle === 'wig') pen.rect(4, 1, 8, 1, P.white);
  }
  if (look.hairStyle === 'bun') {
    pen.rect(6, 0, 4, 1, look.hair);
    if (facing !== 'down') pen.rect(facing === 'side' ? 10 : 6, 2, 3, 3, OUTLINE);
  }
  // Light from the top left: a shine on a bald head.
  if (look.hairStyle === 'bald' && facing !== 'up') pen.px(5, 1, P.white);
  if (look.hat) {
    const { colour, band, style } = look.hat;
    const brim = style === 'ranger' ? [1, 14] : [2, 12];
    pen.rect((brim[0] ?? 2) - 1, 2, (brim[1] ?? 12) + 2, 2, OUTLINE);
    pen.rect(brim[0] ?? 2, 2, brim[1] ?? 12, 1, colour);
    pen.rect(4, 0, 8, 2, colour);
    pen.rect(4, 1, 8, 1, band);
    if (style === 'ranger') pen.px(7, 0, OUTLINE);
  }
}

function body(pen: Pen, look: Look, facing: 'down' | 'up' | 'side', frame: number): void {
  const swing = frame === 0 ? 0 : frame === 1 ? 1 : -1;
  // Legs first: the torso overlaps their tops.
  pen.rect(4, 11, 8, 4, OUTLINE);
  if (look.robe) {
    pen.rect(4, 11, 8, 3, look.pants);
    pen.rect(10, 11, 1, 3, look.shirtDark);
    pen.rect(5 + Math.max(0, swing), 14, 2, 1, look.shoes);
    pen.rect(9 + Math.min(0, swing), 14, 2, 1, look.shoes);
  } else if (facing === 'side') {
    const front = 6 - swing * 2;
    const back = 8 + swing * 2;
    pen.rect(Math.min(front, back) - 1, 11, Math.abs(front - back) + 4, 4, OUTLINE);
    pen.rect(back, 12, 2, 2, look.pants);
    pen.rect(back, 14, 2, 1, look.shoes);
    pen.rect(front, 12, 2, 2, look.pants);
    pen.rect(front - 1, 14, 3, 1, look.shoes);
  } else {
    const lift = (side: number) => (swing === side ? 1 : 0);
    pen.rect(5, 12, 2, 2 - lift(1), look.pants);
    pen.rect(5, 14 - lift(1), 2, 1, look.shoes);
    pen.rect(9, 12, 2, 2 - lift(-1), look.pants);
    pen.rect(9, 14 - lift(-1), 2, 1, look.shoes);
  }
  // Torso and arms.
  pen.rect(3, 7, 10, 6, OUTLINE);
  pen.rect(4, 8, 8, 4, look.shirt);
  pen.rect(10, 8, 2, 4, look.shirtDark);
  pen.rect(4, 11, 8, 1, look.trim);
  if (look.collar) pen.rect(5, 7, 6, 1, look.collar);
  if (facing === 'side') {
    const arm = 7 - swing;
    pen.rect(arm, 8, 2, 3, look.shirtDark);
    pen.px(arm, 11, look.skin);
  } else {
    pen.rect(2, 8 + swing, 1, 4, OUTLINE);
    pen.rect(13, 8 - swing, 1, 4, OUTLINE);
    pen.rect(3, 8 + swing, 1, 3, look.shirt);
    pen.rect(12, 8 - swing, 1, 3, look.shirtDark);
    pen.px(3, 11 + swing, look.skin);
    pen.px(12, 11 - swing, look.skin);
  }
  if (look.accent && facing !== 'up') {
    if (look.accent.at === 'chest') pen.rect(5, 8, 2, 2, look.accent.colour);
    else {
      pen.px(13, 7 - swing, look.accent.colour);
      pen.px(12, 8 - swing, look.accent.colour);
      pen.px(13, 9 - swing, look.accent.colour);
    }
  }
}

/** One character in a facing and walk frame (right mirrors left), standing on its soft shadow. */
export function paintCharacter(
  target: PaintTarget,
  x: number,
  y: number,
  scale: number,
  look: Look,
  facing: Direction,
  frame: number,
): void {
  const pen = createPen(target, x, y, scale, facing === 'right');
  const view = facing === 'down' || facing === 'up' ? facing : 'side';
  pen.rect(3, 14, 10, 2, 'rgba(24,20,37,0.35)');
  body(pen, look, view, frame);
  head(pen, look, view);
}

/**
 * A character's sprite sheet: 4 facings (rows) × WALK_FRAMES frames (columns), painted once into
 * one offscreen canvas; drawing a frame copies a tile-sized square of it.
 */
export function characterSheet(look: Look, tilePx: number) {
  const canvas = offscreen(tilePx * WALK_FRAMES, tilePx * FACINGS.length);
  const ctx = canvas.getContext('2d');
  const scale = tilePx / ART_PX;
  FACINGS.forEach((facing, row) => {
    for (let frame = 0; frame < WALK_FRAMES; frame += 1)
      if (ctx) paintCharacter(ctx, frame * tilePx, row * tilePx, scale, look, facing, frame);
  });
  return sheetOf(canvas, tilePx);
}

/** A painted sheet (rows by facing, columns by walk frame) and how one pose of it is drawn. */
export function sheetOf(canvas: HTMLCanvasElement, tilePx: number) {
  return {
    canvas,
    draw(target: CanvasRenderingContext2D, facing: Direction, frame: number, x: number, y: number) {
      const row = FACINGS.indexOf(facing);
      target.drawImage(canvas, frame * tilePx, row * tilePx, tilePx, tilePx, x, y, tilePx, tilePx);
    },
  };
}

export type CharacterSheet = ReturnType<typeof characterSheet>;
