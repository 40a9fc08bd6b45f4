import type { Pen } from './pen';

/** What a tile painter knows of its cell: same-terrain neighbours, a stable variant, the animation frame. */
export interface Cell {
  /** 4-bit neighbour mask (autotile.ts). */
  mask: number;
  /** 0–7, from a hash of the cell: breaks repetition without changing per frame. */
  variant: number;
  frame: number;
}

export type TilePainter = (pen: Pen, cell: Cell) => void;

export interface TileSpec {
  draw: TilePainter;
  /** Drawn first: the floor the thing stands on (trees on grass, racks on metal). */
  under?: TilePainter;
  /** Animation frames for this cell; 1 (the default) keeps it in the static layer only. */
  frames?: (cell: Cell) => number;
}

export const frames =
  (n: number): ((cell: Cell) => number) =>
  () =>
    n;
