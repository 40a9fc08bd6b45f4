import { worldDocTile } from '@authentic/core';
import { docOf, result } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { findMap } from '../model/edits';
import type { ToolPiece } from './tool-piece';

/** Takes the clicked cell's tile into the brush. */
export const pickTool: ToolPiece<'pick'> = {
  id: 'pick',
  label: T.toolNames.pick,
  key: 'I',
  cursor: 'crosshair',
  make: () => ({ kind: 'pick' }),
  onDown: (state, cell) => {
    const code = worldDocTile(findMap(docOf(state), state.mapId)!, cell) ?? 0;
    return result({ ...state, tool: { kind: 'brush', code } }, null, T.picked(code));
  },
};
