import { describe, expect, it } from 'vitest';
import { ADVENTURE_MESSAGES, ADVENTURE_SCREEN_TEXTS } from '../messages/adventure.js';
import {
  ADVENTURE_AUTOSAVE_DEBOUNCE_MS,
  ADVENTURE_COMPLETION_EXP,
  ADVENTURE_ENDING_MUSIC_VOLUME,
  ADVENTURE_INSPIRATION_START,
  ADVENTURE_LEARNING_REWARD,
  ADVENTURE_MUSIC_VOLUME,
  ADVENTURE_TYPEWRITER_MS_PER_CHAR,
} from './adventure-constants.js';
import { createAdventure, restartAdventure } from './adventure-state.js';
import type { AdventureState } from './adventure-types.js';
import { applyAdventureCommand } from './apply-command.js';

function play(commands: readonly string[], from: AdventureState = createAdventure()): AdventureState {
  return commands.reduce((state, command) => applyAdventureCommand(state, command).state, from);
}

describe('inspiration', () => {
  it('keeps the constants of spec 02 §9', () => {
    expect(ADVENTURE_INSPIRATION_START).toBe(100);
    expect(ADVENTURE_TYPEWRITER_MS_PER_CHAR).toBe(30);
    expect(ADVENTURE_AUTOSAVE_DEBOUNCE_MS).toBe(2000);
    expect(ADVENTURE_MUSIC_VOLUME).toBe(0.3);
    expect(ADVENTURE_ENDING_MUSIC_VOLUME).toBe(0.4);
    expect(ADVENTURE_COMPLETION_EXP).toBe(100);
    expect(ADVENTURE_LEARNING_REWARD).toBe(10);
  });

  it('starts at 100', () => {
    expect(createAdventure().inspiration).toBe(100);
  });

  // Spec 02 §4: the Game Over overlay exists, but nothing lowers inspiration (decision 0240).
  it('costs nothing for an unknown command: it only says so', () => {
    const result = applyAdventureCommand(createAdventure(), 'dance wildly');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.unknownCommand]);
    expect(result.state.inspiration).toBe(100);
    expect(result.events).toEqual([]);
  });

  it.each([
    ['a bad direction', 'south'],
    ['a locked door', 'north', 'west'],
    ['an unmet prerequisite', 'north', 'open door'],
    ['taking what is not there', 'take lamp'],
    ['examining what is not there', 'examine bookshelves'],
    ['examining with no object', 'examine'],
    ['reading what has no words', 'take torch', 'read torch'],
    ['talking to no one', 'talk to the moss'],
    ['wrong words at the passage door', 'n', 'examine portraits', 'down', 'say open sesame'],
  ])('costs nothing for a failed action: %s', (_name, ...commands) => {
    const before = play(commands.slice(0, -1));
    const result = applyAdventureCommand(before, commands.at(-1) ?? '');
    expect(result.output.length).toBeGreaterThan(0);
    expect(result.state.inspiration).toBe(100);
    expect(result.events.filter((event) => event.type === 'inspirationChanged')).toEqual([]);
  });

  it('never runs dry, however long a player flails', () => {
    const flailing = play(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 'xyzzy' : 'examine nothing')));
    expect(flailing.inspiration).toBe(100);
    expect(flailing.status).toBe('playing');
  });

  it.each([['look'], ['help'], ['inventory'], ['examine chest'], ['take torch'], ['say hello']])(
    'costs nothing for a command that works: %s',
    (command) => {
      expect(applyAdventureCommand(createAdventure(), command).state.inspiration).toBe(100);
    },
  );

  // A run saved under the old rules of decision 0132 may have lost some; learning gives it back.
  const savedTired = (commands: readonly string[], inspiration: number): AdventureState => ({
    ...play(commands),
    inspiration,
  });

  it('gives 10 back for learning something new', () => {
    const result = applyAdventureCommand(savedTired(['n', 'east'], 85), 'read tome');
    expect(result.state.inspiration).toBe(95);
    expect(result.events).toEqual([
      { type: 'learned', flag: 'password' },
      { type: 'inspirationChanged', inspiration: 95, delta: 10 },
    ]);
  });

  it('caps the reward at 100', () => {
    const result = applyAdventureCommand(savedTired(['n', 'east'], 95), 'read tome');
    expect(result.state.inspiration).toBe(100);
    const full = applyAdventureCommand(play(['n', 'east']), 'read tome');
    expect(full.state.inspiration).toBe(100);
    expect(full.events).toEqual([{ type: 'learned', flag: 'password' }]);
  });

  it('gives nothing for learning the same thing twice, even in another way', () => {
    const learnt = savedTired(['n', 'east', 'read book'], 95);
    const result = applyAdventureCommand(learnt, 'read ancient tome');
    expect(result.state.inspiration).toBe(95);
    expect(result.events).toEqual([]);
  });
});

/**
 * The Game Over overlay exists (spec 02 §2) though nothing in play lowers inspiration (§4): a run
 * can only be over by victory now. The engine still answers a run marked over the way it always did.
 */
describe('game over', () => {
  const over: AdventureState = { ...play(['take torch', 'examine chest', 'n']), inspiration: 0, status: 'gameOver' };

  it('keeps the overlay texts', () => {
    expect(ADVENTURE_SCREEN_TEXTS.gameOverTitle).toBe('Game Over');
    expect(ADVENTURE_SCREEN_TEXTS.exit).toBe('Exit');
    expect(ADVENTURE_SCREEN_TEXTS.tryAgain).toBe('Try Again');
  });

  it('refuses everything but restart and quit, changing nothing', () => {
    const result = applyAdventureCommand(over, 'north');
    expect(result.state).toBe(over);
    expect(result.output).toEqual([ADVENTURE_MESSAGES.finishedGameOver]);
    expect(applyAdventureCommand(over, 'quit').events).toEqual([{ type: 'quit', delayMs: 1000 }]);
  });

  it('Try Again resets to the start room with empty inventory and history', () => {
    const fresh = restartAdventure();
    expect(fresh.currentRoom).toBe('start');
    expect(fresh.inventory).toEqual([]);
    expect(fresh.inspiration).toBe(100);
    expect(fresh.history.some((entry) => entry.kind === 'command')).toBe(false);
    expect(applyAdventureCommand(over, 'try again').state).toEqual(fresh);
  });
});
