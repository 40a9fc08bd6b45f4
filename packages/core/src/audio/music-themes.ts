import { MAP_MUSIC_TRACKS, musicForMap, musicForMapName, type MapMusicTrack } from '../maps/map-areas.js';
import { builtInMapIdByName, isBuiltInMapId } from '../maps/map-ids.js';

/** The text adventure's two tracks (spec 02 §4: the ending starts a second track). */
export const ADVENTURE_MUSIC_THEMES = ['adventure', 'adventureEnding'] as const;
export type AdventureMusicTheme = (typeof ADVENTURE_MUSIC_THEMES)[number];

/** The music loops the web synthesises: the three map tracks of spec 01 §4 and the adventure's two. */
export const MUSIC_THEMES = [...MAP_MUSIC_TRACKS, ...ADVENTURE_MUSIC_THEMES] as const;
export type MusicTheme = MapMusicTrack | AdventureMusicTheme;

/**
 * The theme for a map given by id ('desert1') or by name ('Dungeon Level 2', a player's world).
 * Built-in maps follow `musicForMap` (decision 0106: deserts and the battleground have music too);
 * any other name follows the spec's name rule. Null means silence.
 */
export function musicThemeForMap(mapIdOrName: string): MusicTheme | null {
  const id = isBuiltInMapId(mapIdOrName) ? mapIdOrName : builtInMapIdByName(mapIdOrName);
  return id ? musicForMap(id) : musicForMapName(mapIdOrName);
}
