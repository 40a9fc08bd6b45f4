import { describe, expect, it } from 'vitest';
import { matchTerminalReply } from './reply.js';

const choices = [
  { label: 'Explain the darkness.', next: 'a' },
  { label: 'Stay a little longer.', next: 'b' },
  { label: 'Exit.', next: 'c' },
];

describe('matchTerminalReply', () => {
  it.each([
    ['1', 0],
    ['2', 1],
    [' 3 ', 2],
    ['0', 0],
    ['4', 0],
    ['99', 0],
    ['darkness', 0],
    ['STAY', 1],
    ['exit', 2],
    ['a little', 1],
    ['I want pancakes', 0],
    ['-2', 0],
    ['2.5', 0],
  ])('%j picks choice %i', (reply, index) => {
    expect(matchTerminalReply(choices, reply)).toBe(index);
  });

  it('takes the first label that matches when several do', () => {
    expect(matchTerminalReply(choices, 'e')).toBe(0);
    expect(matchTerminalReply(choices, 'xit')).toBe(2);
  });

  it('picks nothing for a blank reply or an empty list', () => {
    expect(matchTerminalReply(choices, '   ')).toBeNull();
    expect(matchTerminalReply([], 'hello')).toBeNull();
  });
});
