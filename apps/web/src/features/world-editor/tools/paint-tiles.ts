import { LAYER_TEXTS as T } from '../model/layer-texts';
import { tileStroke } from './tile-stroke';
import type { ToolPiece } from './tool-piece';

/** Stamps the tiles chosen in the tileset palette on the active layer (or puts walls) where the pointer drags. */
export const paintTilesTool: ToolPiece<'tiles'> = {
  id: 'tiles',
  label: T.toolNames.tiles,
  key: 'T',
  cursor: 'copy',
  paints: true,
  make: (memory) => ({ kind: 'tiles', stamp: memory.stamp }),
  ...tileStroke(false),
};
