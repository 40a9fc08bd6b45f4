import { docOf, paint } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { fillCells, findMap } from '../model/edits';
import type { ToolOf, ToolPiece } from './tool-piece';

/** Fills the 4-connected area of the clicked cell's tile with the chosen tile, as one step. */
export const fillTool: ToolPiece<'fill'> = {
  id: 'fill',
  label: T.toolNames.fill,
  key: 'F',
  cursor: 'crosshair',
  paints: true,
  options: 'tile',
  make: (memory) => ({ kind: 'fill', code: memory.code }),
  onDown: (state, cell) => {
    const { code } = state.tool as ToolOf<'fill'>;
    const area = fillCells(findMap(docOf(state), state.mapId)!, cell);
    return paint(state, area, code, T.filled(code, area.length), false);
  },
};
