import { describe, expect, it } from 'vitest';
import { seededRng } from '../shared/rng.js';
import { NPC_CATALOGUE } from './catalogue.js';
import { respondToPrompt } from './respond.js';

const { john_muir, ada_lovelace, william_shakespeare, zeus_weatherman, guide, ernest_hemingway } = NPC_CATALOGUE;

describe('NPC answers to free text', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('John Muir answers the mountains with a mountain quote (seed %i)', (seed) => {
    const answer = respondToPrompt(john_muir, 'Tell me about the MOUNTAINS', seededRng(seed));
    expect(answer.quote?.text).toMatch(/mountains/);
    expect(answer.quote?.author).toBe('John Muir');
    expect(answer.text).toContain(answer.quote?.text);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('Ada Lovelace answers machines with the Engine (seed %i)', (seed) => {
    const answer = respondToPrompt(ada_lovelace, 'what can machines do?', seededRng(seed));
    expect(answer.quote?.text).toMatch(/engine|mechanism/i);
  });

  it.each([
    ['Ada Lovelace', 'Could the engine compose music?', ada_lovelace, /music/],
    ['Shakespeare', 'What do you know of love?', william_shakespeare, /true love/],
    ['Shakespeare', 'I dream of sleeping', william_shakespeare, /dreams/],
    ['Hemingway', 'What was the war like?', ernest_hemingway, /sacred, glorious/],
    ['Hemingway', 'How do you write?', ernest_hemingway, /need to write/],
    ['Zeus', 'Will it rain tomorrow?', zeus_weatherman, /rain must fall/],
    ['the guide', 'How do I move around?', guide, /arrow keys/],
    ['the guide', 'where is the inventory', guide, /inventory/],
  ])('%s picks the most relevant line for %j', (_who, prompt, npc, expected) => {
    for (const seed of [1, 2, 3]) expect(respondToPrompt(npc, prompt, seededRng(seed)).text).toMatch(expected);
  });

  it('credits the poet when Zeus quotes someone else', () => {
    const answer = respondToPrompt(zeus_weatherman, 'rain', seededRng(1));
    expect(answer.quote?.author).toBe('Henry Wadsworth Longfellow');
    expect(answer.text).toContain('— Henry Wadsworth Longfellow');
  });

  it.each(['', '   ', '?!', 'hello', 'Hi there!'])('greets the player for %j', (prompt) => {
    expect(respondToPrompt(john_muir, prompt, seededRng(1))).toEqual({ text: john_muir.greeting });
  });

  it.each(Object.values(NPC_CATALOGUE).map((npc) => [npc.id, npc] as const))(
    '%s never answers nonsense with nothing',
    (_id, npc) => {
      for (const prompt of ['', 'xyzzy plugh', 'qwertyuiop asdf']) {
        const answer = respondToPrompt(npc, prompt, seededRng(11));
        expect(answer.text.trim()).not.toBe('');
      }
      const answer = respondToPrompt(npc, 'xyzzy plugh', seededRng(11));
      expect(npc.dialogue.some((line) => answer.text.includes(line.text))).toBe(true);
    },
  );

  it('gives the same answer for the same prompt and seed', () => {
    for (const prompt of ['tell me about the mountains', 'xyzzy', 'what is life?']) {
      expect(respondToPrompt(john_muir, prompt, seededRng(123))).toEqual(
        respondToPrompt(john_muir, prompt, seededRng(123)),
      );
    }
  });

  it('varies its wording across seeds', () => {
    const texts = new Set(
      Array.from({ length: 30 }, (_, seed) => respondToPrompt(john_muir, 'mountains', seededRng(seed)).text),
    );
    expect(texts.size).toBeGreaterThan(2);
  });

  it('offers no quote to save from a guide tip', () => {
    const answer = respondToPrompt(guide, 'how do I talk to people?', seededRng(1));
    expect(answer.text).toMatch(/press T/);
    expect(answer.quote).toBeUndefined();
  });
});
