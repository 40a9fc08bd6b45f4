import { MODEL_TEXTS as T } from '../model/editor-texts';
import { ERASE_CODE } from '../model/types';
import { paintStroke } from './paint-stroke';
import type { ToolPiece } from './tool-piece';

/** Paints grass (the erase code) where the pointer drags. */
export const eraseTool: ToolPiece<'erase'> = {
  id: 'erase',
  label: T.toolNames.erase,
  key: 'E',
  cursor: 'crosshair',
  paints: true,
  make: () => ({ kind: 'erase' }),
  ...paintStroke(() => ERASE_CODE),
};
