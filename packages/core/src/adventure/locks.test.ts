import { describe, expect, it } from 'vitest';
import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { createAdventure, isAdventureExitVisible, visibleAdventureExits } from './adventure-state.js';
import type { AdventureState } from './adventure-types.js';
import { applyAdventureCommand } from './apply-command.js';
import { ADVENTURE_WORLD } from './adventure-world.js';

function play(commands: readonly string[], from: AdventureState = createAdventure()): AdventureState {
  return commands.reduce((state, command) => applyAdventureCommand(state, command).state, from);
}

const DOOR_LOCKED = ADVENTURE_WORLD.rooms.secretPassage.lockedExits?.door?.message ?? '';

describe('the west door of the hallway', () => {
  it('stays locked without the rusty key', () => {
    const result = applyAdventureCommand(play(['n']), 'west');
    expect(result.output).toEqual(['The door is locked. It looks like it needs a key.']);
    expect(result.state.currentRoom).toBe('hallway');
  });

  it('opens with the rusty key, for good', () => {
    const inside = play(['examine chest', 'n', 'west']);
    expect(inside.currentRoom).toBe('lockedRoom');
    const back = play(['e', 'drop key', 'w'], inside);
    expect(back.currentRoom).toBe('lockedRoom');
  });

  it('can be unlocked in place with the key', () => {
    const result = applyAdventureCommand(play(['examine chest', 'n']), 'use key on door');
    expect(result.events).toContainEqual({ type: 'exitUnlocked', room: 'hallway', direction: 'west' });
    expect(result.state.currentRoom).toBe('hallway');
    expect(applyAdventureCommand(play(['n']), 'open door').output).toEqual([ADVENTURE_MESSAGES.cannotYet]);
  });
});

describe('the secret exit of the hallway', () => {
  it('does not exist before the portraits are examined or the lever pulled', () => {
    const hallway = play(['n']);
    expect(visibleAdventureExits(hallway, 'hallway')).toEqual(['south', 'east', 'west']);
    expect(applyAdventureCommand(hallway, 'down').output).toEqual([ADVENTURE_MESSAGES.badDirection('down')]);
    expect(applyAdventureCommand(play(['examine chest']), 'look').output.at(-1)).toBe('Exits: north.');
  });

  it.each([['examine portraits'], ['look at the portraits'], ['pull lever'], ['push the brass lever']])(
    'appears after %s',
    (command) => {
      const result = applyAdventureCommand(play(['n']), command);
      expect(result.events).toEqual([{ type: 'exitRevealed', room: 'hallway', direction: 'down' }]);
      expect(result.output.at(-1)).toBe(ADVENTURE_MESSAGES.exitRevealed('down'));
      expect(isAdventureExitVisible(result.state, 'hallway', 'down')).toBe(true);
      expect(play(['down'], result.state).currentRoom).toBe('secretPassage');
    },
  );

  it('is revealed once: the second way only describes it again', () => {
    const result = applyAdventureCommand(play(['n', 'examine portraits']), 'pull lever');
    expect(result.events).toEqual([]);
    expect(result.output).toEqual(['The lever is already down. The steps lead down into the dark.']);
  });
});

describe('the sanctuary door of the secret passage', () => {
  const atTheDoor = ['n', 'examine portraits', 'down'];

  it('stays shut to walking, before and after the password is known', () => {
    expect(applyAdventureCommand(play(atTheDoor), 'door').output).toEqual([DOOR_LOCKED]);
    const knowing = play(['n', 'e', 'read book', 'w', 'examine portraits', 'down']);
    expect(applyAdventureCommand(knowing, 'door').output).toEqual([DOOR_LOCKED]);
  });

  it('ignores the password spoken without knowing its significance', () => {
    const result = applyAdventureCommand(play(atTheDoor), 'say one true sentence');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.passwordWithoutMeaning]);
    expect(play(['door'], result.state).currentRoom).toBe('secretPassage');
  });

  it('ignores the password spoken anywhere but the secret passage', () => {
    const result = applyAdventureCommand(play(['n', 'e', 'read book']), 'say one true sentence');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.passwordWithoutMeaning]);
  });

  it.each([
    ['say one true sentence'],
    ['SPEAK   "One True Sentence!"'],
    ["whisper 'one true sentence'"],
    ['recite one true sentence'],
    ['one true sentence'],
    ['say the password'],
  ])('opens to the password with its knowledge: %s', (command) => {
    const knowing = play(['n', 'e', 'read book', 'w', 'examine portraits', 'down']);
    const result = applyAdventureCommand(knowing, command);
    expect(result.events).toContainEqual({ type: 'exitUnlocked', room: 'secretPassage', direction: 'door' });
    expect(play(['door'], result.state).currentRoom).toBe('sanctuary');
  });

  it('refuses the wrong words, at no cost (decision 0240)', () => {
    const knowing = play(['n', 'e', 'read book', 'w', 'examine portraits', 'down']);
    const result = applyAdventureCommand(knowing, 'say open sesame');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.wrongWords('open sesame')]);
    expect(result.state.inspiration).toBe(100);
  });

  it('opens to the ancient tome, even without reading it', () => {
    const holding = play(['n', 'e', 'take tome', 'w', 'examine portraits', 'down']);
    const result = applyAdventureCommand(holding, 'use ancient tome on door');
    expect(result.events).toContainEqual({ type: 'exitUnlocked', room: 'secretPassage', direction: 'door' });
    expect(result.events).toContainEqual({ type: 'learned', flag: 'used_password' });
    expect(play(['door'], result.state).currentRoom).toBe('sanctuary');
  });

  it('does not open to the tome left behind in the library', () => {
    const result = applyAdventureCommand(play(atTheDoor), 'use tome on door');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.cannotYet]);
  });

  it('says so when it is already open', () => {
    const open = play(['n', 'e', 'take tome', 'read tome', 'w', 'examine portraits', 'down', 'use tome on door']);
    expect(applyAdventureCommand(open, 'say one true sentence').output).toEqual([ADVENTURE_MESSAGES.doorAlreadyOpen]);
  });
});

describe('the ending', () => {
  const inTheSanctuary = ['n', 'e', 'take tome', 'w', 'examine portraits', 'down', 'use tome on door', 'door'];

  it('needs the pen and the talk with the ghosts', () => {
    expect(applyAdventureCommand(play(inTheSanctuary), 'write truth').output).toEqual([ADVENTURE_MESSAGES.cannotYet]);
    const talked = play([...inTheSanctuary, 'talk to ghosts']);
    expect(applyAdventureCommand(talked, 'write truth').output).toEqual([ADVENTURE_MESSAGES.cannotYet]);
  });
});
