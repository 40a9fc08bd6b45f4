import { LAYER_TEXTS as T } from '../model/layer-texts';
import { tileStroke } from './tile-stroke';
import type { ToolPiece } from './tool-piece';

/** Clears the cells of the active layer (or takes walls away) where the pointer drags. */
export const eraseTilesTool: ToolPiece<'eraseTiles'> = {
  id: 'eraseTiles',
  label: T.toolNames.eraseTiles,
  key: 'C',
  cursor: 'not-allowed',
  paints: true,
  make: () => ({ kind: 'eraseTiles' }),
  ...tileStroke(true),
};
