export { readTiledMap } from './read-map.js';
export { TILED_READ_LIMITS } from './types.js';
export type {
  TiledLayerRead,
  TiledMapRead,
  TiledObjectRead,
  TiledPropertyValue,
  TiledReadFiles,
  TiledTileRead,
  TiledTilesetRead,
} from './types.js';
