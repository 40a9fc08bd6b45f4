import { docOf, editAt } from '../model/editor-state';
import { MODEL_TEXTS as T } from '../model/editor-texts';
import { npcName, placeNpc } from '../model/edits';
import type { ToolOf, ToolPiece } from './tool-piece';

/** Places a character from the catalogue on the clicked cell, patrolling around it. */
export const npcTool: ToolPiece<'npc'> = {
  id: 'npc',
  label: T.toolNames.npc,
  key: 'N',
  cursor: 'crosshair',
  options: 'npc',
  make: (memory) => ({ kind: 'npc', npcId: memory.npcId }),
  onDown: (state, cell) => {
    const { npcId } = state.tool as ToolOf<'npc'>;
    return editAt(state, cell, placeNpc(docOf(state), state.mapId, cell, npcId), {
      label: 'placing an NPC',
      say: T.npcPlaced(npcName(npcId), cell),
      fail: T.tooMany('NPCs'),
    });
  },
};
