import type { AnyProperty, Map as TiledMap, MapObject } from '@kayahr/tiled';
import { TILED_MESSAGES as SAY } from '../../messages/tiled.js';
import { WORLD_CHECK_MESSAGES } from '../../messages/world-builder.js';
import type { NpcAvatar } from '../../npcs/npc-avatar.js';
import { npcAvatarFromJson } from '../../npcs/npc-avatar-codec.js';
import { WORLD_DOC_LIMITS, worldDocSchema, type WorldDoc, type WorldDocMap } from '../world-doc.js';
import {
  GID_FLAGS,
  GROUND_LAYER,
  OBJECT_CLASSES,
  OBJECTS_LAYER,
  TILESET_IMAGE,
  TILESET_NAME,
  TILESET_TILE_COUNT,
  TILESET_TILE_PX,
  type ObjectClass,
  type TiledWorldFile,
} from './tiled-format.js';

export type TiledImportResult = { ok: true; doc: WorldDoc } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** `maps/../authentic-tileset.tsj` → `authentic-tileset.tsj`. */
function resolvePath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function findFile(files: Record<string, unknown>, path: string): unknown {
  if (path in files) return files[path];
  // Files picked one by one lose their folders: match by name.
  const name = baseName(path);
  const key = Object.keys(files).find((candidate) => baseName(candidate) === name);
  return key === undefined ? undefined : files[key];
}

function property(properties: AnyProperty[] | undefined, name: string): unknown {
  return properties?.find((item) => item.name === name)?.value;
}

function isOurTileset(tileset: Json): boolean {
  const image = typeof tileset.image === 'string' ? baseName(tileset.image) : '';
  return tileset.name === TILESET_NAME || image === TILESET_IMAGE;
}

/**
 * Tiled JSON back into a world document: what `worldDocToTiled` writes, and maps drawn in Tiled from
 * scratch with our tileset. Refuses what the game cannot play, naming it; the result passes the
 * document's schema (its rules are the editor's checks, not import's).
 */
export function tiledToWorldDoc(files: Record<string, unknown>): TiledImportResult {
  const errors: string[] = [];
  const worldPath = Object.keys(files).find((path) => path.endsWith('.world'));
  let mapPaths = Object.keys(files)
    .filter(
      (path) =>
        (path.endsWith('.tmj') || path.endsWith('.json')) &&
        isObject(files[path]) &&
        (files[path] as Json).type === 'map',
    )
    .sort();
  if (worldPath !== undefined && isObject(files[worldPath])) {
    const world = files[worldPath] as unknown as TiledWorldFile;
    const listed: string[] = [];
    for (const entry of Array.isArray(world.maps) ? world.maps : []) {
      const path = resolvePath(worldPath, entry.fileName);
      const found = path in files ? path : mapPaths.find((candidate) => baseName(candidate) === baseName(path));
      if (found === undefined) errors.push(SAY.missingFile(path, worldPath));
      else listed.push(found);
    }
    mapPaths = [...listed, ...mapPaths.filter((path) => !listed.includes(path))];
  }
  for (const [path, json] of Object.entries(files)) {
    if (/\.(tmj|tsj|world|json)$/.test(path) && !isObject(json)) errors.push(SAY.notJson(path));
  }
  if (mapPaths.length === 0) return { ok: false, errors: [...errors, SAY.noMaps] };
  if (mapPaths.length > WORLD_DOC_LIMITS.maps) errors.push(SAY.tooManyMaps(mapPaths.length, WORLD_DOC_LIMITS.maps));

  const maps: WorldDocMap[] = [];
  const spawns: WorldDoc['spawn'][] = [];
  /** Maps refused before their objects were read: the spawn may be on one of them. */
  let unread = 0;
  for (const path of mapPaths) {
    const before = spawns.length;
    const map = readMap(path, files[path] as unknown as TiledMap, files, errors, spawns);
    if (map) {
      if (maps.some((other) => other.id === map.id)) errors.push(SAY.duplicateMap(map.id));
      maps.push(map);
    } else if (spawns.length === before) unread += 1;
  }
  if (spawns.length > 1 || (spawns.length === 0 && unread === 0)) errors.push(SAY.spawnCount(spawns.length));
  if (errors.length > 0) return { ok: false, errors };
  const parsed = worldDocSchema.safeParse({ format: 1, spawn: spawns[0], maps });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => SAY.invalid(`${issue.path.join('.')}: ${issue.message}`)),
    };
  }
  return { ok: true, doc: parsed.data };
}

function readMap(
  path: string,
  tmj: TiledMap,
  files: Record<string, unknown>,
  errors: string[],
  spawns: WorldDoc['spawn'][],
): WorldDocMap | null {
  const before = errors.length;
  if (!checkMapShape(path, tmj, errors)) return null;
  const fallbackId = baseName(path)
    .replace(/\.(tmj|json)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const name = String(property(tmj.properties, 'name') ?? fallbackId);
  // The size rule saving applies, in its words, before any layer is read (issue 36).
  const { sideMin, sideMax } = WORLD_DOC_LIMITS;
  if ([tmj.width, tmj.height].some((side) => side < sideMin || side > sideMax)) {
    errors.push(WORLD_CHECK_MESSAGES.tooSmall(name, sideMin, sideMax));
    return null;
  }
  const firstgid = ourFirstGid(path, tmj, files, errors);
  const content = readLayers(path, tmj, firstgid, errors, spawns);
  if (errors.length > before) return null;
  const id = String(property(tmj.properties, 'id') ?? fallbackId);
  const edgeLeft = property(tmj.properties, 'edgeLeft');
  const edgeRight = property(tmj.properties, 'edgeRight');
  for (const spawn of spawns) if (spawn.mapId === path) spawn.mapId = id;
  return {
    id,
    name,
    rows: content.rows,
    portals: content.portals,
    edges: {
      ...(typeof edgeLeft === 'string' && edgeLeft !== '' ? { left: edgeLeft } : {}),
      ...(typeof edgeRight === 'string' && edgeRight !== '' ? { right: edgeRight } : {}),
    },
    npcs: content.npcs,
    artifactSpots: content.artifactSpots,
    ...(content.books.length > 0 ? { books: content.books } : {}),
  };
}

/** An NPC's name and knot in a world's story, and its drawn look (decision 0299), where its object carries them. */
function storyOf(props: MapObject['properties']): { name?: string; knot?: string; avatar?: NpcAvatar } {
  const name = property(props, 'name');
  const knot = property(props, 'knot');
  const avatar = npcAvatarFromJson(property(props, 'avatar'));
  return {
    ...(typeof name === 'string' && name !== '' ? { name } : {}),
    ...(typeof knot === 'string' && knot !== '' ? { knot } : {}),
    ...(avatar ? { avatar } : {}),
  };
}

/** False (with its error) when the map cannot be read at all; notes a wrong orientation or tile size and goes on. */
function checkMapShape(path: string, tmj: TiledMap, errors: string[]): boolean {
  const shaped =
    Array.isArray(tmj.layers) &&
    tmj.layers.every(isObject) &&
    Number.isInteger(tmj.width) &&
    Number.isInteger(tmj.height) &&
    (tmj.tilesets === undefined || (Array.isArray(tmj.tilesets) && tmj.tilesets.every(isObject)));
  if (!shaped) {
    errors.push(SAY.notJson(path));
    return false;
  }
  if (tmj.infinite) {
    errors.push(SAY.infinite(path));
    return false;
  }
  if ((tmj.orientation as string) !== 'orthogonal') errors.push(SAY.notOrthogonal(path));
  if (tmj.tilewidth !== TILESET_TILE_PX || tmj.tileheight !== TILESET_TILE_PX) {
    errors.push(SAY.tileSize(path, TILESET_TILE_PX));
  }
  return true;
}

/** Our tileset: its first gid; other tilesets are refused by name. */
function ourFirstGid(path: string, tmj: TiledMap, files: Record<string, unknown>, errors: string[]): number | null {
  let firstgid: number | null = null;
  for (const ref of tmj.tilesets ?? []) {
    const entry = ref as unknown as Json;
    let tileset: Json | undefined = entry;
    let label = String(entry.name ?? '');
    if (typeof entry.source === 'string') {
      const sourcePath = resolvePath(path, entry.source);
      label = baseName(entry.source);
      const found = findFile(files, sourcePath);
      if (found === undefined) {
        if (baseName(entry.source) === `${TILESET_NAME}.tsj`) tileset = { name: TILESET_NAME };
        else {
          errors.push(SAY.missingFile(sourcePath, path));
          continue;
        }
      } else tileset = isObject(found) ? found : undefined;
    }
    if (tileset && isOurTileset(tileset)) firstgid = Number(entry.firstgid);
    else errors.push(SAY.unknownTileset(label, path));
  }
  return firstgid;
}

type MapContent = Pick<WorldDocMap, 'rows' | 'portals' | 'npcs' | 'artifactSpots'> & {
  books: NonNullable<WorldDocMap['books']>;
};

/** The ground layer's rows and the objects layer's portals, NPCs, artifact spots and spawns. */
function readLayers(
  path: string,
  tmj: TiledMap,
  firstgid: number | null,
  errors: string[],
  spawns: WorldDoc['spawn'][],
): MapContent {
  const width = tmj.width;
  const height = tmj.height;
  let rows: string[] = [];
  const portals: WorldDocMap['portals'] = [];
  const npcs: WorldDocMap['npcs'] = [];
  const artifactSpots: WorldDocMap['artifactSpots'] = [];
  const books: NonNullable<WorldDocMap['books']> = [];
  let groundSeen = false;
  for (const layer of tmj.layers ?? []) {
    const raw = layer as unknown as Json;
    if (layer.name === GROUND_LAYER && raw.type === 'tilelayer') {
      groundSeen = true;
      rows = readGround(path, raw, width, height, firstgid ?? 1, errors);
    } else if (layer.name === OBJECTS_LAYER && raw.type === 'objectgroup') {
      for (const object of (raw.objects as MapObject[] | undefined) ?? []) {
        const kind = String((object as MapObject & { class?: string }).class || object.type || '');
        if (!(OBJECT_CLASSES as readonly string[]).includes(kind)) {
          errors.push(SAY.unknownClass(kind || object.name || String(object.id), path));
          continue;
        }
        const cell = objectCell(object);
        readObject(kind as ObjectClass, object, cell, path, errors, {
          portals,
          npcs,
          artifactSpots,
          books,
          spawns,
          mapPath: path,
          tmj,
        });
      }
    } else errors.push(SAY.unknownLayer(layer.name, path));
  }
  if (!groundSeen) errors.push(SAY.noGround(path));
  return { rows, portals, npcs, artifactSpots, books };
}

function readGround(
  path: string,
  layer: Json,
  width: number,
  height: number,
  firstgid: number,
  errors: string[],
): string[] {
  let data: number[];
  if (Array.isArray(layer.data)) data = layer.data as number[];
  else if (typeof layer.data === 'string' && (layer.encoding === undefined || layer.encoding === 'csv')) {
    data = layer.data.split(',').map((value) => Number(value.trim()));
  } else {
    errors.push(SAY.encoded(path));
    return [];
  }
  if (data.length !== width * height) {
    errors.push(SAY.groundSize(path));
    return [];
  }
  const rows: string[] = [];
  let reported = 0;
  const report = (message: string) => {
    // One bad tile is usually many: name the first few.
    if (reported < 5) errors.push(message);
    reported += 1;
  };
  for (let y = 0; y < height; y += 1) {
    let row = '';
    for (let x = 0; x < width; x += 1) {
      const gid = data[y * width + x]!;
      if ((gid & GID_FLAGS) !== 0 || gid >= 0x10000000) {
        report(SAY.flippedTile(x, y, path));
        row += '0';
      } else if (gid === 0) {
        report(SAY.emptyTile(x, y, path));
        row += '0';
      } else if (!Number.isInteger(gid) || gid < firstgid || gid >= firstgid + TILESET_TILE_COUNT) {
        report(SAY.unknownTile(gid, x, y, path));
        row += '0';
      } else row += String(gid - firstgid);
    }
    rows.push(row);
  }
  return rows;
}

/** The cell an object marks: a tile object stands on its bottom-left corner, others start at the top-left. */
function objectCell(object: MapObject): { x: number; y: number } {
  const px = TILESET_TILE_PX;
  const top = object.gid !== undefined ? object.y - (object.height || px) : object.y;
  return { x: Math.max(0, Math.floor((object.x + 0.001) / px)), y: Math.max(0, Math.floor((top + 0.001) / px)) };
}

function readObject(
  kind: ObjectClass,
  object: MapObject,
  cell: { x: number; y: number },
  path: string,
  errors: string[],
  into: {
    portals: WorldDocMap['portals'];
    npcs: WorldDocMap['npcs'];
    artifactSpots: WorldDocMap['artifactSpots'];
    books: NonNullable<WorldDocMap['books']>;
    spawns: WorldDoc['spawn'][];
    mapPath: string;
    tmj: TiledMap;
  },
): void {
  const props = object.properties;
  if (kind === 'spawn') {
    into.spawns.push({ mapId: String(property(into.tmj.properties, 'id') ?? into.mapPath), ...cell });
  } else if (kind === 'artifactSpot') into.artifactSpots.push(cell);
  else if (kind === 'book') {
    const knot = property(props, 'knot');
    const title = property(props, 'title');
    if (typeof knot !== 'string' || knot === '') return void errors.push(SAY.badProperty('knot', 'book', path));
    if (typeof title !== 'string' || title === '') return void errors.push(SAY.badProperty('title', 'book', path));
    into.books.push({ ...cell, knot, title });
  } else if (kind === 'portal') {
    if (property(props, 'exit') === true) {
      into.portals.push({ ...cell, to: 'exit' });
      return;
    }
    const toMap = property(props, 'toMap');
    const toX = property(props, 'toX');
    const toY = property(props, 'toY');
    if (typeof toMap !== 'string' || toMap === '') return void errors.push(SAY.badProperty('toMap', 'portal', path));
    if (typeof toX !== 'number' || typeof toY !== 'number') {
      return void errors.push(SAY.badProperty(typeof toX !== 'number' ? 'toX' : 'toY', 'portal', path));
    }
    into.portals.push({ ...cell, to: { mapId: toMap, x: toX, y: toY } });
  } else {
    const npcId = property(props, 'npcId');
    if (typeof npcId !== 'string' || npcId === '') return void errors.push(SAY.badProperty('npcId', 'npc', path));
    const patrolX = property(props, 'patrolX');
    const patrolY = property(props, 'patrolY');
    const patrolWidth = property(props, 'patrolWidth');
    const patrolHeight = property(props, 'patrolHeight');
    const patrol =
      typeof patrolX === 'number' &&
      typeof patrolY === 'number' &&
      typeof patrolWidth === 'number' &&
      typeof patrolHeight === 'number'
        ? { patrol: { startX: patrolX, startY: patrolY, width: patrolWidth, height: patrolHeight } }
        : {};
    into.npcs.push({ npcId: npcId as WorldDocMap['npcs'][number]['npcId'], ...cell, ...patrol, ...storyOf(props) });
  }
}
