import { TILESET_TILE_PX, TILESET_TILES } from '@authentic/core';
import type { Biome } from '../../../lib/render/art/biomes';
import { createTileAtlas } from '../../../lib/render/art/tile-atlas';

/** Makes the tileset's PNG bytes: the game's own art for the 9 tiles, in code order, one row, `px` a side. */
export type TilesetImageMaker = (biome: Biome, px?: number) => Promise<Uint8Array>;

/** Draws each tile's plain (not autotiled, first variant, first frame) look into one PNG. */
export const drawTilesetImage: TilesetImageMaker = async (biome, px = TILESET_TILE_PX) => {
  const canvas = document.createElement('canvas');
  canvas.width = px * TILESET_TILES.length;
  canvas.height = px;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const atlas = createTileAtlas(px);
  for (const { code } of TILESET_TILES) {
    ctx.drawImage(atlas.tile(biome, code, { mask: 0, variant: 0, frame: 0 }), code * px, 0);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no png');
  return new Uint8Array(await blob.arrayBuffer());
};
