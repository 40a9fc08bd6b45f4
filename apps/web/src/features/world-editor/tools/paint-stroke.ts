import type { Position } from '@authentic/core';
import { paint, result, type EditorState } from '../model/editor-state';
import { lineCells } from '../model/edits';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import type { ToolPiece } from './tool-piece';

/**
 * The handlers of a tool that paints where the pointer goes (the brush, the eraser): one dab on
 * down, a gap-free line on each move, the whole stroke one undo step; Space paints the cursor's cell.
 */
export function paintStroke(code: (state: EditorState) => number): Pick<ToolPiece, 'onDown' | 'onMove' | 'onKey'> {
  return {
    onDown: (state, cell) =>
      paint(
        { ...state, stroke: { anchor: cell, last: cell } },
        [cell],
        code(state),
        T.painted(code(state), cell),
        true,
      ),
    onMove: (state, from: Position, to: Position) =>
      paint(state, lineCells(from, to), code(state), T.painted(code(state), to), true),
    onKey: (state) => {
      const cell = state.cursor;
      return paint({ ...state, stroke: null }, [cell], code(state), T.painted(code(state), cell), false);
    },
  };
}

/** A tool that ends its stroke on pointer up without more to do. */
export const endStroke = (state: EditorState) => result({ ...state, stroke: null });
