import { describe, expect, it } from 'vitest';
import { ADVENTURE_HELP_LINES, ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { createAdventure, describeAdventureRoom } from './adventure-state.js';
import type { AdventureState } from './adventure-types.js';
import { applyAdventureCommand } from './apply-command.js';
import { ADVENTURE_WORLD } from './adventure-world.js';
import { parseAdventureCommand, type ParsedAdventureCommand } from './parse-command.js';

function play(commands: readonly string[], from: AdventureState = createAdventure()): AdventureState {
  return commands.reduce((state, command) => applyAdventureCommand(state, command).state, from);
}

const { items, rooms } = ADVENTURE_WORLD;

describe('the spec texts', () => {
  it('are kept to the letter', () => {
    expect(ADVENTURE_MESSAGES.unknownCommand).toBe("I don't understand that command.");
    expect(ADVENTURE_MESSAGES.cannotYet).toBe("You can't do that yet.");
    expect(ADVENTURE_MESSAGES.passwordWithoutMeaning).toBe(
      'You speak the words, but nothing happens. Perhaps you need to learn their significance first.',
    );
    expect(ADVENTURE_MESSAGES.badDirection('north')).toBe("You can't go north from here.");
    expect(rooms.hallway.lockedExits?.west?.message).toBe('The door is locked. It looks like it needs a key.');
  });
});

describe('parseAdventureCommand', () => {
  it.each<[string, ParsedAdventureCommand]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['HELP', { kind: 'help' }],
    ['look', { kind: 'look' }],
    [' L ', { kind: 'look' }],
    ['i', { kind: 'inventory' }],
    ['Inventory', { kind: 'inventory' }],
    ['quit', { kind: 'quit' }],
    ['restart', { kind: 'restart' }],
    ['go north', { kind: 'go', direction: 'north' }],
    ['move   n', { kind: 'go', direction: 'north' }],
    ['walk s', { kind: 'go', direction: 'south' }],
    ['head East', { kind: 'go', direction: 'east' }],
    ['go through the door', { kind: 'go', direction: 'door' }],
    ['go', { kind: 'go', direction: null }],
    ['w', { kind: 'go', direction: 'west' }],
    ['u', { kind: 'go', direction: 'up' }],
    ['d', { kind: 'go', direction: 'down' }],
    ['back', { kind: 'go', direction: 'back' }],
    ['door', { kind: 'go', direction: 'door' }],
    ['examine the chest', { kind: 'act', verb: 'examine', object: 'chest' }],
    ['look at portraits', { kind: 'act', verb: 'examine', object: 'portraits' }],
    ['take a torch', { kind: 'act', verb: 'take', object: 'torch' }],
    ['get tome', { kind: 'act', verb: 'take', object: 'tome' }],
    ['pick up the pen', { kind: 'act', verb: 'take', object: 'pen' }],
    ['drop key', { kind: 'act', verb: 'drop', object: 'key' }],
    ['read A Clean, Well-Lighted Place', { kind: 'act', verb: 'read', object: 'clean well lighted place' }],
    ['use torch', { kind: 'act', verb: 'use', object: 'torch' }],
    ['use the tome on the door', { kind: 'useOn', item: 'tome', target: 'door' }],
    ['talk to ghosts', { kind: 'act', verb: 'talk to', object: 'ghosts' }],
    ['speak to the ghosts', { kind: 'act', verb: 'talk to', object: 'ghosts' }],
    ['speak one true sentence', { kind: 'say', words: 'one true sentence' }],
    ['say "Hello!"', { kind: 'say', words: 'hello' }],
    ['pull lever', { kind: 'act', verb: 'pull', object: 'lever' }],
    ['push lever', { kind: 'act', verb: 'push', object: 'lever' }],
    ['open chest', { kind: 'act', verb: 'open', object: 'chest' }],
    ['write truth', { kind: 'act', verb: 'write', object: 'truth' }],
    ['take', { kind: 'act', verb: 'take', object: '' }],
    ['dance', { kind: 'unknown', text: 'dance' }],
  ])('reads %j', (input, expected) => {
    expect(parseAdventureCommand(input)).toEqual(expected);
  });
});

describe('every answer of the grammar', () => {
  const start = createAdventure();
  const hallway = play(['n']);
  const library = play(['n', 'e']);
  const study = play(['n', 'e', 'n']);
  const withTorch = play(['take torch']);

  it.each<[string, AdventureState, string, readonly string[]]>([
    ['help', start, 'help', ADVENTURE_HELP_LINES],
    ['look', start, 'look', describeAdventureRoom(start)],
    ['l', hallway, 'l', describeAdventureRoom(hallway)],
    ['examine the room', start, 'examine room', describeAdventureRoom(start)],
    ['empty inventory', start, 'inventory', [ADVENTURE_MESSAGES.inventoryEmpty]],
    ['inventory', withTorch, 'i', [ADVENTURE_MESSAGES.inventory(['torch'])]],
    ['quit', start, 'quit', [ADVENTURE_MESSAGES.quitting]],
    ['unknown command', start, 'sing a song', [ADVENTURE_MESSAGES.unknownCommand]],
    ['bad direction', start, 'go west', ["You can't go west from here."]],
    ['bad bare direction', start, 'up', ["You can't go up from here."]],
    ['nonsense direction', start, 'go sideways', ["You can't go sideways from here."]],
    ['go without a direction', start, 'go', [ADVENTURE_MESSAGES.goWhere]],
    ['locked door', hallway, 'w', ['The door is locked. It looks like it needs a key.']],
    ['unmet prerequisite', hallway, 'open door', [ADVENTURE_MESSAGES.cannotYet]],
    ['examine an item', start, 'examine torch', [items.torch.description]],
    ['examine something absent', start, 'look at the moon', [ADVENTURE_MESSAGES.notHere('moon')]],
    ['examine without an object', start, 'examine', [ADVENTURE_MESSAGES.whatToDo('examine')]],
    ['take', start, 'take torch', [items.torch.takeText]],
    ['take something absent', start, 'get key', [ADVENTURE_MESSAGES.notHere('key')]],
    ['take twice', withTorch, 'take torch', [ADVENTURE_MESSAGES.alreadyCarrying('torch')]],
    [
      'take the fixed',
      play(['n', 'e', 'take tome', 'w', 'pull lever', 'd', 'use tome on door', 'door']),
      'take manuscript',
      [items['truth manuscript'].fixedText ?? ''],
    ],
    ['drop', withTorch, 'drop torch', [ADVENTURE_MESSAGES.dropped('torch')]],
    ['drop what is not carried', start, 'drop pen', [ADVENTURE_MESSAGES.notCarrying('pen')]],
    ['read', library, 'read tome', [items['ancient tome'].readText ?? '']],
    ['read what cannot be read', withTorch, 'read torch', [ADVENTURE_MESSAGES.nothingToRead('torch')]],
    ['read a letter not yet taken', study, 'read letter', [ADVENTURE_MESSAGES.cannotYet]],
    ['read a letter in hand', play(['take letter'], study), 'read letter', [items['mysterious letter'].readText ?? '']],
    ['use', withTorch, 'use torch', [items.torch.useText ?? '']],
    ['use an item lying here', start, 'use torch', [ADVENTURE_MESSAGES.cannotYet]],
    ['use an item without a use', play(['examine chest']), 'use key', [ADVENTURE_MESSAGES.noUse('rusty key')]],
    ['use on without effect', withTorch, 'use torch on chest', [ADVENTURE_MESSAGES.noUseOn('torch', 'chest')]],
    ['use on without the item', start, 'use pen on chest', [ADVENTURE_MESSAGES.notCarrying('pen')]],
    ['talk to no one', start, 'talk to the moss', [ADVENTURE_MESSAGES.noOneToTalkTo('moss')]],
    ['talk without anyone', start, 'talk', [ADVENTURE_MESSAGES.talkToWhom]],
    ['say', start, 'say hello there', [ADVENTURE_MESSAGES.wordsFade('hello there')]],
    ['say nothing', start, 'say', [ADVENTURE_MESSAGES.whatToDo('say')]],
    ['password without meaning', start, 'say one true sentence', [ADVENTURE_MESSAGES.passwordWithoutMeaning]],
    ['pull nothing', start, 'pull rope', [ADVENTURE_MESSAGES.nothingHappens('pull', 'rope')]],
    ['push nothing', start, 'push wall', [ADVENTURE_MESSAGES.nothingHappens('push', 'wall')]],
    ['open', start, 'open chest', [rooms.start.interactions[0]?.text ?? '', ADVENTURE_MESSAGES.itemAdded('rusty key')]],
    ['write nowhere', start, 'write poem', [ADVENTURE_MESSAGES.nothingHappens('write', 'poem')]],
  ])('%s', (_name, state, command, expected) => {
    expect(applyAdventureCommand(state, command).output).toEqual(expected);
  });

  it('ignores empty input entirely', () => {
    expect(applyAdventureCommand(start, '   ')).toEqual({ state: start, output: [], events: [] });
  });

  it('does not care about case or extra spaces', () => {
    const shouted = applyAdventureCommand(hallway, '  EXAMINE    THE   Portraits  ');
    expect(shouted.output).toEqual(applyAdventureCommand(hallway, 'examine portraits').output);
  });

  it('keeps what was typed and answered in the history', () => {
    const { state } = applyAdventureCommand(start, 'Take Torch');
    expect(state.history.slice(-2)).toEqual([
      { kind: 'command', text: '> Take Torch' },
      { kind: 'text', text: items.torch.takeText },
    ]);
  });

  it('never changes the state it is given', () => {
    const before = JSON.stringify(hallway);
    applyAdventureCommand(hallway, 'examine portraits');
    applyAdventureCommand(hallway, 'dance');
    expect(JSON.stringify(hallway)).toBe(before);
  });

  it('moves a dropped item into the room, where it can be taken again', () => {
    const dropped = play(['take torch', 'n', 'drop torch']);
    expect(dropped.inventory).toEqual([]);
    expect(applyAdventureCommand(dropped, 'look').output).toContain(ADVENTURE_MESSAGES.itemsHere(['torch']));
    expect(play(['take torch'], dropped).inventory).toEqual(['torch']);
  });
});
