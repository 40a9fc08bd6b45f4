import { commit, docOf, result } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { moveSpawn } from '../model/edits';
import type { ToolPiece } from './tool-piece';

/** Moves where players arrive in the world. */
export const spawnTool: ToolPiece<'spawn'> = {
  id: 'spawn',
  label: T.toolNames.spawn,
  key: 'S',
  cursor: 'crosshair',
  make: () => ({ kind: 'spawn' }),
  onDown: (state, cell) =>
    result(
      commit(state, moveSpawn(docOf(state), state.mapId, cell), 'moving the spawn'),
      { mapId: state.mapId, cells: [cell] },
      T.spawnMoved(cell),
    ),
};
