import { describe, expect, it } from 'vitest';
import { NPC_CATALOGUE } from './catalogue.js';
import { isGuideTip, offersQuotes, withoutGuideTips } from './guide-tips.js';

describe('guide tips', () => {
  it('guides offer no quotes to save; the historical figures and Zeus do', () => {
    expect(offersQuotes(NPC_CATALOGUE.guide)).toBe(false);
    expect(offersQuotes(NPC_CATALOGUE.yosemite_guide)).toBe(false);
    for (const id of ['john_muir', 'ada_lovelace', 'zeus_weatherman', 'ernest_hemingway'] as const) {
      expect(offersQuotes(NPC_CATALOGUE[id])).toBe(true);
    }
  });

  it("knows every guide's line, however it is spaced or cased", () => {
    for (const line of [...NPC_CATALOGUE.guide.dialogue, ...NPC_CATALOGUE.yosemite_guide.dialogue]) {
      expect(isGuideTip(line)).toBe(true);
    }
    expect(isGuideTip({ text: `  ${NPC_CATALOGUE.guide.dialogue[0]?.text.toUpperCase().replace(/ /g, '   ')} ` })).toBe(
      true,
    );
    expect(isGuideTip({ text: NPC_CATALOGUE.guide.greeting })).toBe(true);
  });

  it("leaves real quotes alone, including a figure's", () => {
    for (const line of NPC_CATALOGUE.john_muir.dialogue) expect(isGuideTip(line)).toBe(false);
    expect(isGuideTip({ text: 'Walk with the arrow keys' })).toBe(false);
  });

  it('drops guide tips from a list and keeps the rest in order', () => {
    const muir = NPC_CATALOGUE.john_muir.dialogue[0]!;
    const tip = NPC_CATALOGUE.guide.dialogue[0]!;
    const wilde = NPC_CATALOGUE.oscar_wilde.dialogue[0]!;
    expect(withoutGuideTips([muir, tip, wilde])).toEqual([muir, wilde]);
  });
});
