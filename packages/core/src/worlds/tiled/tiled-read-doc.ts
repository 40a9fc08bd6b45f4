import { TILED_MESSAGES as SAY } from '../../messages/tiled.js';
import { WORLD_CHECK_MESSAGES } from '../../messages/world-builder.js';
import { npcAvatarFromJson } from '../../npcs/npc-avatar-codec.js';
import { NPC_CATALOGUE_IDS } from '../../npcs/types.js';
import { TILE_CODES } from '../../tiles/tile-codes.js';
import { cellFlips, cellTile, cellTileset, tileCell } from '../tile-cells.js';
import { WORLD_DOC_LIMITS, worldDocSchema, type WorldDoc, type WorldDocMap } from '../world-doc.js';
import { encodeLayerCells, encodeWalls } from '../world-layers-codec.js';
import { WORLD_ART_LIMITS, type WorldTileset } from '../world-layers.js';
import type { TiledMapRead, TiledObjectRead, TiledTilesetRead } from './read/types.js';
import { GROUND_LAYER, TILESET_NAME, TILESET_TILE_COUNT } from './tiled-format.js';

/** A tileset image once the server holds it (POST /api/worlds/{id}/tilesets). */
export interface UploadedTilesetImage {
  id: string;
  url: string;
}

export type TiledWorldImport = { ok: true; doc: WorldDoc; notes: string[] } | { ok: false; errors: string[] };

/** One read map and the file it came from. */
export interface ReadTiledMap {
  path: string;
  read: TiledMapRead;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** A tileset is the same in two maps when it cuts the same image the same way. */
const tilesetKey = (tileset: TiledTilesetRead) =>
  [tileset.imagePath, tileset.tileWidth, tileset.tileHeight, tileset.margin, tileset.spacing].join(' ');

/** Our own nine tiles (an export of ours): their cells are a map's ground, never a world's own tileset. */
const isOurTileset = (tileset: TiledTilesetRead) =>
  tileset.name === TILESET_NAME && tileset.tileCount === TILESET_TILE_COUNT;

/** The tileset images the maps need, each once, with a name for each: what to upload before building the world. */
export function tiledImagesNeeded(maps: readonly ReadTiledMap[]): { path: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const { read } of maps)
    for (const tileset of read.tilesets)
      if (!isOurTileset(tileset) && !seen.has(tileset.imagePath)) seen.set(tileset.imagePath, tileset.name);
  return [...seen].map(([path, name]) => ({ path, name }));
}

/** The world's tilesets, and per map the world index of each of its tilesets. */
function worldTilesets(
  maps: readonly ReadTiledMap[],
  images: Readonly<Record<string, UploadedTilesetImage>>,
  errors: string[],
): { tilesets: WorldTileset[]; indexOf: number[][] } {
  const byKey = new Map<string, number>();
  const tilesets: WorldTileset[] = [];
  const indexOf = maps.map(({ read }) =>
    read.tilesets.map((tileset) => {
      if (isOurTileset(tileset)) return OURS;
      const key = tilesetKey(tileset);
      const known = byKey.get(key);
      if (known !== undefined) return known;
      const max = WORLD_ART_LIMITS.imageSideMaxPx;
      if (tileset.imageWidth > max || tileset.imageHeight > max)
        errors.push(SAY.imageTooLarge(tileset.imagePath, tileset.imageWidth, tileset.imageHeight, max));
      const image = images[tileset.imagePath];
      if (!image) errors.push(SAY.missingFile(tileset.imagePath, tileset.name));
      byKey.set(key, tilesets.length);
      tilesets.push({
        id: image?.id ?? '00000000-0000-4000-8000-000000000000',
        url: image?.url ?? '/uploads/missing.png',
        name:
          tileset.name.trim().slice(0, WORLD_ART_LIMITS.tilesetNameMax) ||
          baseName(tileset.imagePath).slice(0, WORLD_ART_LIMITS.tilesetNameMax),
        imageWidth: tileset.imageWidth,
        imageHeight: tileset.imageHeight,
        tileWidth: tileset.tileWidth,
        tileHeight: tileset.tileHeight,
        margin: tileset.margin,
        spacing: tileset.spacing,
        columns: Math.max(1, tileset.columns),
        tileCount: Math.max(1, tileset.tileCount),
        tiles: tileset.tiles.slice(0, WORLD_ART_LIMITS.tilesWithDataMax).map((tile) => ({
          id: tile.id,
          ...(tile.collides ? { collides: true as const } : {}),
          ...(tile.animation && tile.animation.length > 0
            ? {
                animation: tile.animation.slice(0, WORLD_ART_LIMITS.animationFramesMax).map((frame) => ({
                  tile: frame.tileId,
                  ms: Math.min(WORLD_ART_LIMITS.frameMsMax, Math.max(WORLD_ART_LIMITS.frameMsMin, frame.durationMs)),
                })),
              }
            : {}),
        })),
      });
      return tilesets.length - 1;
    }),
  );
  if (tilesets.length > WORLD_ART_LIMITS.tilesets)
    errors.push(SAY.tooManyTilesets(tilesets.length, WORLD_ART_LIMITS.tilesets));
  return { tilesets, indexOf };
}

/** The index that stands for our own tileset while a map's cells are sorted out. */
const OURS = -1;

/** A map's id: its own `id` property if it is a good one, else its file name; never one already taken. */
function mapIdOf(path: string, read: TiledMapRead, taken: Set<string>): string {
  const own = read.properties.id;
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/\.(tmj|json)$/, '')
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, WORLD_DOC_LIMITS.mapIdMax - 3) || 'map';
  let id = typeof own === 'string' && /^[a-z0-9-]{1,32}$/.test(own) ? own : slug(baseName(path));
  for (let n = 2; taken.has(id); n += 1) id = `${id.replace(/-\d+$/, '')}-${n}`;
  taken.add(id);
  return id;
}

/** Our own objects (portal, npc, artifactSpot) onto the map; anything else is counted as left out. */
function placeObjects(
  path: string,
  objects: readonly TiledObjectRead[],
  map: WorldDocMap,
  ground: string[][],
  notes: string[],
  leftOut: Map<string, number>,
): void {
  const inside = (o: TiledObjectRead) => o.y >= 0 && o.y < ground.length && o.x >= 0 && o.x < (ground[0]?.length ?? 0);
  for (const object of objects) {
    const kind = object.className.toLowerCase().replace(/[\s_-]+/g, '');
    const props = object.properties;
    if (!inside(object)) continue;
    const cell = { x: object.x, y: object.y };
    if (
      kind === 'portal' &&
      (props.exit === true || (typeof props.toMap === 'string' && typeof props.toX === 'number'))
    ) {
      ground[cell.y]![cell.x] = String(TILE_CODES.portal);
      map.portals.push({
        ...cell,
        to: props.exit === true ? 'exit' : { mapId: String(props.toMap), x: Number(props.toX), y: Number(props.toY) },
      });
    } else if (kind === 'npc' && typeof props.npcId === 'string') {
      const { patrolX, patrolY, patrolWidth, patrolHeight } = props;
      const patrol =
        typeof patrolX === 'number' &&
        typeof patrolY === 'number' &&
        typeof patrolWidth === 'number' &&
        typeof patrolHeight === 'number'
          ? { patrol: { startX: patrolX, startY: patrolY, width: patrolWidth, height: patrolHeight } }
          : {};
      // Its drawn look, from our own export (decision 0299); one that does not read leaves the figure's.
      const avatar = npcAvatarFromJson(props.avatar);
      const story = {
        ...(typeof props.name === 'string' && props.name !== '' ? { name: props.name } : {}),
        ...(typeof props.knot === 'string' && props.knot !== '' ? { knot: props.knot } : {}),
        ...(avatar ? { avatar } : {}),
      };
      if ((NPC_CATALOGUE_IDS as readonly string[]).includes(props.npcId))
        map.npcs.push({ npcId: props.npcId as WorldDocMap['npcs'][number]['npcId'], ...cell, ...patrol, ...story });
      else notes.push(SAY.unknownNpc(props.npcId, path));
    } else if (kind === 'artifactspot') map.artifactSpots.push(cell);
    else if (kind === 'book' && typeof props.knot === 'string' && props.knot !== '') {
      const title = typeof props.title === 'string' && props.title !== '' ? props.title : object.name || 'A book';
      (map.books ??= []).push({ ...cell, knot: props.knot, title });
    } else {
      const label = object.className || object.name || 'unnamed';
      leftOut.set(label, (leftOut.get(label) ?? 0) + 1);
    }
  }
}

/** One read map as a map of the world: our ground under its layers, its layers on the world's tilesets, its walls. */
/**
 * The map's walls that no tile of its layers already makes (a wall tile walls its cell wherever it is
 * painted), or null when there are none: the same walls, kept once.
 */
function ownWalls(
  read: TiledMapRead,
  tilesetIndex: readonly number[],
  tilesets: readonly WorldTileset[],
): Uint8Array | null {
  const walls = read.walls.slice();
  const wallTiles = tilesets.map(
    (tileset) => new Set(tileset.tiles.filter((tile) => tile.collides).map((tile) => tile.id)),
  );
  for (const layer of read.layers)
    layer.cells.forEach((cell, i) => {
      const index = tilesetIndex[cellTileset(cell)];
      if (cell !== 0 && index !== undefined && index >= 0 && wallTiles[index]?.has(cellTile(cell))) walls[i] = 0;
    });
  return walls.includes(1) ? walls : null;
}

function worldMap(
  { path, read }: ReadTiledMap,
  id: string,
  tilesetIndex: readonly number[],
  tilesets: readonly WorldTileset[],
  errors: string[],
): { map: WorldDocMap; ground: string[][] } {
  const { sideMin, sideMax } = WORLD_DOC_LIMITS;
  // A file's name reads as a place's: 'tuxemon-town.json' is Tuxemon town.
  const fromFile = baseName(path)
    .replace(/\.(tmj|json)$/i, '')
    .replace(/[-_\s]+/g, ' ')
    .trim();
  const name =
    (typeof read.properties.name === 'string'
      ? read.properties.name
      : fromFile.charAt(0).toUpperCase() + fromFile.slice(1)
    )
      .trim()
      .slice(0, WORLD_DOC_LIMITS.mapNameMax) || id;
  if (read.width < sideMin || read.height < sideMin || read.width > sideMax || read.height > sideMax)
    errors.push(WORLD_CHECK_MESSAGES.tooSmall(name, sideMin, sideMax));
  const ground = Array.from({ length: Math.max(0, read.height) }, () =>
    Array.from({ length: Math.max(0, read.width) }, () => String(TILE_CODES.grass)),
  );
  // Our own tiles on a layer named 'ground' are the map's ground (an export of ours coming back).
  const own = read.layers.filter((layer) => {
    const ours =
      layer.name === GROUND_LAYER &&
      layer.cells.every((cell) => cell === 0 || tilesetIndex[cellTileset(cell)] === OURS);
    if (ours)
      layer.cells.forEach((cell, i) => {
        if (cell !== 0) ground[Math.floor(i / read.width)]![i % read.width] = String(cellTile(cell));
      });
    return !ours;
  });
  if (own.length > WORLD_ART_LIMITS.layersPerMap)
    errors.push(SAY.tooManyLayers(path, own.length, WORLD_ART_LIMITS.layersPerMap));
  const layers = own.slice(0, WORLD_ART_LIMITS.layersPerMap).map((layer) => {
    const cells = new Uint32Array(layer.cells.length);
    layer.cells.forEach((cell, i) => {
      const index = tilesetIndex[cellTileset(cell)];
      if (cell !== 0 && index !== undefined && index >= 0 && index < WORLD_ART_LIMITS.tilesets)
        cells[i] = tileCell(index, cellTile(cell), cellFlips(cell));
    });
    return {
      name: layer.name.trim().slice(0, WORLD_ART_LIMITS.layerNameMax) || 'Layer',
      placement: layer.placement,
      opacity: Math.min(1, Math.max(0, layer.opacity)),
      cells: encodeLayerCells(cells),
    };
  });
  const edge = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const left = edge(read.properties.edgeLeft);
  const right = edge(read.properties.edgeRight);
  const walls = ownWalls(read, tilesetIndex, tilesets);
  const map: WorldDocMap = {
    id,
    name,
    rows: [],
    portals: [],
    edges: { ...(left ? { left } : {}), ...(right ? { right } : {}) },
    npcs: [],
    artifactSpots: [],
    ...(layers.length > 0 ? { layers } : {}),
    ...(walls ? { walls: encodeWalls(walls) } : {}),
  };
  return { map, ground };
}

/** The spawn: the first map's own, else the first open cell; and a way out beside it when the maps have none. */
function spawnAndExit(
  maps: { map: WorldDocMap; ground: string[][]; read: TiledMapRead }[],
  notes: string[],
): WorldDoc['spawn'] {
  const first = maps.find((entry) => entry.read.spawn) ?? maps[0]!;
  const open = (entry: (typeof maps)[number], x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < entry.read.width &&
    y < entry.read.height &&
    entry.read.walls[y * entry.read.width + x] !== 1;
  let spawnCell = first.read.spawn;
  if (!spawnCell) {
    const index = first.read.walls.findIndex((wall) => wall !== 1);
    spawnCell = {
      x: Math.max(0, index) % Math.max(1, first.read.width),
      y: Math.floor(Math.max(0, index) / Math.max(1, first.read.width)),
    };
    notes.push(SAY.spawnChosen(first.map.name, spawnCell.x, spawnCell.y));
  }
  const spawn = { mapId: first.map.id, ...spawnCell };
  if (!maps.some((entry) => entry.map.portals.some((portal) => portal.to === 'exit'))) {
    const beside = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]
      .map(([dx, dy]) => ({ x: spawn.x + dx!, y: spawn.y + dy! }))
      .find((cell) => open(first, cell.x, cell.y)) ?? { x: spawn.x, y: spawn.y };
    first.ground[beside.y]![beside.x] = String(TILE_CODES.portal);
    first.map.portals.push({ ...beside, to: 'exit' });
    notes.push(SAY.exitPlaced(first.map.name, beside.x, beside.y));
  }
  return spawn;
}

/**
 * Maps read from Tiled (read/) as one world: their tilesets become the world's (each image once,
 * as uploaded), their layers are kept on our grass, their walls and their spawn are the game's, and
 * a way back to the main world is placed beside the spawn if none was drawn. `notes` says what was
 * chosen or left out; the result passes the document's schema, the editor's checks come after.
 */
export function tiledReadsToWorldDoc(
  maps: readonly ReadTiledMap[],
  images: Readonly<Record<string, UploadedTilesetImage>>,
): TiledWorldImport {
  const errors = maps.flatMap(({ read }) => read.errors);
  if (maps.length === 0) return { ok: false, errors: [SAY.noMaps] };
  if (maps.length > WORLD_DOC_LIMITS.maps) errors.push(SAY.tooManyMaps(maps.length, WORLD_DOC_LIMITS.maps));
  if (errors.length > 0) return { ok: false, errors };
  const notes = maps.flatMap(({ read }) => read.ignored);
  const { tilesets, indexOf } = worldTilesets(maps, images, errors);
  const taken = new Set<string>();
  const leftOut = new Map<string, number>();
  const built = maps.map((entry, i) => {
    const { map, ground } = worldMap(entry, mapIdOf(entry.path, entry.read, taken), indexOf[i]!, tilesets, errors);
    placeObjects(entry.path, entry.read.objects, map, ground, notes, leftOut);
    return { map, ground, read: entry.read };
  });
  if (errors.length > 0) return { ok: false, errors };
  const spawn = spawnAndExit(built, notes);
  if (leftOut.size > 0) {
    const count = [...leftOut.values()].reduce((sum, n) => sum + n, 0);
    notes.push(SAY.objectsLeftOut(count, [...leftOut.keys()].slice(0, 5).join(', ')));
  }
  for (const entry of built) entry.map.rows = entry.ground.map((row) => row.join(''));
  const parsed = worldDocSchema.safeParse({
    format: 1,
    spawn,
    maps: built.map((entry) => entry.map),
    ...(tilesets.length > 0 ? { tilesets } : {}),
  });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, 5).map((issue) => SAY.invalid(`${issue.path.join('.')}: ${issue.message}`)),
    };
  }
  return { ok: true, doc: parsed.data, notes };
}

/**
 * The maps among Tiled files, in the order a `.world` file lists them (then any others by name):
 * the order a world's maps come back in.
 */
export function tiledMapPaths(json: Readonly<Record<string, unknown>>): string[] {
  const isMap = (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'map';
  const maps = Object.keys(json)
    .filter((path) => /\.(tmj|json)$/i.test(path) && isMap(json[path]))
    .sort();
  const worldPath = Object.keys(json).find((path) => path.endsWith('.world'));
  const listed = (json[worldPath ?? ''] as { maps?: unknown } | undefined)?.maps;
  if (!Array.isArray(listed)) return maps;
  const ordered: string[] = [];
  for (const entry of listed) {
    const name = typeof entry?.fileName === 'string' ? baseName(entry.fileName) : '';
    const found = maps.find((path) => baseName(path) === name && !ordered.includes(path));
    if (found) ordered.push(found);
  }
  return [...ordered, ...maps.filter((path) => !ordered.includes(path))];
}
