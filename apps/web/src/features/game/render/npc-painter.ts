import type { Direction, NpcAvatar, PlacedNpc, Position } from '@authentic/core';
import { characterSheet, walkFrame, type CharacterSheet } from '../../../lib/render/art/characters';
import type * as DrawnLookModule from '../../../lib/render/art/drawn-look';
import { npcLook } from '../../../lib/render/art/looks';

type DrawnLook = typeof DrawnLookModule;

/** An NPC's patrol step slides over this long, walking. */
const NPC_STEP_MS = 320;

interface NpcMotion {
  from: Position;
  to: Position;
  at: number;
  facing: Direction;
}

function facingOf(from: Position, to: Position, fallback: Direction): Direction {
  if (to.x > from.x) return 'right';
  if (to.x < from.x) return 'left';
  if (to.y > from.y) return 'down';
  if (to.y < from.y) return 'up';
  return fallback;
}

/** NPCs as the renderer draws them: one sheet per look, and each NPC's slide between patrol cells. */
export function createNpcPainter(tilePx: number) {
  const npcSheets = new Map<string, CharacterSheet>();
  const npcMotion = new Map<string, NpcMotion>();

  // A world character may wear a look drawn for it (decision 0299). Only player-made worlds have them,
  // so its drawing code loads the first time one is met; until then it wears its figure's look.
  let drawn: DrawnLook | null = null;
  let loadingDrawn = false;
  // Keyed by the look itself (a world version's document keeps the same object): no key built per frame.
  const drawnSheets = new WeakMap<NpcAvatar, CharacterSheet>();

  function sheet(npc: PlacedNpc): CharacterSheet {
    const { avatar } = npc;
    if (avatar && drawn) {
      let found = drawnSheets.get(avatar);
      if (!found) drawnSheets.set(avatar, (found = drawn.drawnLookSheet(avatar, tilePx)));
      return found;
    }
    if (avatar && !loadingDrawn) {
      loadingDrawn = true;
      void import('../../../lib/render/art/drawn-look').then((module) => (drawn = module));
    }
    const key = `${npc.sprite}|${npc.type}`;
    let found = npcSheets.get(key);
    if (!found) {
      found = characterSheet(npcLook(npc), tilePx);
      npcSheets.set(key, found);
    }
    return found;
  }

  /** Where an NPC is drawn and how: it slides and walks over a patrol step, then faces where it went. */
  function pose(npc: PlacedNpc, time: number): { x: number; y: number; facing: Direction; frame: number } {
    let motion = npcMotion.get(npc.id);
    if (!motion) {
      motion = { from: npc.position, to: npc.position, at: -Infinity, facing: 'down' };
      npcMotion.set(npc.id, motion);
    } else if (motion.to.x !== npc.position.x || motion.to.y !== npc.position.y) {
      motion = {
        from: motion.to,
        to: npc.position,
        at: time,
        facing: facingOf(motion.to, npc.position, motion.facing),
      };
      npcMotion.set(npc.id, motion);
    }
    const t = Math.min(1, Math.max(0, (time - motion.at) / NPC_STEP_MS));
    const x = (motion.from.x + (motion.to.x - motion.from.x) * t) * tilePx;
    const y = (motion.from.y + (motion.to.y - motion.from.y) * t) * tilePx;
    const frame = t < 1 ? walkFrame(true, t < 0.5 ? 0 : 1) : 0;
    return { x, y, facing: motion.facing, frame };
  }

  /** A new map: nobody is mid-step. */
  const clear = () => npcMotion.clear();

  return { sheet, pose, clear };
}
