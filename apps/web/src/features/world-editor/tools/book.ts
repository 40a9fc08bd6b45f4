import { docOf, editAt, result } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { placeBook } from '../model/story-edits';
import type { ToolOf, ToolPiece } from './tool-piece';

/** Lays a story book on the clicked cell: reading it tells its knot of the world's story (decision 0283). */
export const bookTool: ToolPiece<'book'> = {
  id: 'book',
  label: T.toolNames.book,
  key: 'K',
  cursor: 'crosshair',
  options: 'book',
  make: (memory) => ({ kind: 'book', title: memory.book.title, knot: memory.book.knot }),
  onDown: (state, cell) => {
    const { title, knot } = state.tool as ToolOf<'book'>;
    if (title.trim() === '' || knot === '') return result(state, null, T.bookNeedsKnot);
    return editAt(state, cell, placeBook(docOf(state), state.mapId, cell, { title, knot }), {
      label: 'placing a story book',
      say: T.bookPlaced(title.trim(), cell),
      fail: T.tooMany('story books'),
    });
  },
};
