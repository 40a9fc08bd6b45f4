/**
 * What the general Tiled reader says (worlds/tiled/read): refusals name the file, layer or tileset
 * and what to change in Tiled; the `ignored` lines say what was imported without, with a count.
 */
export const TILED_READ_MESSAGES = {
  // Refusals.
  notAMap: (path: string) => `${path} is not a Tiled map; save it from Tiled as JSON (File > Export As > .tmj).`,
  notOrthogonal: (path: string, orientation: string) =>
    `${path} is ${orientation}; only orthogonal maps can be read. Set Orientation to Orthogonal in Map > Map Properties.`,
  mapTooLarge: (path: string, width: number, height: number, max: number) =>
    `${path} is ${width}×${height} cells; a map holds at most ${max}×${max}. Make it smaller with Map > Resize Map.`,
  mapSize: (path: string) => `${path} has no valid width and height; save it again in Tiled.`,
  emptyMap: (path: string) => `${path} has no tiles; draw on a tile layer in Tiled.`,
  tileSize: (path: string, width: number, height: number, min: number, max: number) =>
    `${path} uses ${width}×${height} px tiles; tiles must be ${min} to ${max} px. Change the tile size in Map > Map Properties.`,
  tooManyTilesets: (path: string, count: number, max: number) =>
    `${path} uses ${count} tilesets; a map can use at most ${max}. Merge or remove tilesets in Tiled.`,
  tooManyLayers: (path: string, max: number) =>
    `${path} has more than ${max} layers or groups nested too deeply; merge layers in Tiled.`,
  tooManyChunks: (path: string, max: number) =>
    `${path} is an infinite map with more than ${max} cells in chunks; make it a fixed-size map (Map > Map Properties > Infinite off).`,
  zstd: (path: string, layer: string) =>
    `Layer '${layer}' of ${path} is compressed with zstd; choose zlib, gzip or uncompressed as Tile Layer Format in Tiled's Map Properties.`,
  encoding: (path: string, layer: string, format: string) =>
    `Layer '${layer}' of ${path} uses the format '${format}'; choose CSV or Base64 (uncompressed, zlib or gzip) as Tile Layer Format in Map Properties.`,
  dataSize: (path: string, layer: string) =>
    `The data of layer '${layer}' in ${path} does not match its size; open the map in Tiled and save it again.`,
  imageLayers: (path: string, count: number, names: string) =>
    `${path} has ${count} image layer(s) (${names}); remove them or redraw them as a tile layer in Tiled.`,
  imageCollection: (path: string, tileset: string) =>
    `Tileset '${tileset}' in ${path} is a collection of images; use a tileset based on one tileset image in Tiled.`,
  missingTileset: (file: string, from: string) =>
    `${from} uses the tileset ${file}, which is not among the files; add it.`,
  xmlTileset: (file: string, from: string) =>
    `${from} uses the tileset ${file}, saved as XML; export it from Tiled as JSON (.tsj) or embed it in the map.`,
  notATileset: (file: string) => `${file} is not a Tiled tileset; export it from Tiled as JSON (.tsj).`,
  badTileset: (tileset: string, from: string) =>
    `Tileset '${tileset}' in ${from} lacks its first gid, tile size or image size; open it in Tiled and save it again.`,
  tilesetTileSize: (tileset: string, width: number, height: number, min: number, max: number) =>
    `Tileset '${tileset}' has ${width}×${height} px tiles; tiles must be ${min} to ${max} px. Change it in Tiled's Tileset Properties.`,
  tilesetTooLarge: (tileset: string, count: number, max: number) =>
    `Tileset '${tileset}' has ${count} tiles; a tileset holds at most ${max}. Use a smaller image or larger tiles.`,
  missingImage: (image: string, tileset: string) =>
    `Tileset '${tileset}' needs the image ${image}, which is not among the files; add it.`,
  unknownGid: (path: string, count: number, gid: string) =>
    `${count} cell(s) of ${path} name a tile no tileset holds (gid ${gid}); restore the tileset or erase those tiles in Tiled.`,

  // What was imported without.
  hiddenLayers: (count: number, names: string) => `Hidden layers left out (${count}): ${names}`,
  otherLayers: (count: number, types: string) => `Layers of unknown types left out (${count}): ${types}`,
  roundedOffsets: (count: number, names: string) =>
    `Layer offsets that are not whole cells, rounded to the nearest cell (${count}): ${names}`,
  parallax: (count: number, names: string) => `Layer parallax factors not read (${count}): ${names}`,
  tint: (count: number, names: string) => `Layer tint colours not read (${count}): ${names}`,
  cellsOutside: (count: number, names: string) =>
    `Tiles moved outside the map by an offset, left out (${count}): ${names}`,
  hexRotation: (count: number) => `Tiles rotated by 120° (hexagonal maps only), kept without that rotation (${count})`,
  layerProperties: (count: number, names: string) => `Custom properties of layers not read (${count} values): ${names}`,
  tilesetProperties: (count: number, names: string) =>
    `Custom properties of tilesets not read (${count} values): ${names}`,
  tileProperties: (count: number, names: string) => `Custom properties of tiles not read (${count} values): ${names}`,
  tileShapes: (count: number, tilesets: string) =>
    `Collision shapes drawn on tiles not read (${count} tiles in ${tilesets}); give those tiles a bool property 'collides' = true`,
  complexValues: (count: number, names: string) =>
    `Property values that are not text, numbers or true/false left out (${count}): ${names}`,
  tooManyProperties: (count: number) => `Custom properties past the first 64 of a list left out (${count})`,
  longNames: (count: number) => `Names longer than 80 characters shortened (${count})`,
  longValues: (count: number) => `Property texts longer than 2000 characters shortened (${count})`,
  shapes: (count: number, kinds: string) => `Polygon, polyline, ellipse and text objects left out (${count}): ${kinds}`,
  rotatedObjects: (count: number, names: string) => `Object rotations not read (${count}): ${names}`,
  templates: (count: number, files: string) =>
    `Objects made from templates, read without their template (${count}): ${files}`,
  objectsOutside: (count: number, names: string) => `Objects outside the map left out (${count}): ${names}`,
  tooManyObjects: (count: number, max: number) => `Objects past the first ${max} left out (${count})`,
  extraSpawns: (count: number, names: string) => `Spawns after the first left out (${count}): ${names}`,
  spawnOutside: (count: number, names: string) => `Spawns outside the map left out (${count}): ${names}`,
} as const;
