import { NPC_CATALOGUE } from './catalogue.js';
import type { NpcDefinition } from './types.js';

/**
 * A guide's lines are directions ('Walk with the arrow keys…'), not quotes: the dialog offers no Save
 * for them, the server refuses them as saved quotes, and lists skip any saved before (decision 0244).
 */
export function offersQuotes(npc: Pick<NpcDefinition, 'type'>): boolean {
  return npc.type !== 'guide';
}

/** Case, surrounding and repeated inner whitespace do not make a tip new (as saved quotes compare, decision 0112). */
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const GUIDE_TIPS: ReadonlySet<string> = new Set(
  Object.values(NPC_CATALOGUE)
    .filter((npc) => !offersQuotes(npc))
    .flatMap((npc) => [
      npc.greeting,
      ...(npc.greetingAgain ? [npc.greetingAgain] : []),
      ...npc.dialogue.map((line) => line.text),
    ])
    .map(normalize),
);

/** True when the text is one of a guide's lines (a tip or a greeting), however it is spaced or cased. */
export function isGuideTip(quote: { text: string }): boolean {
  return GUIDE_TIPS.has(normalize(quote.text));
}

/** The list without guide tips, in its order (what a collection, its PDF and the profile show). */
export function withoutGuideTips<T extends { text: string }>(quotes: readonly T[]): T[] {
  return quotes.filter((quote) => !isGuideTip(quote));
}
