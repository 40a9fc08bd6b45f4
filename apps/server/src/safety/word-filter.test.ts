import { describe, expect, it } from 'vitest';
import { BUILT_IN_ARTIFACTS, BUILT_IN_MAP_READABLE_NAMES, BUILT_IN_QUOTES, NPC_CATALOGUE } from '@authentic/core';
import { createWordFilter } from './word-filter.js';

const filter = createWordFilter({ enabled: true, extra: [], allow: [] });

describe('word filter', () => {
  it('lets ordinary words through, including ones that hold a listed word', () => {
    for (const text of [
      'Scunthorpe',
      'assistant',
      'classic',
      'Hemingway',
      'Cockburn',
      'analysis',
      'grape',
      'therapist',
      'Dickens',
      'passage',
      'cocktail',
      'pass the bass',
      'Sussex',
      'shitake', // close enough to tempt a naive filter
      'hello_world42',
      'Emily Dickinson',
      'Moby-Dick',
      'cockpit',
    ]) {
      expect(filter.flags(text), text).toBe(false);
    }
  });

  it("passes the game's own texts: quotes, NPCs, built-in artifacts and map names", () => {
    const texts = [
      ...BUILT_IN_QUOTES.flatMap((q) => [q.text, q.author]),
      ...Object.values(NPC_CATALOGUE).flatMap((npc) => [npc.name, npc.greeting, ...npc.dialogue.map((d) => d.text)]),
      ...BUILT_IN_ARTIFACTS.flatMap((a) => [a.name, a.description, a.content, a.riddle ?? '']),
      ...Object.values(BUILT_IN_MAP_READABLE_NAMES),
    ];
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => filter.flags(text))).toEqual([]);
  });

  it('flags profanity, also disguised, and stars it out for chat', () => {
    for (const text of ['fuck you', 'sh1t', 'FUUUCK', 'what a b!tch']) expect(filter.flags(text), text).toBe(true);
    expect(filter.censor('well fuck that')).toBe('well **** that');
    expect(filter.censor('a kind word')).toBe('a kind word');
  });

  it('adds the operator’s words as whole words and lets allowed ones through', () => {
    const custom = createWordFilter({ enabled: true, extra: ['zorp', ' Blargh '], allow: ['shit'] });
    expect(custom.flags('you zorp')).toBe(true);
    expect(custom.flags('BLARGH')).toBe(true);
    expect(custom.flags('zorpy')).toBe(false);
    expect(custom.flags('oh shit')).toBe(false);
    expect(custom.flags('fuck')).toBe(true);
    // Pattern syntax in an operator's word means itself.
    expect(() => createWordFilter({ enabled: true, extra: ['a[b]?|c\\'], allow: [] })).not.toThrow();
  });

  it('does nothing when turned off', () => {
    const off = createWordFilter({ enabled: false, extra: ['zorp'], allow: [] });
    expect(off.flags('fuck zorp')).toBe(false);
    expect(off.censor('fuck')).toBe('fuck');
  });
});
