import { describe, expect, it } from 'vitest';
import { areaOfMap, isLaterArea, MAP_AREAS, musicForMap, musicForMapName } from './map-areas.js';
import type { BuiltInMapId } from './map-ids.js';

describe('areas', () => {
  it('come in the order overworld, desert, dungeon, yosemite', () => {
    expect(MAP_AREAS).toEqual(['overworld', 'desert', 'dungeon', 'yosemite']);
  });

  it.each<[BuiltInMapId, string]>([
    ['overworld', 'overworld'],
    ['overworld3', 'overworld'],
    ['desert2', 'desert'],
    ['hemingway', 'desert'],
    ['dungeon3', 'dungeon'],
    ['yosemite', 'yosemite'],
    ['terminal3', 'yosemite'],
  ])('%s lies in the %s area', (mapId, area) => {
    expect(areaOfMap(mapId)).toBe(area);
  });

  it.each<[BuiltInMapId, BuiltInMapId, boolean]>([
    ['overworld3', 'desert1', true],
    ['desert3', 'dungeon1', true],
    ['dungeon3', 'yosemite', true],
    ['overworld3', 'yosemite', true],
    ['overworld', 'overworld2', false],
    ['yosemite', 'overworld3', false],
    ['hemingway', 'desert1', false],
  ])('%s → %s enters a later area: %s', (from, to, later) => {
    expect(isLaterArea(from, to)).toBe(later);
  });
});

describe('music', () => {
  it.each<[BuiltInMapId, string | null]>([
    ['yosemite', 'yosemite'],
    ['overworld', 'overworld'],
    ['overworld2', 'overworld'],
    ['overworld3', 'overworld'],
    ['dungeon1', 'terminal'],
    ['dungeon3', 'terminal'],
    ['desert1', 'overworld'],
    ['hemingway', 'terminal'],
    ['terminal3', 'terminal'],
    ['level4_shooter', null],
    ['text_adventure', null],
  ])('%s plays %s', (mapId, track) => {
    expect(musicForMap(mapId)).toBe(track);
  });

  it('follows the spec rule for any map name', () => {
    expect(musicForMapName('Yosemite')).toBe('yosemite');
    expect(musicForMapName('Overworld 7')).toBe('overworld');
    expect(musicForMapName('Dungeon of Doom')).toBe('terminal');
    expect(musicForMapName('Atlantis')).toBeNull();
  });
});
