import { isNpcId, NPC_CATALOGUE, type NpcAvatar, type WorldDocNpc } from '@authentic/core';
import { characterSheet, type CharacterSheet } from '../../lib/render/art/characters';
import { drawnLookSheet } from '../../lib/render/art/drawn-look';
import { npcLook } from '../../lib/render/art/looks';

/**
 * The world's characters in the editor as players will meet them: their figure, or the look drawn
 * for them (decision 0299), facing down, one sheet per look, painted once at the editor's cell size.
 */
export function createEditorFigures(cellPx: number) {
  const figures = new Map<string, CharacterSheet>();
  // A drawn look is kept by the look object: an edit makes a new one, and the old one is let go.
  const drawn = new WeakMap<NpcAvatar, CharacterSheet>();

  function sheetOf(npc: Pick<WorldDocNpc, 'npcId' | 'avatar'>): CharacterSheet {
    if (npc.avatar) {
      let sheet = drawn.get(npc.avatar);
      if (!sheet) drawn.set(npc.avatar, (sheet = drawnLookSheet(npc.avatar, cellPx)));
      return sheet;
    }
    let sheet = figures.get(npc.npcId);
    if (!sheet) {
      const known = isNpcId(npc.npcId) ? NPC_CATALOGUE[npc.npcId] : {};
      figures.set(npc.npcId, (sheet = characterSheet(npcLook(known), cellPx)));
    }
    return sheet;
  }

  return {
    /** The character standing on its cell, in map pixels at zoom 1 (the context is already scaled). */
    draw(ctx: CanvasRenderingContext2D, npc: Pick<WorldDocNpc, 'npcId' | 'avatar' | 'x' | 'y'>): void {
      sheetOf(npc).draw(ctx, 'down', 0, npc.x * cellPx, npc.y * cellPx);
    },
  };
}

export type EditorFigures = ReturnType<typeof createEditorFigures>;
