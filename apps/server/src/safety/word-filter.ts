import {
  DataSet,
  RegExpMatcher,
  TextCensor,
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
} from 'obscenity';
import type { WordFilter } from '../realtime/seams.js';

/**
 * The word filter (issue 23): obscenity's English list with its recommended transformers (it sees
 * through leetspeak, confusable letters and repeated letters, and keeps its own whitelist so that
 * words like 'Scunthorpe', 'assistant' or 'classic' pass). It refuses usernames, artifact texts and
 * comments that hold a listed word; chat is sent censored.
 *
 * Set by the operator (config.ts): WORD_FILTER=off turns it off (nothing is flagged or censored);
 * WORD_FILTER_EXTRA adds words, matched as whole words, ignoring case; WORD_FILTER_ALLOW removes
 * words from the list (by the list's own word, e.g. 'tit') and lets them through anywhere.
 */
export interface WordFilterOptions {
  enabled: boolean;
  extra: readonly string[];
  allow: readonly string[];
}

/** Obscenity's pattern syntax gives meaning to these; an operator's word means itself. */
const escapePattern = (word: string): string => word.replace(/[[\]?|\\]/g, (c) => `\\${c}`);

/**
 * Ordinary words and names the list would flag (found by testing names, places and the game's own
 * quotes): let through whatever the operator sets. Add here rather than remove a word from the list.
 */
export const ALWAYS_ALLOWED_TERMS = ['dickinson', 'dickerson', 'moby dick', 'moby-dick', 'cockpit', 'penistone'];

const passThrough: WordFilter = { flags: () => false, censor: (text) => text };

export function createWordFilter(options: WordFilterOptions): WordFilter {
  if (!options.enabled) return passThrough;
  const allow = new Set(options.allow.map((word) => word.trim().toLowerCase()).filter(Boolean));
  const dataset = new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => allow.has(phrase.metadata?.originalWord ?? ''));
  for (const word of options.extra.map((w) => w.trim().toLowerCase()).filter(Boolean)) {
    // `|word|` anchors both ends to a word boundary: an added 'ass' does not flag 'class'.
    dataset.addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${escapePattern(word)}|`)),
    );
  }
  const built = dataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALWAYS_ALLOWED_TERMS, ...allow],
    ...englishRecommendedTransformers,
  });
  const censor = new TextCensor().setStrategy(asteriskCensorStrategy());
  return {
    flags: (text) => matcher.hasMatch(text),
    censor: (text) => censor.applyTo(text, matcher.getAllMatches(text)),
  };
}
