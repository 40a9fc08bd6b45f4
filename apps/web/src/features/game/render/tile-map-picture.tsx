import { useEffect, useRef } from 'react';
import type { Position } from '@authentic/core';
import type { Biome } from '../../../lib/render/art/biomes';
import { paintCharacter } from '../../../lib/render/art/characters';
import { npcLook } from '../../../lib/render/art/looks';
import { ART_PX } from '../../../lib/render/art/pen';
import { cellOf, paintCell } from '../../../lib/render/art/tile-atlas';

export interface TileMapPictureProps {
  mapData: readonly (readonly number[])[];
  /** NPCs drawn in their outfits, standing on their cells. */
  npcs?: readonly { type: string | null; sprite?: string | null; position: Position }[];
  /** The map's look (art/biome-for-map.ts: biomeForMapType for a world); a meadow unless told. */
  biome?: Biome;
  className?: string;
}

/**
 * A still picture of a tile map in the game's own art (the world page's map): one canvas pixel per
 * art pixel (16 per tile), scaled up by the browser with crisp edges (image-rendering: pixelated).
 * It draws once per map; the box it sits in decides how large it shows. Decorative: the page says
 * in words what is on it.
 */
export function TileMapPicture({ mapData, npcs = [], biome = 'meadow', className }: TileMapPictureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rows = mapData.length;
  const cols = Math.max(0, ...mapData.map((row) => row.length));

  useEffect(() => {
    // jsdom has no 2D context: there is nothing to draw on, and nothing is lost.
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, cols * ART_PX, rows * ART_PX);
    mapData.forEach((row, y) =>
      row.forEach((_, x) => {
        const { code, mask, variant } = cellOf(mapData, x, y);
        paintCell(ctx, x * ART_PX, y * ART_PX, 1, biome, code, { mask, variant, frame: 0 });
      }),
    );
    for (const npc of npcs)
      paintCharacter(ctx, npc.position.x * ART_PX, npc.position.y * ART_PX, 1, npcLook(npc), 'down', 0);
  }, [mapData, npcs, rows, cols, biome]);

  return <canvas ref={canvas} className={className} width={cols * ART_PX} height={rows * ART_PX} aria-hidden="true" />;
}
