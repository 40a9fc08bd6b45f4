import { docOf, editAt } from '../model/editor-state';
import { mapName } from '../model/describe';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { placePortal } from '../model/edits';
import type { ToolOf, ToolPiece } from './tool-piece';

/** Places a portal (to a map of this world or out to the main world) on the clicked cell. */
export const portalTool: ToolPiece<'portal'> = {
  id: 'portal',
  label: T.toolNames.portal,
  key: 'P',
  cursor: 'crosshair',
  options: 'portal',
  make: (memory) => ({ kind: 'portal', to: memory.portalTo }),
  onDown: (state, cell) => {
    const { to } = state.tool as ToolOf<'portal'>;
    const placed = placePortal(docOf(state), state.mapId, cell, to);
    const target = to === 'exit' ? T.mainWorld : mapName(docOf(state), to.mapId);
    return editAt(state, cell, placed?.doc ?? null, {
      label: 'placing a portal',
      say: T.portalPlaced(target, cell),
      fail: T.tooMany('portals'),
    });
  },
};
