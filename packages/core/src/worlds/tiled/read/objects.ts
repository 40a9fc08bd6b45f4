import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import type { FlatLayer } from './flatten.js';
import type { MapFrame, MapHeader } from './grid.js';
import { isRecord, list, num, plainName, readProperties, squash } from './json.js';
import type { Notes } from './notes.js';
import { TILED_READ_LIMITS as LIMITS, type TiledObjectRead } from './types.js';

/** Names and classes that mark the spawn (Phaser tutorials write 'Spawn Point'; RPG maps 'start', 'player'). */
const SPAWN_WORDS = new Set([
  'spawn',
  'start',
  'spawnpoint',
  'player',
  'startpoint',
  'playerspawn',
  'playerstart',
  'startposition',
  'spawnposition',
]);

export interface PlacedObjects {
  objects: TiledObjectRead[];
  spawn: { x: number; y: number } | null;
}

/** The shape we cannot place on cells, or null for points, rectangles and tile objects. */
function unplaceableKind(object: Record<string, unknown>): string | null {
  if (Array.isArray(object.polygon)) return 'polygon';
  if (Array.isArray(object.polyline)) return 'polyline';
  if (object.ellipse === true) return 'ellipse';
  if (isRecord(object.text)) return 'text';
  return null;
}

/**
 * Objects of every object layer (hidden ones too: Tiled users hide marker layers) in cells of the
 * frame. The first spawn-named object is the spawn; tile objects stand on their bottom edge.
 */
export function readObjects(flat: FlatLayer[], frame: MapFrame, header: MapHeader, notes: Notes): PlacedObjects {
  const placed: PlacedObjects = { objects: [], spawn: null };
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < frame.width && y < frame.height;
  for (const layer of flat) {
    if (layer.kind !== 'object') continue;
    for (const object of list(layer.json.objects).filter(isRecord)) {
      const name = plainName(object.name, notes);
      const kind = unplaceableKind(object);
      if (kind) {
        notes.ignore('shapes', SAY.shapes, kind);
        continue;
      }
      const className = plainName(typeof object.class === 'string' ? object.class : object.type, notes);
      if (typeof object.template === 'string')
        notes.ignore('templates', SAY.templates, plainName(object.template, notes));
      if (num(object.rotation, 0) !== 0) notes.ignore('rotatedObjects', SAY.rotatedObjects, name);
      const width = Math.max(0, num(object.width, 0));
      const height = Math.max(0, num(object.height, 0));
      const top = num(object.y, 0) + layer.offsetY - (typeof object.gid === 'number' ? height : 0);
      const x = (num(object.x, 0) + layer.offsetX) / header.tileWidth - frame.originX;
      const y = top / header.tileHeight - frame.originY;
      if (SPAWN_WORDS.has(squash(name)) || SPAWN_WORDS.has(squash(className))) {
        const cell = { x: Math.floor(x), y: Math.floor(y) };
        if (!inside(cell.x, cell.y)) notes.ignore('spawnOutside', SAY.spawnOutside, name);
        else if (placed.spawn) notes.ignore('extraSpawns', SAY.extraSpawns, name);
        else placed.spawn = cell;
        continue;
      }
      if (!inside(x, y)) notes.ignore('objectsOutside', SAY.objectsOutside, name);
      else if (placed.objects.length >= LIMITS.objects) {
        notes.ignore('tooManyObjects', (count) => SAY.tooManyObjects(count, LIMITS.objects));
      } else {
        const properties = readProperties(object.properties, notes);
        const size = { width: width / header.tileWidth, height: height / header.tileHeight };
        placed.objects.push({ name, className, x, y, ...size, properties });
      }
    }
  }
  return placed;
}
