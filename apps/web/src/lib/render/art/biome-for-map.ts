import type { BuiltInMapId, MapType } from '@authentic/core';
import type { Biome } from './biomes';

/** Each built-in map's look (issue 12). */
export const BUILT_IN_BIOMES: Readonly<Record<BuiltInMapId, Biome>> = {
  overworld: 'meadow',
  overworld2: 'meadow',
  overworld3: 'meadow',
  desert1: 'desert',
  desert2: 'desert',
  desert3: 'desert',
  yosemite: 'valley',
  hemingway: 'battlefield',
  text_adventure: 'library',
  terminal3: 'server',
  level4_shooter: 'arcade',
  dungeon1: 'dungeon',
  dungeon2: 'dungeon',
  dungeon3: 'dungeon',
};

/** A player-made world's look by its map type. */
export const MAP_TYPE_BIOMES: Readonly<Record<MapType, Biome>> = {
  fantasy: 'meadow',
  scifi: 'station',
  'post-apocalyptic': 'wasteland',
  mystery: 'maze',
};

/** The look of a map by id: built-in maps by their table, anything else (a world's uuid) a meadow. */
export function defaultBiomeFor(mapId: string): Biome {
  return (BUILT_IN_BIOMES as Readonly<Record<string, Biome>>)[mapId] ?? 'meadow';
}

export function biomeForMapType(type: MapType | null | undefined): Biome {
  return type ? MAP_TYPE_BIOMES[type] : 'meadow';
}
