import type { AnyProperty, ExternalTileset, UnencodedTileLayer } from '@kayahr/tiled';
import { TILE_CODES } from '../../tiles/tile-codes.js';
import { cellFlips, cellTile, cellTileset } from '../tile-cells.js';
import { worldDocMapArt } from '../world-doc-walls.js';
import { worldDocMapSize, type WorldDoc, type WorldDocMap } from '../world-doc.js';
import {
  ABOVE_PROPERTY,
  boolProperty,
  TILED_FORMAT_VERSION,
  TILED_VERSION,
  tiledSlug,
  WALLS_LAYER,
  type TiledFiles,
} from './tiled-format.js';

/** The gid of our wall tile (our tileset's first gid is 1, a tile's id is its code). */
const WALL_GID = 1 + TILE_CODES.wall;
/** Our tileset's nine tiles come first; a world's own tilesets follow it. */
const OWN_FIRST_GID = 10;

/** A world's own tilesets as `.tsj` files under tilesets/, each beside its image, and where each starts in a map's gids. */
export function worldTilesetFiles(doc: WorldDoc): {
  files: TiledFiles['files'];
  images: TiledFiles['images'];
  refs: { firstgid: number; file: string }[];
} {
  const files: TiledFiles['files'] = [];
  const images: TiledFiles['images'] = [];
  const refs: { firstgid: number; file: string }[] = [];
  const used = new Set<string>();
  let firstgid = OWN_FIRST_GID;
  for (const tileset of doc.tilesets ?? []) {
    let slug = tiledSlug(tileset.name);
    for (let n = 2; used.has(slug); n += 1) slug = `${tiledSlug(tileset.name)}-${n}`;
    used.add(slug);
    const json: ExternalTileset = {
      type: 'tileset',
      version: TILED_FORMAT_VERSION,
      tiledversion: TILED_VERSION,
      name: tileset.name,
      image: `${slug}.png`,
      imagewidth: tileset.imageWidth,
      imageheight: tileset.imageHeight,
      tilewidth: tileset.tileWidth,
      tileheight: tileset.tileHeight,
      tilecount: tileset.tileCount,
      columns: tileset.columns,
      margin: tileset.margin,
      spacing: tileset.spacing,
      tiles: tileset.tiles.map((tile) => ({
        id: tile.id,
        ...(tile.collides ? { properties: [boolProperty('collides', true)] } : {}),
        ...(tile.animation
          ? { animation: tile.animation.map((frame) => ({ tileid: frame.tile, duration: frame.ms })) }
          : {}),
      })),
    };
    files.push({ path: `tilesets/${slug}.tsj`, json });
    images.push({ path: `tilesets/${slug}.png`, url: tileset.url });
    refs.push({ firstgid, file: `tilesets/${slug}.tsj` });
    firstgid += tileset.tileCount;
  }
  return { files, images, refs };
}

/**
 * A map's painted layers as Tiled tile layers (gids with Tiled's flip bits; `above` marks those over
 * the player), then its own walls as a hidden layer of our wall tile. Ids count on from `firstId`.
 */
export function artLayersToTiled(
  map: WorldDocMap,
  firstGids: readonly number[],
  firstId: number,
): UnencodedTileLayer[] {
  const { width, height } = worldDocMapSize(map);
  const decoded = worldDocMapArt(map);
  const layer = (
    name: string,
    data: number[],
    extra: { opacity?: number; visible?: boolean; properties?: AnyProperty[] },
  ) => ({
    id: firstId + layers.length,
    name,
    type: 'tilelayer' as const,
    x: 0,
    y: 0,
    width,
    height,
    opacity: extra.opacity ?? 1,
    visible: extra.visible ?? true,
    ...(extra.properties ? { properties: extra.properties } : {}),
    data,
  });
  const layers: UnencodedTileLayer[] = [];
  (map.layers ?? []).forEach((own, index) => {
    const cells = decoded.layers[index];
    if (!cells) return;
    const data = Array.from(cells, (cell) => {
      const first = firstGids[cellTileset(cell)];
      return cell === 0 || first === undefined ? 0 : (cellFlips(cell) | (first + cellTile(cell))) >>> 0;
    });
    layers.push(
      layer(own.name, data, {
        opacity: own.opacity,
        ...(own.placement === 'above' ? { properties: [boolProperty(ABOVE_PROPERTY, true)] } : {}),
      }),
    );
  });
  if (decoded.walls) {
    layers.push(
      layer(
        WALLS_LAYER,
        Array.from(decoded.walls, (wall) => (wall ? WALL_GID : 0)),
        { visible: false },
      ),
    );
  }
  return layers;
}
