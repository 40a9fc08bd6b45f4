import { docOf, editAt } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { removeObject } from '../model/edits';
import type { ToolPiece } from './tool-piece';

/** Removes whatever object (portal, NPC, artifact spot) is on the clicked cell. */
export const removeObjectTool: ToolPiece<'removeObject'> = {
  id: 'removeObject',
  label: T.toolNames.removeObject,
  key: 'X',
  cursor: 'crosshair',
  make: () => ({ kind: 'removeObject' }),
  onDown: (state, cell) =>
    editAt(state, cell, removeObject(docOf(state), state.mapId, cell), {
      label: 'removing an object',
      say: T.objectRemoved(cell),
      fail: T.noObject(cell),
    }),
};
