import { useEffect, useRef } from 'react';
import { paintCharacter } from '../../lib/render/art/characters';
import { npcLook } from '../../lib/render/art/looks';
import { ART_PX } from '../../lib/render/art/pen';

/** A portrait is the sprite at this many pixels a side (a whole multiple of the art's 16). */
const PORTRAIT_PX = 64;

/** A character's portrait: its map sprite as it looks, facing the player, painted larger. */
export function StoryPortrait({
  npc,
  label,
}: {
  npc: { sprite?: string | null; type?: string | null };
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { sprite, type } = npc;
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, PORTRAIT_PX, PORTRAIT_PX);
    paintCharacter(ctx, 0, 0, PORTRAIT_PX / ART_PX, npcLook({ sprite, type }), 'down', 0);
  }, [sprite, type]);
  return (
    <canvas
      ref={canvas}
      className="story-portrait"
      width={PORTRAIT_PX}
      height={PORTRAIT_PX}
      role="img"
      aria-label={label}
    />
  );
}
