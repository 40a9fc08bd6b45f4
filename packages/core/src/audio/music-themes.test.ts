import { describe, expect, it } from 'vitest';
import { BUILT_IN_MAP_IDS, BUILT_IN_MAP_NAMES } from '../maps/map-ids.js';
import { musicThemeForMap } from './music-themes.js';

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
