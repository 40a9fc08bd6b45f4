import { useEffect, useRef } from 'react';
import type { Position } from '@authentic/core';
import { npcArt, TILE_ART, type PixelArt } from './pixel-art';

/** One canvas pixel per art pixel: the browser scales it up with crisp edges (image-rendering: pixelated). */
const ART_SIZE = 8;

export interface TileMapPictureProps {
  mapData: readonly (readonly number[])[];
  /** NPCs drawn in their outfits, standing on their cells. */
  npcs?: readonly { type: string | null; position: Position }[];
  className?: string;
}

function paintArt(ctx: CanvasRenderingContext2D, art: PixelArt, cellX: number, cellY: number): void {
  const palette = art.frames[0] ?? {};
  art.pattern.forEach((row, y) => {
    [...row].forEach((letter, x) => {
      const colour = palette[letter];
      if (letter === '.' || !colour) return;
      ctx.fillStyle = colour;
      ctx.fillRect(cellX * ART_SIZE + x, cellY * ART_SIZE + y, 1, 1);
    });
  });
}

/**
 * A still picture of a tile map in the game's own art (the world page's map). It draws once per map;
 * the box it sits in decides how large it shows. Decorative: the page says in words what is on it.
 */
export function TileMapPicture({ mapData, npcs = [], className }: TileMapPictureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rows = mapData.length;
  const cols = Math.max(0, ...mapData.map((row) => row.length));

  useEffect(() => {
    // jsdom has no 2D context: there is nothing to draw on, and nothing is lost.
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, cols * ART_SIZE, rows * ART_SIZE);
    mapData.forEach((row, y) =>
      row.forEach((code, x) => {
        const art = TILE_ART[code] ?? TILE_ART[0];
        if (art) paintArt(ctx, art, x, y);
      }),
    );
    for (const npc of npcs) paintArt(ctx, npcArt(npc.type ?? 'guide'), npc.position.x, npc.position.y);
  }, [mapData, npcs, rows, cols]);

  return (
    <canvas ref={canvas} className={className} width={cols * ART_SIZE} height={rows * ART_SIZE} aria-hidden="true" />
  );
}
