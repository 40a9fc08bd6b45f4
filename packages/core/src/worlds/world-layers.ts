import { z } from 'zod';
import { CELL_TILE_MAX, CELL_TILESETS_MAX } from './tile-cells.js';

/**
 * A world's own art (issue 36): the tilesets it holds (PNG images the owner uploaded, cut into tiles
 * of 8 to 64 pixels) and, per map, layers painted with their tiles below and above the player, and
 * the walls that are not built-in tiles. Built-in tiles stay each map's ground (`rows`); a map
 * without layers is drawn and walked exactly as before.
 */
export const WORLD_ART_LIMITS = {
  tilesets: CELL_TILESETS_MAX,
  tileMinPx: 8,
  tileMaxPx: 64,
  imageSideMaxPx: 4096,
  imageBytesMax: 2 * 1024 * 1024,
  tilesetNameMax: 40,
  layersPerMap: 16,
  layerNameMax: 40,
  /** Tiles of a tileset with something to say (a wall, an animation). */
  tilesWithDataMax: 4096,
  animationFramesMax: 64,
  frameMsMin: 16,
  frameMsMax: 60_000,
  /** A full 256×256 layer of random cells, deflated and in base64, stays below this. */
  layerTextMax: 360_000,
  wallsTextMax: 12_000,
} as const;

const px = (max: number) => z.number().int().min(0).max(max);

export const worldTilesetSchema = z.object({
  /** The uploaded image's id, and where it is served. */
  id: z.uuid(),
  url: z.string().regex(/^\/uploads\/[A-Za-z0-9._-]{1,120}$/, 'A tileset image is one of this server’s uploads.'),
  name: z.string().trim().min(1).max(WORLD_ART_LIMITS.tilesetNameMax),
  imageWidth: z.number().int().min(1).max(WORLD_ART_LIMITS.imageSideMaxPx),
  imageHeight: z.number().int().min(1).max(WORLD_ART_LIMITS.imageSideMaxPx),
  tileWidth: z.number().int().min(WORLD_ART_LIMITS.tileMinPx).max(WORLD_ART_LIMITS.tileMaxPx),
  tileHeight: z.number().int().min(WORLD_ART_LIMITS.tileMinPx).max(WORLD_ART_LIMITS.tileMaxPx),
  margin: px(WORLD_ART_LIMITS.tileMaxPx),
  spacing: px(WORLD_ART_LIMITS.tileMaxPx),
  columns: z
    .number()
    .int()
    .min(1)
    .max(WORLD_ART_LIMITS.imageSideMaxPx / WORLD_ART_LIMITS.tileMinPx),
  tileCount: z
    .number()
    .int()
    .min(1)
    .max(CELL_TILE_MAX + 1),
  tiles: z
    .array(
      z.object({
        id: z.number().int().min(0).max(CELL_TILE_MAX),
        collides: z.literal(true).optional(),
        animation: z
          .array(
            z.object({
              tile: z.number().int().min(0).max(CELL_TILE_MAX),
              ms: z.number().int().min(WORLD_ART_LIMITS.frameMsMin).max(WORLD_ART_LIMITS.frameMsMax),
            }),
          )
          .min(1)
          .max(WORLD_ART_LIMITS.animationFramesMax)
          .optional(),
      }),
    )
    .max(WORLD_ART_LIMITS.tilesWithDataMax),
});
export type WorldTileset = z.output<typeof worldTilesetSchema>;

export const LAYER_PLACEMENTS = ['below', 'above'] as const;
export type LayerPlacement = (typeof LAYER_PLACEMENTS)[number];

export const worldDocLayerSchema = z.object({
  name: z.string().trim().min(1).max(WORLD_ART_LIMITS.layerNameMax),
  placement: z.enum(LAYER_PLACEMENTS),
  opacity: z.number().min(0).max(1),
  /** The cells (see tile-cells.ts), row by row, as 32-bit little-endian numbers, deflated (zlib), in base64. */
  cells: z.string().max(WORLD_ART_LIMITS.layerTextMax),
});
export type WorldDocLayer = z.output<typeof worldDocLayerSchema>;

/** The map's own walls, one bit per cell row by row (1 = a wall), deflated, in base64. */
export const worldDocWallsSchema = z.string().max(WORLD_ART_LIMITS.wallsTextMax);
