import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.js';
import { NPC_TALK_TEXTS } from '../messages/npcs.js';
import { NPC_CATALOGUE } from './catalogue.js';
import { converse, parseConversationLog, type ConversationLog } from './conversation.js';

const ada = NPC_CATALOGUE.ada_lovelace;

/** Talks `times` times from an empty log; answers what was said each time. */
function talk(times: number, npc = ada, from: ConversationLog = {}) {
  let log = from;
  const said = [];
  for (let i = 0; i < times; i += 1) {
    const next = converse(npc, log);
    said.push(next.conversation);
    log = next.log;
  }
  return { said, log };
}

describe('NPC conversations', () => {
  it('says the catalogue lines in turn, starting over after the last', () => {
    const { said } = talk(ada.dialogue.length + 2);
    expect(said.map((c) => c.quote)).toEqual([...ada.dialogue, ada.dialogue[0], ada.dialogue[1]]);
    expect(new Set(said.slice(0, ada.dialogue.length).map((c) => c.quote?.text)).size).toBe(ada.dialogue.length);
  });

  it('greets a stranger with the first greeting and someone met before with the second', () => {
    const [first, second, third] = talk(3).said;
    expect(first).toMatchObject({ greeting: ada.greeting, metBefore: false });
    expect(second).toMatchObject({ greeting: ada.greetingAgain, metBefore: true });
    expect(third?.greeting).toBe(ada.greetingAgain);
    expect(ada.greetingAgain).not.toBe(ada.greeting);
  });

  it('gives every catalogue NPC a met-before greeting of their own', () => {
    for (const npc of Object.values(NPC_CATALOGUE)) expect(npc.greetingAgain, npc.id).toBeTruthy();
  });

  it('falls back to the shared met-before text for an NPC without one', () => {
    const plain = { ...ada, greetingAgain: undefined };
    expect(talk(2, plain).said[1]?.greeting).toBe(formatMessage(NPC_TALK_TEXTS.metBefore, { name: ada.name }));
  });

  it('counts talks per NPC, leaving the others as they were, and never changes the log it was given', () => {
    const before: ConversationLog = { john_muir: 4 };
    const { log } = talk(2, ada, before);
    expect(log).toEqual({ john_muir: 4, ada_lovelace: 2 });
    expect(before).toEqual({ john_muir: 4 });
    expect(converse(NPC_CATALOGUE.john_muir, log).conversation.quote).toBe(
      NPC_CATALOGUE.john_muir.dialogue[4 % NPC_CATALOGUE.john_muir.dialogue.length],
    );
  });

  it('has no quote for an NPC with no lines', () => {
    expect(converse({ ...ada, dialogue: [] }, {}).conversation.quote).toBeNull();
  });

  it('reads back only whole, non-negative counts from storage', () => {
    expect(parseConversationLog({ guide: 2, ada_lovelace: -1, oscar_wilde: 1.5, zeus_weatherman: '3' })).toEqual({
      guide: 2,
    });
    expect(parseConversationLog(null)).toEqual({});
    expect(parseConversationLog([1, 2])).toEqual({});
    expect(parseConversationLog('guide')).toEqual({});
  });
});
