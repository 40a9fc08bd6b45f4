import { describe, expect, it } from 'vitest';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_NAMES } from '../maps/map-ids.js';
import { MAP_MUSIC_TRACKS } from '../maps/map-areas.js';
import { ADVENTURE_MUSIC_THEMES, MUSIC_THEMES, musicThemeForMap } from './music-themes.js';

describe('musicThemeForMap', () => {
  it.each([
    ['yosemite', 'yosemite'],
    ['Yosemite', 'yosemite'],
    ['overworld2', 'overworld'],
    ['Overworld 3', 'overworld'],
    ['dungeon1', 'terminal'],
    ['Dungeon Level 3', 'terminal'],
    ['desert2', 'overworld'],
    ['Desert 1', 'overworld'],
    ['level4_shooter', null],
    ['Text Adventure', null],
  ])('%s plays %s', (map, theme) => {
    expect(musicThemeForMap(map)).toBe(theme);
  });

  it('gives the same theme for a built-in map by id and by name', () => {
    for (const id of BUILT_IN_MAP_IDS) expect(musicThemeForMap(BUILT_IN_MAP_NAMES[id])).toBe(musicThemeForMap(id));
  });

  it('applies the spec name rule to maps players made', () => {
    expect(musicThemeForMap('My Overworld')).toBe('overworld');
    expect(musicThemeForMap('Dungeon of Doubt')).toBe('terminal');
    expect(musicThemeForMap('Seaside')).toBeNull();
  });
});

describe('MUSIC_THEMES', () => {
  it("holds the three map tracks and the adventure's two, each once", () => {
    expect(MUSIC_THEMES).toEqual([...MAP_MUSIC_TRACKS, 'adventure', 'adventureEnding']);
    expect(new Set(MUSIC_THEMES).size).toBe(MUSIC_THEMES.length);
  });

  it('never gives a map an adventure track', () => {
    for (const id of BUILT_IN_MAP_IDS)
      expect(ADVENTURE_MUSIC_THEMES).not.toContain(musicThemeForMap(id) as (typeof ADVENTURE_MUSIC_THEMES)[number]);
  });
});
