import { ART_PX, createPen, type PaintTarget } from './pen';

/** A story door's colours, from the game's palette (ENDESGA 32): oak planks, iron bands, a dark way through. */
const DOOR = {
  outline: '#3e2731',
  frame: '#733e39',
  frameLight: '#b86f50',
  plank: '#be4a2f',
  plankLight: '#d77643',
  iron: '#5a6988',
  ironLight: '#8b9bb4',
  way: '#181425',
  wayLight: '#262b44',
  step: '#c0cbdc',
} as const;

/**
 * A door a world's story opened or closed for this player (16×16 art pixels, lit from the top-left):
 * closed, an oak door with iron bands in its frame; open, the same frame round a dark way through
 * with a worn threshold, so a wall with an open door reads as a way to walk.
 */
export function paintDoor(target: PaintTarget, x: number, y: number, tilePx: number, open: boolean): void {
  const pen = createPen(target, x, y, tilePx / ART_PX);
  pen.rect(2, 1, 12, 15, DOOR.outline);
  pen.rect(3, 2, 10, 14, DOOR.frame);
  pen.rect(3, 2, 10, 1, DOOR.frameLight);
  pen.rect(3, 2, 1, 14, DOOR.frameLight);
  if (open) {
    pen.rect(5, 4, 6, 12, DOOR.way);
    pen.rect(5, 4, 6, 1, DOOR.wayLight);
    pen.rect(5, 15, 6, 1, DOOR.step);
    return;
  }
  pen.rect(5, 4, 6, 12, DOOR.plank);
  pen.rect(5, 4, 1, 12, DOOR.plankLight);
  pen.rect(8, 4, 1, 12, DOOR.outline);
  pen.rect(5, 6, 6, 1, DOOR.iron);
  pen.rect(5, 12, 6, 1, DOOR.iron);
  pen.rect(5, 6, 2, 1, DOOR.ironLight);
  pen.rect(5, 12, 2, 1, DOOR.ironLight);
  pen.rect(9, 9, 1, 1, DOOR.ironLight);
}
