import type { AnyProperty, PropertyType } from '@kayahr/tiled';
import { TILE_NAMES } from '../../messages/tiles.js';
import type { TileCode } from '../../tiles/tile-codes.js';

/** Pixels per tile in the exported tileset and maps (the game's own art is drawn at this size). */
export const TILESET_TILE_PX = 16;
/** The tileset's name, file and image; tile id i is tile code i. */
export const TILESET_NAME = 'authentic-tileset';
export const TILESET_FILE = 'authentic-tileset.tsj';
export const TILESET_IMAGE = 'authentic-tileset.png';
/**
 * Tile ids in order: the tile id is the tile code (0–8), and each tile's `name` is the name the
 * builder's palette shows (core's TILE_NAMES; the import reads tiles by id, never by name).
 */
export const TILESET_TILES: readonly { code: TileCode; name: (typeof TILE_NAMES)[TileCode] }[] = (
  [0, 1, 2, 3, 4, 5, 6, 7, 8] as const
).map((code) => ({ code, name: TILE_NAMES[code] }));
export const TILESET_TILE_COUNT = 9;

export const GROUND_LAYER = 'ground';
export const OBJECTS_LAYER = 'objects';
export const OBJECT_CLASSES = ['spawn', 'portal', 'npc', 'artifactSpot', 'book'] as const;
export type ObjectClass = (typeof OBJECT_CLASSES)[number];

/** Tiled 1.9+ writes `class`; older versions `type`. */
export const TILED_VERSION = '1.10.2';
export const TILED_FORMAT_VERSION = '1.10';
/** The high bits of a gid that flip or rotate a tile. */
export const GID_FLAGS = 0xf0000000;

/** What export writes and import reads: files by path (JSON already parsed) and where the tileset image goes. */
export interface TiledFiles {
  files: { path: string; json: unknown }[];
  tilesetImagePath: string;
  /** The size our tileset's image is drawn at (TILESET_TILE_PX, or a world's own tiles' size). */
  tilesetPx: number;
  /** A world's own tileset images: where each goes in the zip, and where the server serves it. */
  images: { path: string; url: string }[];
}

/** The layer of a world's own walls in an export: our wall tile wherever a wall stands, hidden in Tiled. */
export const WALLS_LAYER = 'collisions';
/** The property that puts a layer above the player, in our exports (the import reads common names too). */
export const ABOVE_PROPERTY = 'above';

/** A `.world` file (Tiled's world format; @kayahr/tiled 0.0.1 has no type for it). */
export interface TiledWorldFile {
  type: 'world';
  maps: { fileName: string; x: number; y: number; width: number; height: number }[];
  onlyShowAdjacentMaps: boolean;
}

/**
 * @kayahr/tiled declares the format's words (orientation, property types…) as enums; the JSON holds
 * their plain strings, which is what we write.
 */
export function tiledWord<T>(value: string): T {
  return value as unknown as T;
}

export function stringProperty(name: string, value: string): AnyProperty {
  return { name, type: tiledWord<PropertyType.STRING>('string'), value };
}
export function intProperty(name: string, value: number): AnyProperty {
  return { name, type: tiledWord<PropertyType.INT>('int'), value };
}
export function boolProperty(name: string, value: boolean): AnyProperty {
  return { name, type: tiledWord<PropertyType.BOOL>('bool'), value };
}

/** A world's name as a file name: lower case, dashes. */
export function tiledSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'world' : slug.slice(0, 48);
}
