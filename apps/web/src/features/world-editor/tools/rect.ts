import type { Position } from '@authentic/core';
import { paint, result, docOf, type EditorState } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { findMap, rectCells } from '../model/edits';
import type { ToolOf, ToolPiece } from './tool-piece';

const codeOf = (state: EditorState) => (state.tool as ToolOf<'rect'>).code;

function paintRect(state: EditorState, anchor: Position, end: Position): ReturnType<ToolPiece['onDown']> {
  const map = findMap(docOf(state), state.mapId)!;
  const width = Math.abs(end.x - anchor.x) + 1;
  const height = Math.abs(end.y - anchor.y) + 1;
  const code = codeOf(state);
  return paint(
    { ...state, stroke: null },
    rectCells(map, anchor, end),
    code,
    T.rectPainted(code, width, height),
    false,
  );
}

/** A filled rectangle between two corners: drag with the pointer, or Space at one corner and at the other. */
export const rectTool: ToolPiece<'rect'> = {
  id: 'rect',
  label: T.toolNames.rect,
  key: 'R',
  cursor: 'crosshair',
  paints: true,
  options: 'tile',
  make: (memory) => ({ kind: 'rect', code: memory.code }),
  onDown: (state, cell) => result({ ...state, stroke: { anchor: cell, last: cell } }, null, T.rectStarted(cell)),
  onMove: (state) => result(state),
  onUp: (state) => (state.stroke ? paintRect(state, state.stroke.anchor, state.stroke.last) : result(state)),
  onKey: (state) => {
    if (state.stroke) return paintRect(state, state.stroke.anchor, state.cursor);
    const anchor = state.cursor;
    return result({ ...state, stroke: { anchor, last: anchor } }, null, T.rectStarted(anchor));
  },
  onCursor: (state) => (state.stroke ? { ...state, stroke: { ...state.stroke, last: state.cursor } } : state),
  preview: (state) => {
    if (!state.stroke) return null;
    const { anchor, last } = state.stroke;
    return {
      x: Math.min(anchor.x, last.x),
      y: Math.min(anchor.y, last.y),
      width: Math.abs(last.x - anchor.x) + 1,
      height: Math.abs(last.y - anchor.y) + 1,
    };
  },
};
