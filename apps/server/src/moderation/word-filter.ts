import {
  DataSet,
  RegExpMatcher,
  collapseDuplicatesTransformer,
  englishDataset,
  englishRecommendedWhitelistMatcherTransformers,
  parseRawPattern,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import { displayText } from '@authentic/core';
import type { WordFilter } from '../realtime/seams.js';
import { asShown, readUnits, toReadText } from './word-normalise.js';
import { fillWildcards } from './word-wildcards.js';

/**
 * The word filter (issue 23): obscenity's English list with its recommended transformers (it sees
 * through leetspeak, confusable letters and repeated letters, and keeps its own whitelist so that
 * words like 'Scunthorpe', 'assistant' or 'classic' pass). It refuses usernames, artifact texts and
 * comments that hold a listed word; chat is sent censored.
 *
 * Set by the operator (config.ts): WORD_FILTER=off turns it off (nothing is flagged or censored);
 * WORD_FILTER_EXTRA adds words, matched as whole words, ignoring case; WORD_FILTER_ALLOW removes
 * words from the list (by the list's own word, e.g. 'tit') and lets them through anywhere.
 *
 * The matcher reads the text as word-normalise.ts does (issue 33 item 10, decision 0265): no format
 * or bidi characters, no accents, lookalikes and leetspeak folded ('phuck', 'sh1t'), spaced-out
 * letters joined ('f.u.c.k'), '*' as any letter ('c*nt'); and, for an override, in the order shown.
 * `censor` answers the text as shown to others (core's displayText) with each match starred out
 * where it stands, everything else as written.
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

/**
 * Words that read as a listed one once 'ph' is read 'f' (found by running an English word list of
 * 275,000 words through the filter): 'phage', 'phagocyte', 'phagomania', 'phagophobia' ('fagofobia'), 'phagosome'.
 * Whitelisted as the matcher reads them.
 */
const READ_AS_F_TERMS = ['fage', 'fagocyt', 'fagoman', 'fagofob', 'fagosom'];

/**
 * Obscenity's recommended transformers without the ones word-normalise.ts replaces (lookalikes and
 * leetspeak, which it reads only inside words, so that 'room 455' is a number); the same thresholds
 * for repeated letters.
 */
const MATCHER_TRANSFORMERS = [
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({
    defaultThreshold: 1,
    customThresholds: new Map([
      ['b', 2],
      ['e', 2],
      ['o', 2],
      ['l', 2],
      ['s', 2],
      ['g', 2],
    ]),
  }),
];

const passThrough: WordFilter = { flags: () => false, censor: (text) => text };

export function createWordFilter(options: WordFilterOptions): WordFilter {
  if (!options.enabled) return passThrough;
  const allow = new Set(options.allow.map((word) => word.trim().toLowerCase()).filter(Boolean));
  const listed: string[] = [];
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset).removePhrasesIf((phrase) => {
    const word = phrase.metadata?.originalWord ?? '';
    if (allow.has(word)) return true;
    listed.push(word);
    return false;
  });
  for (const word of options.extra.map((w) => w.trim().toLowerCase()).filter(Boolean)) {
    // `|word|` anchors both ends to a word boundary: an added 'ass' does not flag 'class'.
    dataset.addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${escapePattern(word)}|`)),
    );
    listed.push(word);
  }
  const built = dataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALWAYS_ALLOWED_TERMS, ...READ_AS_F_TERMS, ...allow],
    blacklistMatcherTransformers: MATCHER_TRANSFORMERS,
    whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
  });
  // Stars stand for letters of the listed words (letters only: 'jerk off' is read 'jerkoff').
  const letterWords = [...new Set(listed.map((word) => word.replace(/[^a-z]/g, '')).filter((w) => w.length >= 3))];
  const matched = (text: string) => matcher.hasMatch(text);

  const read = (text: string) => {
    const units = readUnits(text);
    fillWildcards(units, letterWords, matched);
    return toReadText(units);
  };
  const flags = (text: string): boolean => {
    const reading = read(text);
    if (matched(reading.text) || (reading.asL !== null && matched(reading.asL))) return true;
    const shown = asShown(text);
    // An override's text is read again in the order it is shown (asShown leaves no override behind).
    return shown !== null && flags(shown);
  };
  const censor = (text: string): string => {
    const shown = displayText(text);
    const reading = read(shown);
    const spans: [number, number][] = [];
    for (const variant of [reading.text, reading.asL]) {
      if (variant === null) continue;
      for (const match of matcher.getAllMatches(variant)) {
        spans.push([reading.starts[match.startIndex]!, reading.ends[match.endIndex]!]);
      }
    }
    return starOut(shown, spans);
  };
  return { flags, censor };
}

const WHITESPACE = /\s/u;
const MARK_OR_FORMAT = /[\p{M}\p{Cf}]/u;

/** Each character inside a span becomes '*' (spaces stay, marks and joiners go with their letter). */
function starOut(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let index = 0;
  let next = 0;
  let until = -1;
  for (const ch of text) {
    while (next < spans.length && spans[next]![0] <= index) until = Math.max(until, spans[next++]![1]);
    const inside = index < until;
    index += ch.length;
    if (!inside || WHITESPACE.test(ch)) out += ch;
    else if (!MARK_OR_FORMAT.test(ch)) out += '*';
  }
  return out;
}
