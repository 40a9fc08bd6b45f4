/** What the Tiled import says when it refuses a file (issue 25, decision 0249). Each names the file and what it found. */
export const TILED_MESSAGES = {
  noMaps: 'No Tiled map (.tmj) was found among the files.',
  tooManyMaps: (count: number, max: number) => `A world holds at most ${max} maps; these files hold ${count}.`,
  notJson: (path: string) => `${path} is not a Tiled JSON file.`,
  missingFile: (path: string, from: string) => `${from} needs ${path}, which is not among the files.`,
  infinite: (path: string) =>
    `${path} is an infinite map; make it a fixed-size map in Tiled (Map > Map Properties > Infinite off).`,
  notOrthogonal: (path: string) => `${path} must be an orthogonal map.`,
  tileSize: (path: string, px: number) => `${path} must use ${px}×${px} pixel tiles.`,
  unknownLayer: (name: string, path: string) =>
    `Unknown layer '${name}' in ${path}: a map holds a tile layer 'ground' and an object layer 'objects' only.`,
  noGround: (path: string) => `${path} has no tile layer named 'ground'.`,
  encoded: (path: string) => `The ground of ${path} is compressed or base64; save it with the CSV layer format.`,
  groundSize: (path: string) => `The ground of ${path} does not fill the map.`,
  unknownTileset: (name: string, path: string) =>
    `Unknown tileset '${name}' in ${path}: maps use the authentic-tileset only.`,
  unknownTile: (gid: number, x: number, y: number, path: string) =>
    `Unknown tile ${gid} at ${x}, ${y} in ${path}: it is not a tile of the authentic-tileset.`,
  emptyTile: (x: number, y: number, path: string) => `The cell ${x}, ${y} of ${path} has no tile.`,
  flippedTile: (x: number, y: number, path: string) =>
    `The tile at ${x}, ${y} in ${path} is flipped or rotated; the game draws tiles as they are.`,
  unknownClass: (name: string, path: string) =>
    `Unknown object class '${name}' in ${path}: objects are spawn, portal, npc or artifactSpot.`,
  badProperty: (property: string, what: string, path: string) =>
    `The ${what} in ${path} needs the custom property '${property}'.`,
  spawnCount: (count: number) => `The world needs exactly one spawn object; these maps hold ${count}.`,
  duplicateMap: (id: string) => `Two maps have the id '${id}'.`,
  invalid: (detail: string) => `The imported world is not valid: ${detail}`,
  imageTooLarge: (path: string, width: number, height: number, max: number) =>
    `The tileset image ${path} is ${width}×${height} pixels; a tileset image may be at most ${max} pixels a side. Cut it into smaller tilesets in Tiled.`,
  tooManyTilesets: (count: number, max: number) =>
    `These maps use ${count} tileset images; a world holds at most ${max}. Merge tilesets in Tiled.`,
  tooManyLayers: (path: string, count: number, max: number) =>
    `${path} has ${count} tile layers to draw; a map holds at most ${max}. Merge layers in Tiled (Layer > Merge Layer Down).`,
  spawnChosen: (map: string, x: number, y: number) =>
    `No spawn object or start layer was found: players start on ${map} at ${x}, ${y}. Move the spawn where you like.`,
  exitPlaced: (map: string, x: number, y: number) =>
    `A way back to the main world was placed on ${map} at ${x}, ${y}, beside the spawn. Move it where you like.`,
  objectsLeftOut: (count: number, classes: string) =>
    `${count} ${count === 1 ? 'object was' : 'objects were'} left out (${classes}): the game reads spawn, portal, npc and artifactSpot objects.`,
  unknownNpc: (npcId: string, path: string) =>
    `The npc '${npcId}' in ${path} is not one of the game's characters; it was left out.`,
} as const;
