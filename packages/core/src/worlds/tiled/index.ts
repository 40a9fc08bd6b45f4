export * from './tiled-format.js';
export { authenticTileset, worldDocToTiled } from './tiled-export.js';
export { tiledToWorldDoc, type TiledImportResult } from './tiled-import.js';
export * from './read/index.js';
export * from './tiled-read-doc.js';
