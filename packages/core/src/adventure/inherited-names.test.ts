import { describe, expect, it } from 'vitest';
import { createAdventure } from './adventure-state.js';
import { applyAdventureCommand } from './apply-command.js';
import { parseAdventureCommand } from './parse-command.js';

/** What a player types is looked up among the command tables' own entries, never inherited ones. */
describe('commands named like what every object inherits', () => {
  const names = ['constructor', '__proto__', 'toString', 'valueOf'];

  it.each(names)('%s is an unknown command, and going %s an ordinary direction', (name) => {
    const parsed = parseAdventureCommand(name);
    expect(typeof parsed.kind).toBe('string');
    expect(parsed.kind).not.toBe('help');
    const going = parseAdventureCommand(`go ${name}`);
    expect(going).toEqual({ kind: 'go', direction: name.toLowerCase() });
  });

  it.each(names)('%s played answers with words, not a crash', (name) => {
    for (const command of [name, `go ${name}`]) {
      const turn = applyAdventureCommand(createAdventure(), command);
      expect(turn.output.every((line) => typeof line === 'string')).toBe(true);
    }
  });
});
