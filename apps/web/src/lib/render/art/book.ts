import { ART_PX, createPen, type PaintTarget } from './pen';

/** A story book's colours, from the game's palette (ENDESGA 32): a red cover, warm pages, a dark outline. */
const BOOK = {
  outline: '#3e2731',
  cover: '#a22633',
  coverLight: '#e43b44',
  pages: '#ead4aa',
  pageShade: '#e4a672',
  ribbon: '#feae34',
  shadow: 'rgba(24,20,37,0.35)',
} as const;

/** A closed book lying on its cell, lit from the top-left, on a soft shadow (16×16 art pixels). */
export function paintBook(target: PaintTarget, x: number, y: number, tilePx: number): void {
  const pen = createPen(target, x, y, tilePx / ART_PX);
  pen.rect(4, 13, 10, 2, BOOK.shadow);
  pen.rect(3, 5, 10, 9, BOOK.outline);
  pen.rect(4, 6, 8, 6, BOOK.cover);
  pen.rect(4, 6, 8, 1, BOOK.coverLight);
  pen.rect(4, 6, 1, 6, BOOK.coverLight);
  // The page edges along the bottom and the right.
  pen.rect(4, 12, 9, 1, BOOK.pages);
  pen.rect(12, 7, 1, 6, BOOK.pageShade);
  // A ribbon marker hanging out of the pages.
  pen.rect(9, 12, 1, 3, BOOK.ribbon);
  // A title plate on the cover.
  pen.rect(6, 8, 4, 2, BOOK.pages);
}
