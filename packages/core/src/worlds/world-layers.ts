import { unzlibSync, zlibSync } from 'fflate';
import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../shared/base64.js';
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

/** Inflates exactly `size` bytes, or null when the text is not base64 + zlib of that many bytes. */
function inflateExactly(text: string, size: number): Uint8Array | null {
  const packed = base64ToBytes(text);
  if (!packed) return null;
  try {
    // One byte more than expected: a stream that fills it is too long, and it stops there.
    const out = unzlibSync(packed, { out: new Uint8Array(size + 1) });
    return out.length === size ? out.subarray(0, size) : null;
  } catch {
    return null;
  }
}

export function encodeLayerCells(cells: Uint32Array): string {
  const bytes = new Uint8Array(cells.length * 4);
  const view = new DataView(bytes.buffer);
  cells.forEach((cell, i) => view.setUint32(i * 4, cell, true));
  return bytesToBase64(zlibSync(bytes, { level: 9 }));
}

/** A layer's `count` cells, or null when its text does not hold exactly that many. */
export function decodeLayerCells(text: string, count: number): Uint32Array | null {
  const bytes = inflateExactly(text, count * 4);
  if (!bytes) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cells = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) cells[i] = view.getUint32(i * 4, true);
  return cells;
}

export function encodeWalls(walls: Uint8Array): string {
  const bits = new Uint8Array(Math.ceil(walls.length / 8));
  walls.forEach((wall, i) => {
    if (wall) bits[i >> 3]! |= 1 << (i & 7);
  });
  return bytesToBase64(zlibSync(bits, { level: 9 }));
}

/** `count` cells, 1 where a wall stands, or null when the text does not hold that many. */
export function decodeWalls(text: string, count: number): Uint8Array | null {
  const bits = inflateExactly(text, Math.ceil(count / 8));
  if (!bits) return null;
  const walls = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) walls[i] = (bits[i >> 3]! >> (i & 7)) & 1;
  return walls;
}
