import { musicForMap, musicForMapName, type MapMusicTrack } from '../maps/map-areas.js';
import { builtInMapIdByName, isBuiltInMapId } from '../maps/map-ids.js';

/** The music loops the web synthesises: exactly the three tracks of spec 01 §4. */
export type MusicTheme = MapMusicTrack;

/**
 * The theme for a map given by id ('desert1') or by name ('Dungeon Level 2', a player's world).
 * Built-in maps follow `musicForMap` (decision 0106: deserts and the battleground have music too);
 * any other name follows the spec's name rule. Null means silence.
 */
export function musicThemeForMap(mapIdOrName: string): MusicTheme | null {
  const id = isBuiltInMapId(mapIdOrName) ? mapIdOrName : builtInMapIdByName(mapIdOrName);
  return id ? musicForMap(id) : musicForMapName(mapIdOrName);
}
