import { randomInt, type Rng } from '../shared/rng.js';
import { isGreetingOnly, meaningfulWords, wordTopics } from './prompt-words.js';
import { NPC_RESPONSE_FRAMING } from './response-framing.js';
import type { NpcDefinition, NpcQuote } from './types.js';

/** What an NPC says to a free-text prompt; `quote` is what the player may save. */
export interface NpcResponse {
  text: string;
  quote?: { text: string; author: string };
}

const EXACT_WORD_SCORE = 3;
const SAME_TOPIC_SCORE = 1;

function scoreQuote(promptWords: readonly string[], quote: NpcQuote): number {
  const quoteWords = new Set(meaningfulWords(quote.text));
  const quoteTopics = new Set([...quoteWords].flatMap(wordTopics));
  let score = 0;
  for (const word of promptWords) {
    if (quoteWords.has(word)) score += EXACT_WORD_SCORE;
    else if (wordTopics(word).some((topic) => quoteTopics.has(topic))) score += SAME_TOPIC_SCORE;
  }
  return score;
}

function pickOne<T>(items: readonly T[], rng: Rng): T | undefined {
  return items.length === 0 ? undefined : items[randomInt(rng, 0, items.length - 1)];
}

/** Another person's words carry their name; the NPC's own need none. */
function renderLine(npc: NpcDefinition, line: NpcQuote): string {
  if (npc.type === 'guide') return line.text;
  const credit = line.author === npc.name ? '' : ` — ${line.author}`;
  return `"${line.text}"${credit}`;
}

/** Guides give tips, not quotes, so there is nothing to save from them (decision 0116). */
function savable(npc: NpcDefinition, line: NpcQuote): NpcResponse['quote'] {
  return npc.type === 'guide' ? undefined : { text: line.text, author: line.author };
}

/**
 * An offline answer (spec 01 §2 NPC talk): the NPC's line that best matches
 * the prompt's words, introduced in the NPC's voice. An empty or greeting
 * prompt gets the greeting; a prompt nothing matches gets a line chosen by
 * `rng`. The same prompt and seed always give the same answer.
 */
export function respondToPrompt(npc: NpcDefinition, prompt: string, rng: Rng): NpcResponse {
  const words = meaningfulWords(prompt);
  if (words.length === 0 || isGreetingOnly(prompt) || npc.dialogue.length === 0) return { text: npc.greeting };

  const scored = npc.dialogue.map((line) => ({ line, score: scoreQuote(words, line) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const framing = NPC_RESPONSE_FRAMING[npc.type];
  const matched = best > 0;
  const candidates = matched ? scored.filter((entry) => entry.score === best).map((entry) => entry.line) : npc.dialogue;
  const line = pickOne(candidates, rng);
  const intro = pickOne(matched ? framing.match : framing.noMatch, rng);
  if (!line) return { text: npc.greeting };

  const text = intro ? `${intro} ${renderLine(npc, line)}` : renderLine(npc, line);
  const quote = savable(npc, line);
  return quote ? { text, quote } : { text };
}
