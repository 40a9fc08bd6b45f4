import { BUILT_IN_MAP_NAMES, type BuiltInMapId } from './map-ids.js';

/** The areas in the order a player meets them (spec 01 §4); moving to a later one plays sounds and music. */
export const MAP_AREAS = ['overworld', 'desert', 'dungeon', 'yosemite'] as const;
export type MapArea = (typeof MAP_AREAS)[number];

/** Side maps belong to the area they are entered from (decision 0106). */
const AREA_OF_MAP: Readonly<Record<BuiltInMapId, MapArea>> = {
  overworld: 'overworld',
  overworld2: 'overworld',
  overworld3: 'overworld',
  desert1: 'desert',
  desert2: 'desert',
  desert3: 'desert',
  hemingway: 'desert',
  dungeon1: 'dungeon',
  dungeon2: 'dungeon',
  dungeon3: 'dungeon',
  yosemite: 'yosemite',
  text_adventure: 'yosemite',
  terminal3: 'yosemite',
  level4_shooter: 'yosemite',
};

export function areaOfMap(mapId: BuiltInMapId): MapArea {
  return AREA_OF_MAP[mapId];
}

/** True when travelling from one map to the other enters a later area. */
export function isLaterArea(from: BuiltInMapId, to: BuiltInMapId): boolean {
  return MAP_AREAS.indexOf(areaOfMap(to)) > MAP_AREAS.indexOf(areaOfMap(from));
}

export const MAP_MUSIC_TRACKS = ['overworld', 'yosemite', 'terminal'] as const;
export type MapMusicTrack = (typeof MAP_MUSIC_TRACKS)[number];

/**
 * The spec's music rule by map name (spec 01 §4): Yosemite plays 'yosemite', names containing
 * Overworld play 'overworld', names containing Dungeon play 'terminal'. Null when no rule applies.
 */
export function musicForMapName(name: string): MapMusicTrack | null {
  if (name === 'Yosemite') return 'yosemite';
  if (name.includes('Overworld')) return 'overworld';
  if (name.includes('Dungeon')) return 'terminal';
  return null;
}

/**
 * Our choice for the maps the rule leaves out (decision 0106): the deserts are open country like the
 * overworlds, the battleground and the terminal room are tense; the shooter and text-adventure rooms
 * are silent because their mini-games bring their own sound.
 */
const MUSIC_FOR_OTHER_MAPS: Partial<Record<BuiltInMapId, MapMusicTrack>> = {
  desert1: 'overworld',
  desert2: 'overworld',
  desert3: 'overworld',
  hemingway: 'terminal',
  terminal3: 'terminal',
};

/** The music track of a built-in map, or null for silence. */
export function musicForMap(mapId: BuiltInMapId): MapMusicTrack | null {
  return musicForMapName(BUILT_IN_MAP_NAMES[mapId]) ?? MUSIC_FOR_OTHER_MAPS[mapId] ?? null;
}
