import { describe, expect, it } from 'vitest';
import { TERMINAL_WHISPERS } from '../messages/terminal.js';
import { seededRng } from '../shared/rng.js';
import { rollTerminalWhisper } from './whisper.js';

describe('rollTerminalWhisper', () => {
  it.each([1, 2, 3])('whispers about one time in five (seed %i)', (seed) => {
    const rng = seededRng(seed);
    const rolls = Array.from({ length: 10_000 }, () => rollTerminalWhisper(rng));
    const whispers = rolls.filter((roll) => roll !== null);
    expect(whispers.length / rolls.length).toBeGreaterThan(0.18);
    expect(whispers.length / rolls.length).toBeLessThan(0.22);
    expect(new Set(whispers)).toEqual(new Set(TERMINAL_WHISPERS));
  });

  it('stays silent on a high roll and whispers on a low one', () => {
    expect(rollTerminalWhisper(() => 0.2)).toBeNull();
    expect(rollTerminalWhisper(() => 0.19)).not.toBeNull();
  });
});
