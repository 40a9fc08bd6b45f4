import { useEffect, useRef } from 'react';
import type { NpcAvatar } from '@authentic/core';
import { paintCharacter } from '../lib/render/art/characters';
import { drawnLookCanvas } from '../lib/render/art/drawn-look';
import { npcLook } from '../lib/render/art/looks';
import { ART_PX } from '../lib/render/art/pen';

/** A portrait is the sprite at this many pixels a side (a whole multiple of the art's 16). */
const PORTRAIT_PX = 64;

/**
 * A character's portrait: its map sprite as it looks, facing the player, painted larger; or the look
 * drawn for it (decision 0299). Story dialogues show it, and the world editor beside a character.
 */
export function CharacterPortrait({
  npc,
  label,
  className,
}: {
  npc: { sprite?: string | null; type?: string | null; avatar?: NpcAvatar };
  label: string;
  className: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { sprite, type, avatar } = npc;
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, PORTRAIT_PX, PORTRAIT_PX);
    if (avatar) {
      // Whole pixels: 16 → 4 a pixel, 32 → 2 (decision 0299).
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(drawnLookCanvas(avatar), 0, 0, PORTRAIT_PX, PORTRAIT_PX);
      return;
    }
    paintCharacter(ctx, 0, 0, PORTRAIT_PX / ART_PX, npcLook({ sprite, type }), 'down', 0);
  }, [sprite, type, avatar]);
  return (
    <canvas ref={canvas} className={className} width={PORTRAIT_PX} height={PORTRAIT_PX} role="img" aria-label={label} />
  );
}
