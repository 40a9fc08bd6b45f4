import { formatMessage } from '../messages.js';
import { NPC_TALK_TEXTS } from '../messages/npcs.js';
import type { NpcDefinition, NpcQuote } from './types.js';

/**
 * How many times the player has talked to each NPC, by id (decision 0244). Plain data: the web keeps
 * it in the browser, so a greeting knows whether the two have met, and the lines go on in turn.
 */
export type ConversationLog = Readonly<Record<string, number>>;

/** One conversation as the dialog shows it. */
export interface NpcConversation {
  greeting: string;
  /** The next of the NPC's catalogue lines, in order, starting over after the last; null when they have none. */
  quote: NpcQuote | null;
  metBefore: boolean;
}

/** A log kept small: the catalogue has nine NPCs, so anything past this many ids is not ours. */
export const CONVERSATION_LOG_MAX_IDS = 100;

type Speaker = Pick<NpcDefinition, 'id' | 'name' | 'greeting' | 'greetingAgain' | 'dialogue'>;

/** What `npc` says this time, and the log with this talk counted. Pure: the same log gives the same line. */
export function converse(npc: Speaker, log: ConversationLog): { conversation: NpcConversation; log: ConversationLog } {
  const talks = log[npc.id] ?? 0;
  const metBefore = talks > 0;
  const greeting = metBefore
    ? (npc.greetingAgain ?? formatMessage(NPC_TALK_TEXTS.metBefore, { name: npc.name }))
    : npc.greeting;
  const quote = npc.dialogue.length ? (npc.dialogue[talks % npc.dialogue.length] ?? null) : null;
  return { conversation: { greeting, quote, metBefore }, log: { ...log, [npc.id]: talks + 1 } };
}

/** A log read back from storage: only whole, non-negative counts under short ids; anything else is dropped. */
export function parseConversationLog(value: unknown): ConversationLog {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const log: Record<string, number> = {};
  for (const [id, talks] of Object.entries(value).slice(0, CONVERSATION_LOG_MAX_IDS)) {
    if (id.length <= 100 && typeof talks === 'number' && Number.isSafeInteger(talks) && talks >= 0) log[id] = talks;
  }
  return log;
}
