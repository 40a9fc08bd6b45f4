import { docOf, editAt } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { placeArtifactSpot } from '../model/edits';
import type { ToolPiece } from './tool-piece';

/** Marks the clicked cell as a spot where an artifact may lie. */
export const artifactSpotTool: ToolPiece<'artifactSpot'> = {
  id: 'artifactSpot',
  label: T.toolNames.artifactSpot,
  key: 'A',
  cursor: 'crosshair',
  make: () => ({ kind: 'artifactSpot' }),
  onDown: (state, cell) =>
    editAt(state, cell, placeArtifactSpot(docOf(state), state.mapId, cell), {
      label: 'placing an artifact spot',
      say: T.spotPlaced(cell),
      fail: T.nothingChanged,
    }),
};
