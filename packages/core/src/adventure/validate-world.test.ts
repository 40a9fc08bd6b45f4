import { describe, expect, it } from 'vitest';
import type { AdventureWorld } from './adventure-types.js';
import { ADVENTURE_WORLD } from './adventure-world.js';
import { validateAdventureWorld } from './validate-world.js';

/** A copy of the built-in world with one room changed, for the broken cases. */
function withRoom(room: keyof AdventureWorld['rooms'], change: Record<string, unknown>): AdventureWorld {
  return {
    ...ADVENTURE_WORLD,
    rooms: { ...ADVENTURE_WORLD.rooms, [room]: { ...ADVENTURE_WORLD.rooms[room], ...change } },
  } as unknown as AdventureWorld;
}

describe('validateAdventureWorld', () => {
  it('finds no problems in the built-in world', () => {
    expect(validateAdventureWorld(ADVENTURE_WORLD)).toEqual([]);
  });

  it('has the seven rooms, six items and ten knowledge flags of spec 02 §3', () => {
    expect(Object.keys(ADVENTURE_WORLD.rooms)).toEqual([
      'start',
      'hallway',
      'library',
      'studyRoom',
      'lockedRoom',
      'secretPassage',
      'sanctuary',
    ]);
    expect(Object.keys(ADVENTURE_WORLD.items)).toEqual([
      'torch',
      'rusty key',
      'ancient tome',
      'mysterious letter',
      "the writer's pen",
      'truth manuscript',
    ]);
  });

  it.each<[string, AdventureWorld, string]>([
    [
      'an exit to a missing room',
      withRoom('start', { exits: { north: 'hallway', east: 'cellar' } }),
      "start: exit east leads to unknown room 'cellar'",
    ],
    [
      'a lock naming a missing item',
      withRoom('hallway', {
        lockedExits: { west: { needsItem: 'golden key', message: 'Locked.', unlockText: 'Open.' } },
      }),
      "hallway: locked exit west needs unknown item 'golden key'",
    ],
    [
      'a lock naming a missing flag',
      withRoom('secretPassage', {
        lockedExits: {
          door: { needsPassword: true, needsKnowledge: 'magic', message: 'Locked.', unlockText: 'Open.' },
        },
      }),
      "secretPassage: locked exit door needs unknown knowledge 'magic'",
    ],
    [
      'a lock naming nothing',
      withRoom('hallway', { lockedExits: { west: { message: 'Locked.', unlockText: 'Open.' } } }),
      'hallway: locked exit west names no item or knowledge',
    ],
    ['a missing item in a room', withRoom('library', { items: ['quill'] }), "library: unknown item 'quill'"],
    [
      'a hidden exit nothing reveals',
      withRoom('hallway', { interactions: [] }),
      'hallway: hidden exit down is never revealed',
    ],
    [
      'an interaction needing a missing interaction',
      withRoom('sanctuary', {
        interactions: [
          { id: 'write', matches: ['write truth'], text: '.', requires: { done: ['x::y'] }, ending: true },
        ],
      }),
      "sanctuary: interaction 'write': requires unknown interaction 'x::y'",
    ],
    [
      'a command the parser never produces',
      withRoom('start', {
        interactions: [{ id: 'chest', matches: ['look at chest'], text: '.', giveItem: 'rusty key' }],
      }),
      "start: interaction 'chest': the parser never produces 'look at chest'",
    ],
    [
      'scenery an interaction always answers first',
      withRoom('start', { scenery: [{ names: ['chest'], text: 'A chest.' }] }),
      "start: scenery 'chest' is never seen: interaction 'examine chest' answers it",
    ],
    [
      'a scenery name spelled as the parser never spells it',
      withRoom('start', { scenery: [{ names: ['The Door'], text: 'A door.' }] }),
      "start: the parser never produces the scenery name 'The Door'",
    ],
    [
      'a scenery name used twice',
      withRoom('start', {
        scenery: [
          { names: ['door'], text: 'A door.' },
          { names: ['door'], text: 'The door.' },
        ],
      }),
      "start: scenery name 'door' is used twice",
    ],
    ['an item nobody can find', withRoom('start', { interactions: [] }), "item 'rusty key' can never be found"],
    [
      'a room nobody can reach',
      withRoom('hallway', { exits: { south: 'start', east: 'library', west: 'lockedRoom' }, hiddenExits: [] }),
      "room 'secretPassage' cannot be reached",
    ],
  ])('reports %s', (_name, world, problem) => {
    expect(validateAdventureWorld(world)).toContain(problem);
  });
});
