import type {
  AnyProperty,
  DrawOrder,
  ExternalTileset,
  MapObject,
  MapOrientation,
  Map as TiledMap,
  ObjectGroup,
  RenderOrder,
  UnencodedTileLayer,
} from '@kayahr/tiled';
import { worldDocMapSize, type WorldDoc, type WorldDocMap } from '../world-doc.js';
import { artLayersToTiled, worldTilesetFiles } from './tiled-export-art.js';
import {
  boolProperty,
  tiledWord,
  GROUND_LAYER,
  intProperty,
  OBJECTS_LAYER,
  stringProperty,
  TILED_FORMAT_VERSION,
  TILED_VERSION,
  TILESET_FILE,
  TILESET_IMAGE,
  TILESET_NAME,
  TILESET_TILE_COUNT,
  TILESET_TILE_PX,
  TILESET_TILES,
  tiledSlug,
  type ObjectClass,
  type TiledFiles,
  type TiledWorldFile,
} from './tiled-format.js';

/** Objects carry their class both as Tiled 1.9+ `class` and the older `type`. */
type ClassedObject = MapObject & { class?: string };

/** The tileset every exported map references: 9 tiles in one row, tile id = tile code, `px` a side. */
export function authenticTileset(px: number = TILESET_TILE_PX): ExternalTileset {
  const PX = px;
  return {
    type: 'tileset',
    version: TILED_FORMAT_VERSION,
    tiledversion: TILED_VERSION,
    name: TILESET_NAME,
    image: TILESET_IMAGE,
    imagewidth: PX * TILESET_TILE_COUNT,
    imageheight: PX,
    tilewidth: PX,
    tileheight: PX,
    tilecount: TILESET_TILE_COUNT,
    columns: TILESET_TILE_COUNT,
    margin: 0,
    spacing: 0,
    tiles: TILESET_TILES.map(({ code, name }) => ({ id: code, properties: [stringProperty('name', name)] })),
  };
}

/** The grid of exported maps: our 16 px, or a world's own tiles' size, so Tiled shows its art as the game does. */
export function tiledExportPx(doc: WorldDoc): number {
  return doc.tilesets?.[0]?.tileWidth ?? TILESET_TILE_PX;
}

/**
 * A world document as Tiled JSON: one `.tmj` per map under maps/, a `.world` laying them side by
 * side, and the tileset (`.tsj`, its image drawn by the web app) they reference. A world's own
 * tilesets go under tilesets/ as `.tsj` files beside their images (`images`: fetched by the web app),
 * and each map's painted layers and walls follow its ground.
 */
export function worldDocToTiled(doc: WorldDoc, options: { worldName: string }): TiledFiles {
  const px = tiledExportPx(doc);
  const files: TiledFiles['files'] = [];
  const world: TiledWorldFile = { type: 'world', maps: [], onlyShowAdjacentMaps: false };
  const own = worldTilesetFiles(doc);
  let left = 0;
  for (const map of doc.maps) {
    const path = `maps/${map.id}.tmj`;
    const tmj = mapToTiled(map, doc, px, own.refs);
    files.push({ path, json: tmj });
    world.maps.push({ fileName: path, x: left, y: 0, width: tmj.width * px, height: tmj.height * px });
    left += (tmj.width + 2) * px;
  }
  files.push({ path: `${tiledSlug(options.worldName)}.world`, json: world });
  files.push({ path: TILESET_FILE, json: authenticTileset(px) });
  files.push(...own.files);
  return { files, tilesetImagePath: TILESET_IMAGE, tilesetPx: px, images: own.images };
}

/** The map's spawn, portals, NPCs and artifact spots as Tiled objects, numbered from 1. */
function mapObjects(map: WorldDocMap, doc: WorldDoc, PX: number): ClassedObject[] {
  const objects: ClassedObject[] = [];
  const add = (kind: ObjectClass, name: string, x: number, y: number, properties: AnyProperty[] = []) => {
    objects.push({
      id: objects.length + 1,
      name,
      class: kind,
      type: kind,
      x: x * PX,
      y: y * PX,
      width: PX,
      height: PX,
      rotation: 0,
      visible: true,
      ...(properties.length > 0 ? { properties } : {}),
    });
  };
  if (doc.spawn.mapId === map.id) add('spawn', 'Spawn', doc.spawn.x, doc.spawn.y);
  for (const portal of map.portals) {
    const to = portal.to;
    add(
      'portal',
      to === 'exit' ? 'Exit' : `To ${to.mapId}`,
      portal.x,
      portal.y,
      to === 'exit'
        ? [boolProperty('exit', true)]
        : [stringProperty('toMap', to.mapId), intProperty('toX', to.x), intProperty('toY', to.y)],
    );
  }
  for (const npc of map.npcs) {
    const patrol = npc.patrol;
    add('npc', npc.name ?? npc.npcId, npc.x, npc.y, [
      stringProperty('npcId', npc.npcId),
      // A world story's name and knot for the character (decision 0283).
      ...(npc.name !== undefined ? [stringProperty('name', npc.name)] : []),
      ...(npc.knot !== undefined ? [stringProperty('knot', npc.knot)] : []),
      // Its drawn look, as the document keeps it (decision 0299).
      ...(npc.avatar !== undefined ? [stringProperty('avatar', JSON.stringify(npc.avatar))] : []),
      ...(patrol
        ? [
            intProperty('patrolX', patrol.startX),
            intProperty('patrolY', patrol.startY),
            intProperty('patrolWidth', patrol.width),
            intProperty('patrolHeight', patrol.height),
          ]
        : []),
    ]);
  }
  for (const spot of map.artifactSpots) add('artifactSpot', 'Artifact spot', spot.x, spot.y);
  for (const book of map.books ?? []) {
    add('book', book.title, book.x, book.y, [stringProperty('knot', book.knot), stringProperty('title', book.title)]);
  }
  return objects;
}

/** The map's rows as the ground tile layer: tile code + 1 (the tileset's first gid) per cell. */
function groundLayer(map: WorldDocMap): UnencodedTileLayer {
  const { width, height } = worldDocMapSize(map);
  const data: number[] = [];
  for (const row of map.rows) for (let x = 0; x < row.length; x += 1) data.push(row.charCodeAt(x) - 48 + 1);
  return {
    id: 1,
    name: GROUND_LAYER,
    type: 'tilelayer',
    x: 0,
    y: 0,
    width,
    height,
    opacity: 1,
    visible: true,
    data,
  };
}

function objectLayer(objects: ClassedObject[]): ObjectGroup {
  return {
    id: 2,
    name: OBJECTS_LAYER,
    type: 'objectgroup',
    x: 0,
    y: 0,
    opacity: 1,
    visible: true,
    draworder: tiledWord<DrawOrder>('topdown'),
    objects,
  };
}

function mapToTiled(
  map: WorldDocMap,
  doc: WorldDoc,
  px: number,
  ownTilesets: ReturnType<typeof worldTilesetFiles>['refs'],
): TiledMap {
  const { width, height } = worldDocMapSize(map);
  const objects = mapObjects(map, doc, px);
  const art = artLayersToTiled(
    map,
    ownTilesets.map((ref) => ref.firstgid),
    3,
  );
  const properties = [stringProperty('id', map.id), stringProperty('name', map.name)];
  if (map.edges.left !== undefined) properties.push(stringProperty('edgeLeft', map.edges.left));
  if (map.edges.right !== undefined) properties.push(stringProperty('edgeRight', map.edges.right));
  return {
    type: 'map',
    version: TILED_FORMAT_VERSION,
    tiledversion: TILED_VERSION,
    orientation: tiledWord<MapOrientation>('orthogonal'),
    renderorder: tiledWord<RenderOrder>('right-down'),
    infinite: false,
    compressionlevel: -1,
    width,
    height,
    tilewidth: px,
    tileheight: px,
    nextlayerid: 3 + art.length,
    nextobjectid: objects.length + 1,
    properties,
    tilesets: [
      { firstgid: 1, source: `../${TILESET_FILE}` },
      ...ownTilesets.map(({ firstgid, file }) => ({ firstgid, source: `../${file}` })),
    ],
    layers: [groundLayer(map), ...art, objectLayer(objects)],
  };
}
