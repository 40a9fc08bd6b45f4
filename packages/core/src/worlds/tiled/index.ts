export * from './tiled-format.js';
export { authenticTileset, worldDocToTiled } from './tiled-export.js';
export { tiledToWorldDoc, type TiledImportResult } from './tiled-import.js';
export * from './read/index.js';
export * from './tiled-read-doc.js';
// Their messages come with them, not through messages.ts: the main world's first load never carries them.
export * from '../../messages/tiled.js';
export * from '../../messages/tiled-read.js';
