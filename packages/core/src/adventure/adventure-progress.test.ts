import { describe, expect, it } from 'vitest';
import { fromAdventureProgress, toAdventureProgress } from './adventure-progress.js';
import { createAdventure } from './adventure-state.js';
import type { AdventureState } from './adventure-types.js';
import { applyAdventureCommand } from './apply-command.js';

function play(commands: readonly string[], from: AdventureState = createAdventure()): AdventureState {
  return commands.reduce((state, command) => applyAdventureCommand(state, command).state, from);
}

const MID_GAME = [
  'examine chest',
  'take torch',
  'n',
  'pull lever',
  'e',
  'dance',
  'read book',
  'n',
  'w',
  's',
  'drop torch',
];

describe('text adventure progress', () => {
  it('saves the fields of spec 02 §3 in their forms', () => {
    const progress = toAdventureProgress(play(MID_GAME));
    expect(progress.currentRoom).toBe('library');
    expect(progress.inventory).toEqual(['rusty key']);
    expect(progress.completedInteractions).toEqual(['start::examine chest', 'hallway::pull lever']);
    expect(progress.knownPasswords).toEqual(['library::password']);
  });

  it('survives a round trip through JSON mid-game', () => {
    const state = play(MID_GAME);
    const restored = fromAdventureProgress(JSON.parse(JSON.stringify(toAdventureProgress(state))));
    expect(restored).toEqual(state);
    // The restored run plays on exactly like the original.
    const next = ['w', 'w', 'take pen', 'e', 'down'];
    expect(play(next, restored)).toEqual(play(next, state));
  });

  it('loads progress saved with only the four fields of the spec', () => {
    const restored = fromAdventureProgress({
      currentRoom: 'hallway',
      inventory: ['torch', 'rusty key'],
      completedInteractions: ['start::examine chest', 'hallway::examine portraits'],
      knownPasswords: ['library::password'],
    });
    expect(restored.currentRoom).toBe('hallway');
    expect(restored.inspiration).toBe(100);
    expect(restored.roomItems.start).toEqual([]);
    expect(restored.roomItems.library).toEqual(['ancient tome']);
    expect(restored.history.at(-1)?.text).toBe('Exits: south, east, west, down.');
    expect(play(['down', 'say one true sentence', 'door'], restored).currentRoom).toBe('sanctuary');
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['a string', 'start'],
    ['an unknown room', { currentRoom: 'attic', inventory: [], completedInteractions: [], knownPasswords: [] }],
    ['an unknown item', { currentRoom: 'start', inventory: ['sword'], completedInteractions: [], knownPasswords: [] }],
    [
      'a marker without a room',
      { currentRoom: 'start', inventory: [], completedInteractions: ['x'], knownPasswords: [] },
    ],
    ['an unknown flag', { currentRoom: 'start', inventory: [], completedInteractions: [], knownPasswords: ['a::b'] }],
    ['a missing field', { currentRoom: 'start', inventory: [] }],
    [
      'inspiration out of range',
      { currentRoom: 'start', inventory: [], completedInteractions: [], knownPasswords: [], inspiration: 140 },
    ],
    [
      'no inspiration left',
      { currentRoom: 'hallway', inventory: [], completedInteractions: [], knownPasswords: [], inspiration: 0 },
    ],
  ])('yields a fresh game for %s', (_name, progress) => {
    expect(fromAdventureProgress(progress)).toEqual(createAdventure());
  });

  it('resumes a completed run as won, in the sanctuary', () => {
    const restored = fromAdventureProgress({
      currentRoom: 'sanctuary',
      inventory: ["the writer's pen"],
      completedInteractions: ['sanctuary::talk to ghosts', 'sanctuary::write truth', 'sanctuary::complete'],
      knownPasswords: ['sanctuary::final_task'],
    });
    expect(restored.status).toBe('victory');
    expect(restored.currentRoom).toBe('sanctuary');
  });
});
