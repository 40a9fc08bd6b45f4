import { MODEL_TEXTS as T } from '../model/editor-texts';
import { paintStroke } from './paint-stroke';
import type { ToolOf, ToolPiece } from './tool-piece';

/** Paints the chosen tile where the pointer drags, or at the cursor with Space. */
export const brushTool: ToolPiece<'brush'> = {
  id: 'brush',
  label: T.toolNames.brush,
  key: 'B',
  cursor: 'crosshair',
  paints: true,
  options: 'tile',
  make: (memory) => ({ kind: 'brush', code: memory.code }),
  ...paintStroke((state) => (state.tool as ToolOf<'brush'>).code),
};
