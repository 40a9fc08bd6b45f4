import { describe, expect, it } from 'vitest';
import { NPC_CATALOGUE, findNpcDefinition } from './catalogue.js';
import { NPC_CATALOGUE_IDS } from './types.js';

const npcs = Object.values(NPC_CATALOGUE);

describe('NPC catalogue', () => {
  it('holds exactly the ids the maps place', () => {
    expect(Object.keys(NPC_CATALOGUE).sort()).toEqual(
      [
        'guide',
        'john_muir',
        'william_shakespeare',
        'ada_lovelace',
        'oscar_wilde',
        'alexander_pope',
        'zeus_weatherman',
        'ernest_hemingway',
        'yosemite_guide',
      ].sort(),
    );
    expect([...NPC_CATALOGUE_IDS].sort()).toEqual(Object.keys(NPC_CATALOGUE).sort());
    for (const [id, npc] of Object.entries(NPC_CATALOGUE)) expect(npc.id).toBe(id);
  });

  it.each(npcs.map((npc) => [npc.id, npc] as const))('%s has a name, sprite, greeting and five quotes', (_id, npc) => {
    expect(npc.name.trim()).not.toBe('');
    expect(npc.sprite).toMatch(/^npc-[a-z-]+$/);
    expect(npc.greeting.trim()).not.toBe('');
    expect(npc.dialogue).toHaveLength(5);
    for (const quote of npc.dialogue) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
    }
    expect(new Set(npc.dialogue.map((quote) => quote.text)).size).toBe(5);
  });

  it('credits real people with their own words and a named work', () => {
    const figures = npcs.filter((npc) => !['guide', 'weatherman'].includes(npc.type));
    expect(figures).toHaveLength(6);
    for (const npc of figures) {
      for (const quote of npc.dialogue) {
        expect(quote.author).toBe(npc.name);
        expect(quote.source).toBeTruthy();
      }
    }
  });

  it('takes Hemingway only from books published before 1930', () => {
    for (const quote of NPC_CATALOGUE.ernest_hemingway.dialogue) {
      const year = Number(/\((\d{4})\)/.exec(quote.source ?? '')?.[1]);
      expect(year).toBeLessThan(1930);
    }
  });

  it('has Zeus quote others by name and credit his own lines to himself', () => {
    const zeus = NPC_CATALOGUE.zeus_weatherman;
    for (const quote of zeus.dialogue) {
      if (quote.author === zeus.name) expect(quote.source).toBeUndefined();
      else expect(quote.source).toBeTruthy();
    }
  });

  it('gives the quest to the Yosemite guide only', () => {
    expect(NPC_CATALOGUE.yosemite_guide.quest?.title).toBe("Valley's Secrets");
    expect(npcs.filter((npc) => npc.quest)).toHaveLength(1);
  });

  it('looks up ids from outside', () => {
    expect(findNpcDefinition('john_muir')?.name).toBe('John Muir');
    expect(findNpcDefinition('gandalf')).toBeNull();
  });
});
