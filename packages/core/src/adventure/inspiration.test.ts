import { describe, expect, it } from 'vitest';
import { ADVENTURE_MESSAGES, ADVENTURE_SCREEN_TEXTS } from '../messages/adventure.js';
import {
  ADVENTURE_AUTOSAVE_DEBOUNCE_MS,
  ADVENTURE_COMPLETION_EXP,
  ADVENTURE_ENDING_MUSIC_VOLUME,
  ADVENTURE_FAILURE_COST,
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
    expect(ADVENTURE_FAILURE_COST).toBe(5);
    expect(ADVENTURE_LEARNING_REWARD).toBe(10);
  });

  it('starts at 100', () => {
    expect(createAdventure().inspiration).toBe(100);
  });

  it('costs 5 for an unknown command', () => {
    const result = applyAdventureCommand(createAdventure(), 'dance wildly');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.unknownCommand]);
    expect(result.state.inspiration).toBe(95);
    expect(result.events).toEqual([{ type: 'inspirationChanged', inspiration: 95, delta: -5 }]);
  });

  it.each([
    ['a bad direction', 'south'],
    ['a locked door', 'north', 'west'],
    ['an unmet prerequisite', 'north', 'open door'],
    ['taking what is not there', 'take lamp'],
  ])('costs 5 for a failed action: %s', (_name, ...commands) => {
    const before = play(commands.slice(0, -1));
    const after = applyAdventureCommand(before, commands.at(-1) ?? '').state;
    expect(after.inspiration).toBe(before.inspiration - 5);
  });

  it.each([['look'], ['help'], ['inventory'], ['examine chest'], ['take torch'], ['say hello']])(
    'costs nothing for a command that works: %s',
    (command) => {
      expect(applyAdventureCommand(createAdventure(), command).state.inspiration).toBe(100);
    },
  );

  it('gives 10 back for learning something new', () => {
    const tired = play(['n', 'east', 'dance', 'dance', 'dance']);
    expect(tired.inspiration).toBe(85);
    const result = applyAdventureCommand(tired, 'read tome');
    expect(result.state.inspiration).toBe(95);
    expect(result.events).toEqual([
      { type: 'learned', flag: 'password' },
      { type: 'inspirationChanged', inspiration: 95, delta: 10 },
    ]);
  });

  it('caps the reward at 100', () => {
    const result = applyAdventureCommand(play(['n', 'east', 'dance']), 'read tome');
    expect(result.state.inspiration).toBe(100);
    const full = applyAdventureCommand(play(['n', 'east']), 'read tome');
    expect(full.state.inspiration).toBe(100);
    expect(full.events).toEqual([{ type: 'learned', flag: 'password' }]);
  });

  it('gives nothing for learning the same thing twice, even in another way', () => {
    const learnt = play(['n', 'east', 'read book', 'dance']);
    const result = applyAdventureCommand(learnt, 'read ancient tome');
    expect(result.state.inspiration).toBe(95);
    expect(result.events).toEqual([]);
  });
});

describe('game over', () => {
  const wasted = (count: number) => Array.from({ length: count }, () => 'flail');

  it('comes when inspiration reaches 0 by wasting it', () => {
    const nearlyDry = play(wasted(19));
    expect(nearlyDry.inspiration).toBe(5);
    expect(nearlyDry.status).toBe('playing');
    const result = applyAdventureCommand(nearlyDry, 'flail');
    expect(result.state.inspiration).toBe(0);
    expect(result.state.status).toBe('gameOver');
    expect(result.output).toEqual([ADVENTURE_MESSAGES.unknownCommand, ADVENTURE_MESSAGES.gameOver]);
    expect(result.events).toContainEqual({ type: 'gameOver' });
    expect(ADVENTURE_SCREEN_TEXTS.gameOverTitle).toBe('Game Over');
    expect(ADVENTURE_SCREEN_TEXTS.exit).toBe('Exit');
    expect(ADVENTURE_SCREEN_TEXTS.tryAgain).toBe('Try Again');
  });

  it('then refuses everything but restart and quit, changing nothing', () => {
    const over = play(wasted(20));
    const result = applyAdventureCommand(over, 'north');
    expect(result.state).toBe(over);
    expect(result.output).toEqual([ADVENTURE_MESSAGES.finishedGameOver]);
    expect(applyAdventureCommand(over, 'quit').events).toEqual([{ type: 'quit', delayMs: 1000 }]);
  });

  it('Try Again resets to the start room with empty inventory and history', () => {
    const over = play(['take torch', 'examine chest', 'n', ...wasted(20)]);
    expect(over.status).toBe('gameOver');
    const fresh = restartAdventure();
    expect(fresh.currentRoom).toBe('start');
    expect(fresh.inventory).toEqual([]);
    expect(fresh.inspiration).toBe(100);
    expect(fresh.history.some((entry) => entry.kind === 'command')).toBe(false);
    expect(applyAdventureCommand(over, 'try again').state).toEqual(fresh);
  });
});
