/** Files by path: JSON already parsed for .tmj/.tsj/.json/.world; images as { width, height } known sizes or `null` when not given. */
export interface TiledReadFiles {
  json: Record<string, unknown>;
  images: Record<string, { width: number; height: number } | null>;
}

export type TiledPropertyValue = string | number | boolean;

/** Any orthogonal Tiled map as plain data, or the reasons it cannot be read. */
export interface TiledMapRead {
  /** False when errors is not empty. */
  ok: boolean;
  /** Refusals, one short message per cause, saying what to change in Tiled; repeated problems once with a count. */
  errors: string[];
  /** What was imported without, one line per kind with a count. */
  ignored: string[];
  /** Cells (for an infinite map: the bounds of its non-empty chunks). */
  width: number;
  height: number;
  /** The map's grid in pixels. */
  tileWidth: number;
  tileHeight: number;
  /** Index i here is the tileset index in cells. */
  tilesets: TiledTilesetRead[];
  /** Drawing order, groups flattened. */
  layers: TiledLayerRead[];
  /** width*height, 1 = a wall. */
  walls: Uint8Array;
  /** In cells. */
  spawn: { x: number; y: number } | null;
  /** Point/rectangle/tile objects other than the spawn, in cells. */
  objects: TiledObjectRead[];
  /** The map's own custom properties. */
  properties: Record<string, TiledPropertyValue>;
}

export interface TiledTileRead {
  id: number;
  collides?: true;
  animation?: { tileId: number; durationMs: number }[];
}

export interface TiledTilesetRead {
  name: string;
  /** The key of its image among the files, resolved against the file that names it and normalised. */
  imagePath: string;
  imageWidth: number;
  imageHeight: number;
  tileWidth: number;
  tileHeight: number;
  margin: number;
  spacing: number;
  columns: number;
  tileCount: number;
  /** Only tiles with something to say. */
  tiles: TiledTileRead[];
}

export interface TiledLayerRead {
  name: string;
  placement: 'below' | 'above';
  opacity: number;
  /** width*height cells (tile-cells.ts). */
  cells: Uint32Array;
}

export interface TiledObjectRead {
  name: string;
  className: string;
  x: number;
  y: number;
  width: number;
  height: number;
  properties: Record<string, TiledPropertyValue>;
}

/** Bounds checked before anything is allocated: everything here comes from a player's file. */
export const TILED_READ_LIMITS = {
  /** Cells per side of a map. */
  mapCells: 256,
  tilePxMin: 8,
  tilePxMax: 64,
  tilesets: 16,
  /** Layers and groups, all counted, and how deep groups nest. */
  layers: 64,
  groupDepth: 16,
  /** Cells of all chunks of an infinite map, summed over its layers (16 MB of gids). */
  chunkCells: 4 * 1024 * 1024,
  /** Cells per side of one chunk. */
  chunkSide: 256,
  objects: 2000,
  properties: 64,
  nameChars: 80,
  valueChars: 2000,
  animationFrames: 64,
  /** Pixels per side of a tileset image. */
  imagePx: 16384,
} as const;
