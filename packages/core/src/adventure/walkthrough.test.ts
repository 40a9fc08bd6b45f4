import { describe, expect, it } from 'vitest';
import { ADVENTURE_ENDING_LINES, ADVENTURE_MESSAGES, ADVENTURE_SCREEN_TEXTS } from '../messages/adventure.js';
import { ADVENTURE_COMPLETE_MARKER, ADVENTURE_COMPLETION_EXP } from './adventure-constants.js';
import type { AdventureEvent, AdventureState } from './adventure-types.js';
import { applyAdventureCommand } from './apply-command.js';
import { createAdventure } from './adventure-state.js';
import { ADVENTURE_WORLD } from './adventure-world.js';

function play(commands: readonly string[], from: AdventureState = createAdventure()): AdventureState {
  return commands.reduce((state, command) => applyAdventureCommand(state, command).state, from);
}

const eventTypes = (events: readonly AdventureEvent[]) => events.map((event) => event.type);

/** The shortest honest path: every step a player would type, and what they would see. */
const WINNING_RUN: readonly (readonly [command: string, firstLine: string, events: readonly string[]])[] = [
  ['examine chest', 'You lift the heavy lid. Inside, on a bed of rotted velvet, lies a rusty key.', ['itemTaken']],
  ['take torch', 'You lift the torch from its sconce. The shadows rearrange themselves around you.', ['itemTaken']],
  ['north', 'You go north.', ['roomChanged']],
  ['examine portraits', ADVENTURE_WORLD.rooms.hallway.interactions[0]?.text ?? '', ['exitRevealed']],
  ['e', 'You go east.', ['roomChanged']],
  ['read book', ADVENTURE_WORLD.items['ancient tome'].readText ?? '', ['learned']],
  ['take tome', 'You lift the ancient tome from the desk. It is heavier than paper ought to be.', ['itemTaken']],
  ['go west', 'You go west.', ['roomChanged']],
  [
    'w',
    'You turn the rusty key in the lock. It grinds, catches, and the oak door gives with a groan.',
    ['exitUnlocked', 'roomChanged'],
  ],
  [
    'take pen',
    "You take the writer's pen. It settles in your fingers as if it had been waiting for them.",
    ['itemTaken'],
  ],
  ['e', 'You go east.', ['roomChanged']],
  ['d', 'You go down.', ['roomChanged']],
  ['read quotes', ADVENTURE_WORLD.rooms.secretPassage.interactions[0]?.text ?? '', ['learned']],
  [
    'say one true sentence',
    ADVENTURE_WORLD.rooms.secretPassage.lockedExits?.door?.unlockText ?? '',
    ['exitUnlocked', 'learned'],
  ],
  ['door', 'You step through the door.', ['roomChanged']],
  ['talk to ghosts', ADVENTURE_WORLD.rooms.sanctuary.interactions[1]?.text ?? '', ['learned']],
  ['write truth', ADVENTURE_WORLD.rooms.sanctuary.interactions[2]?.text ?? '', ['victory']],
];

describe("a full walkthrough of The Writer's Journey", () => {
  it('wins the game command by command', () => {
    let state = createAdventure();
    for (const [command, firstLine, events] of WINNING_RUN) {
      const result = applyAdventureCommand(state, command);
      expect(result.output[0], command).toBe(firstLine);
      expect(
        eventTypes(result.events).filter((type) => type !== 'inspirationChanged'),
        command,
      ).toEqual(events);
      state = result.state;
    }
    expect(state.status).toBe('victory');
    expect(state.currentRoom).toBe('sanctuary');
    expect(state.inventory).toEqual(['rusty key', 'torch', 'ancient tome', "the writer's pen"]);
    expect(state.completedInteractions).toContain(ADVENTURE_COMPLETE_MARKER);
    expect(state.knowledge).toEqual([
      'library::password',
      'secretPassage::writing_truth',
      'secretPassage::used_password',
      'sanctuary::final_task',
    ]);
    expect(state.inspiration).toBe(100);
  });

  it('plays the ending and reports the reward with the victory event', () => {
    const beforeTheEnd = play(WINNING_RUN.slice(0, -1).map(([command]) => command));
    const result = applyAdventureCommand(beforeTheEnd, 'write truth');
    expect(result.output.slice(1)).toEqual(ADVENTURE_ENDING_LINES);
    expect(result.events).toContainEqual({ type: 'victory', rewardExp: ADVENTURE_COMPLETION_EXP });
    expect(ADVENTURE_SCREEN_TEXTS.completeTitle).toBe('Adventure Complete');
    expect(ADVENTURE_SCREEN_TEXTS.continueJourney).toBe('Continue Your Journey');
  });

  it('also wins with the lever, the tome on the door and the pen on the manuscript', () => {
    const state = play([
      'examine chest',
      'n',
      'pull lever',
      'east',
      'get the ancient tome',
      'west',
      'west',
      'pick up pen',
      'e',
      'down',
      'use tome on door',
      'door',
      'speak to the spirits',
      "use the writer's pen on the manuscript",
    ]);
    expect(state.status).toBe('victory');
  });

  it('answers every command after victory with a clear message and changes nothing', () => {
    const won = play(WINNING_RUN.map(([command]) => command));
    for (const command of ['look', 'north', 'take manuscript', 'xyzzy']) {
      const result = applyAdventureCommand(won, command);
      expect(result.state).toBe(won);
      expect(result.output).toEqual([ADVENTURE_MESSAGES.finishedVictory]);
      expect(result.events).toEqual([]);
    }
  });

  it('starts a fresh run on restart after victory', () => {
    const won = play(WINNING_RUN.map(([command]) => command));
    const result = applyAdventureCommand(won, 'restart');
    expect(result.state).toEqual(createAdventure());
    expect(result.events).toEqual([{ type: 'restarted' }]);
  });
});
