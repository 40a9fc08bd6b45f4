import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { isRecord, isTrue, list, num, plainName, readProperties, squash, type Json } from './json.js';
import type { Notes } from './notes.js';
import { TILED_READ_LIMITS as LIMITS, type TiledPropertyValue } from './types.js';

/** What a tile layer is for. */
export type TileLayerRole = 'draw' | 'walls' | 'collisions' | 'start';

/** A tile or object layer out of its groups: offsets summed (pixels), opacity multiplied, visibility and/or roles inherited. */
export interface FlatLayer {
  kind: 'tile' | 'object';
  name: string;
  json: Json;
  offsetX: number;
  offsetY: number;
  opacity: number;
  visible: boolean;
  role: TileLayerRole;
  above: boolean;
}

interface Inherited {
  offsetX: number;
  offsetY: number;
  opacity: number;
  visible: boolean;
  role: TileLayerRole | null;
  above: boolean | null;
}

/*
 * Conventions read from maps in the wild, names compared without case, spaces, '_' or '-':
 * - above the player: a property `above` / `abovePlayer` true (ours, Phaser tutorials), or `depth` /
 *   `z` / `zIndex` above 0 (Phaser depth, RPG maps); else a name word 'above', 'aboveplayer',
 *   'overlay', 'roof(s)', 'top(s)', 'foreground', 'over', 'overhead', 'fringe' (BrowserQuest).
 *   A property says more than a name: `above` false keeps a 'Roof' layer below.
 * - collisions (walls, not drawn): a property `collides` / `collision` / `solid` true (WorkAdventure),
 *   or the name 'collision(s)', 'collides', 'collide', 'colliders', 'blocked', 'blocking'.
 * - walls that are also art: the name 'wall(s)' (RPG and dungeon tutorials paint their walls there):
 *   every tile of it is a wall and the layer is drawn.
 * - the spawn (not drawn): the name 'start' or 'spawn', or WorkAdventure's `startLayer` true.
 * Groups pass their placement and role to the layers inside them.
 */
const ABOVE_PROPERTIES = new Set(['above', 'aboveplayer', 'aboveplayers']);
const DEPTH_PROPERTIES = new Set(['depth', 'z', 'zindex']);
const COLLISION_PROPERTIES = new Set(['collides', 'collision', 'collisions', 'solid']);
const START_PROPERTIES = new Set(['startlayer']);
const ABOVE_WORDS = new Set(['above', 'aboveplayer', 'overlay', 'roof', 'roofs', 'top', 'tops', 'foreground', 'over']);
const MORE_ABOVE_WORDS = new Set(['overhead', 'fringe']);
const COLLISION_NAMES = new Set(['collision', 'collisions', 'collides', 'collide', 'colliders', 'blocked', 'blocking']);
const WALL_NAMES = new Set(['wall', 'walls']);
const START_NAMES = new Set(['start', 'spawn']);

/** 'Above Player' → ['above', 'player', 'aboveplayer']; 'roofTop2' → ['roof', 'top', 'rooftop']. */
function nameWords(name: string): string[] {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
  return [...words, words.join('')];
}

function placementOf(name: string, properties: Record<string, TiledPropertyValue>): boolean | null {
  for (const [key, value] of Object.entries(properties)) {
    const word = squash(key);
    if (ABOVE_PROPERTIES.has(word)) return isTrue(value);
    if (DEPTH_PROPERTIES.has(word)) return Number(value) > 0;
  }
  const words = nameWords(name);
  return words.some((word) => ABOVE_WORDS.has(word) || MORE_ABOVE_WORDS.has(word)) ? true : null;
}

function roleOf(name: string, properties: Record<string, TiledPropertyValue>): TileLayerRole | null {
  for (const [key, value] of Object.entries(properties)) {
    if (COLLISION_PROPERTIES.has(squash(key)) && isTrue(value)) return 'collisions';
    if (START_PROPERTIES.has(squash(key)) && isTrue(value)) return 'start';
  }
  const whole = squash(name);
  if (COLLISION_NAMES.has(whole)) return 'collisions';
  if (START_NAMES.has(whole)) return 'start';
  return WALL_NAMES.has(whole) ? 'walls' : null;
}

function noteUnread(properties: Record<string, TiledPropertyValue>, notes: Notes): void {
  for (const key of Object.keys(properties)) {
    const word = squash(key);
    const known = [ABOVE_PROPERTIES, DEPTH_PROPERTIES, COLLISION_PROPERTIES, START_PROPERTIES].some((set) =>
      set.has(word),
    );
    if (!known) notes.ignore('layerProperties', SAY.layerProperties, key);
  }
}

/** Layers in drawing order, groups flattened; image layers refused, unknown kinds left out. */
export function flattenLayers(path: string, layers: unknown, notes: Notes): FlatLayer[] {
  const flat: FlatLayer[] = [];
  let seen = 0;
  const start: Inherited = { offsetX: 0, offsetY: 0, opacity: 1, visible: true, role: null, above: null };
  const walk = (items: unknown, parent: Inherited, depth: number): boolean => {
    for (const layer of list(items).filter(isRecord)) {
      seen += 1;
      if (seen > LIMITS.layers || depth > LIMITS.groupDepth) return false;
      const name = plainName(layer.name, notes);
      const properties = readProperties(layer.properties, notes);
      if (num(layer.parallaxx, 1) !== 1 || num(layer.parallaxy, 1) !== 1) notes.ignore('parallax', SAY.parallax, name);
      if (typeof layer.tintcolor === 'string') notes.ignore('tint', SAY.tint, name);
      noteUnread(properties, notes);
      const here: Inherited = {
        offsetX: parent.offsetX + num(layer.offsetx, 0),
        offsetY: parent.offsetY + num(layer.offsety, 0),
        opacity: parent.opacity * Math.min(1, Math.max(0, num(layer.opacity, 1))),
        visible: parent.visible && layer.visible !== false,
        role: roleOf(name, properties) ?? parent.role,
        above: placementOf(name, properties) ?? parent.above,
      };
      if (layer.type === 'group') {
        if (!walk(layer.layers, here, depth + 1)) return false;
      } else if (layer.type === 'tilelayer' || layer.type === 'objectgroup') {
        const kind = layer.type === 'tilelayer' ? 'tile' : 'object';
        flat.push({ kind, name, json: layer, ...here, role: here.role ?? 'draw', above: here.above ?? false });
      } else if (layer.type === 'imagelayer') {
        notes.error('imageLayers', (count, names) => SAY.imageLayers(path, count, names), name);
      } else notes.ignore('otherLayers', SAY.otherLayers, String(layer.type));
    }
    return true;
  };
  if (!walk(layers, start, 0)) notes.error('tooManyLayers', () => SAY.tooManyLayers(path, LIMITS.layers));
  return flat;
}
