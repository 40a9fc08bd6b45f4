export { TiledExportButton } from './tiled-export-button';
export { TiledImportButton, importTiledFiles } from './tiled-import-button';
export { buildTiledZip, readTiledUpload, tiledZipName } from './tiled-zip';
export { drawTilesetImage, type TilesetImageMaker } from './tileset-image';
export { TILED_TEXTS } from './tiled-texts';
