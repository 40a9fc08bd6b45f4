import { describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../messages/maps.js';
import { BUILT_IN_MAP_IDS, type BuiltInMapId } from './map-ids.js';
import {
  MAP_PORTALS,
  portalDestination,
  portalPrompt,
  specialPortalDestination,
  specialWorldOfMap,
  specialWorldOfTile,
} from './portals.js';

describe('portal progression (tile 5)', () => {
  it.each<[BuiltInMapId, number, number, BuiltInMapId, number, number, string]>([
    ['overworld', 8, 11, 'overworld2', 4, 4, 'Welcome to Overworld 2'],
    ['overworld2', 8, 6, 'overworld3', 4, 4, 'Welcome to Overworld 3'],
    ['overworld3', 21, 12, 'desert1', 4, 4, 'Welcome to Desert 1'],
    ['overworld3', 8, 1, 'yosemite', 4, 4, 'Welcome to Yosemite'],
    ['desert1', 21, 13, 'desert2', 4, 4, 'Welcome to Desert 2'],
    ['desert2', 13, 14, 'desert3', 4, 4, 'Welcome to Desert 3'],
    ['desert3', 20, 2, 'dungeon1', 4, 4, 'Welcome to Dungeon Level 1'],
    ['dungeon1', 19, 4, 'dungeon2', 4, 4, 'Welcome to Dungeon Level 2'],
    ['dungeon2', 12, 12, 'dungeon3', 4, 4, 'Welcome to Dungeon Level 3'],
    ['dungeon3', 13, 7, 'yosemite', 4, 4, 'Welcome to Yosemite'],
    ['yosemite', 8, 8, 'overworld3', 8, 2, 'Welcome back'],
    ['desert1', 3, 12, 'hemingway', 4, 4, "Welcome to Hemingway's Battleground"],
    ['hemingway', 3, 14, 'desert1', 4, 12, 'Welcome back'],
    ['terminal3', 3, 10, 'yosemite', 21, 4, 'Welcome back'],
    ['level4_shooter', 3, 10, 'yosemite', 21, 9, 'Welcome back'],
    ['text_adventure', 9, 10, 'yosemite', 21, 14, 'Welcome back'],
  ])('%s (%i,%i) leads to %s at (%i,%i) with "%s"', (from, x, y, to, ax, ay, banner) => {
    expect(portalDestination(from, { x, y })).toEqual({ mapId: to, arrival: { x: ax, y: ay }, banner });
  });

  it('leads nowhere from a cell without a portal', () => {
    expect(portalDestination('overworld', { x: 4, y: 4 })).toBeNull();
    expect(portalDestination('overworld3', { x: 8, y: 2 })).toBeNull();
  });

  it('gives every map a way out, so no map is a dead end', () => {
    for (const id of BUILT_IN_MAP_IDS) expect(MAP_PORTALS[id].length, id).toBeGreaterThan(0);
  });

  it('gives every map a way in', () => {
    const entered = new Set<string>(Object.values(MAP_PORTALS).flatMap((portals) => portals.map((p) => p.destination)));
    ['terminal3', 'level4_shooter', 'text_adventure'].forEach((room) => entered.add(room)); // Yosemite's 6/7/8
    entered.add('overworld'); // the start
    expect([...BUILT_IN_MAP_IDS].filter((id) => !entered.has(id))).toEqual([]);
  });

  it.each<[BuiltInMapId, number, number, string | null]>([
    ['yosemite', 8, 8, 'Press SPACE to return to Overworld 3'],
    ['overworld', 8, 11, 'Press SPACE to enter Overworld 2'],
    ['yosemite', 21, 3, 'Press SPACE to open the terminal'],
    ['yosemite', 21, 8, 'Press SPACE to play the arcade shooter'],
    ['yosemite', 21, 13, 'Press SPACE to begin the text adventure'],
    ['yosemite', 4, 4, null],
  ])('prompts on %s (%i,%i): %s', (mapId, x, y, prompt) => {
    expect(portalPrompt(mapId, { x, y })).toBe(prompt);
  });

  it('keeps the spec texts to the letter', () => {
    expect(MAP_MESSAGES.returnTo('Overworld 3')).toBe('Press SPACE to return to Overworld 3');
    expect(MAP_MESSAGES.welcomeBack).toBe('Welcome back');
    expect(MAP_MESSAGES.welcome('Desert 2')).toBe('Welcome to Desert 2');
    expect(MAP_MESSAGES.invalidMapData).toBe('Error: Invalid map data');
  });
});

describe('special portals (tiles 6, 7, 8)', () => {
  it.each([
    [21, 3, 'terminal3', 'terminal'],
    [21, 8, 'level4_shooter', 'shooter'],
    [21, 13, 'text_adventure', 'text_adventure'],
  ] as const)('Yosemite (%i,%i) moves to %s and opens the %s world', (x, y, room, world) => {
    expect(specialPortalDestination('yosemite', { x, y })).toMatchObject({
      mapId: room,
      arrival: { x: 4, y: 4 },
      specialWorld: world,
      moves: true,
    });
  });

  it('reopens the mini-game inside its room without moving the character', () => {
    expect(specialPortalDestination('terminal3', { x: 17, y: 5 })).toMatchObject({
      mapId: 'terminal3',
      arrival: { x: 17, y: 5 },
      specialWorld: 'terminal',
      moves: false,
    });
  });

  it('finds no special portal on an ordinary cell', () => {
    expect(specialPortalDestination('yosemite', { x: 8, y: 8 })).toBeNull();
  });

  it.each([
    [6, 'terminal'],
    [7, 'shooter'],
    [8, 'text_adventure'],
    [5, null],
    [0, null],
    [undefined, null],
  ] as const)('tile %s opens %s', (tile, world) => {
    expect(specialWorldOfTile(tile)).toBe(world);
  });

  it.each<[BuiltInMapId, string | null]>([
    ['terminal3', 'terminal'],
    ['level4_shooter', 'shooter'],
    ['text_adventure', 'text_adventure'],
    ['hemingway', 'hemingway'],
    ['yosemite', null],
    ['overworld', null],
  ])('%s belongs to the special world %s', (mapId, world) => {
    expect(specialWorldOfMap(mapId)).toBe(world);
  });
});
