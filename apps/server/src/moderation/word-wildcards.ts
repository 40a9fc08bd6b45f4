import { wordRuns, type ReadUnit } from './word-normalise.js';

/** At most this many guesses are tried against the matcher per text: a line of stars costs no more. */
const GUESS_BUDGET = 16;
/** Longer than any listed word with a suffix: a longer run of word characters is not read for stars. */
const WORD_MAX = 40;
const LETTER = /\p{L}/u;

/**
 * '*' for a letter ('c*nt', 'sh*t', 'f**k', 'a**hole'): where the stars and letters of a word line
 * up with a listed word, the stars are read as that word's letters, if the word so read is flagged
 * (so 'Sc*nthorpe' stays as it was). A word needs at least two letters and as many as it has stars,
 * so text already starred out ('****', '***hole') is never read as a word again. Changes `units`.
 */
export function fillWildcards(units: ReadUnit[], listed: readonly string[], flags: (text: string) => boolean): void {
  let budget = GUESS_BUDGET;
  for (const [from, to] of wordRuns(units)) {
    if (to - from > WORD_MAX) continue;
    const word = units.slice(from, to).map((unit) => unit.ch);
    const stars = word.filter((ch) => ch === '*').length;
    if (stars === 0) continue;
    const letters = word.filter((ch) => LETTER.test(ch)).length;
    if (letters < Math.max(2, stars)) continue;
    const fill = guess(word, listed, flags, () => budget-- > 0);
    if (!fill) continue;
    fill.forEach((ch, i) => {
      if (ch !== word[i]) units[from + i] = { ...units[from + i]!, ch };
    });
    if (budget <= 0) return;
  }
}

/**
 * The word with its stars filled from a listed word that lines up and is flagged, or null. The
 * words agreeing in the most letters are tried first: 'f**k' is 'fuck', not 'fag'.
 */
function guess(
  word: readonly string[],
  listed: readonly string[],
  flags: (text: string) => boolean,
  mayTry: () => boolean,
): string[] | null {
  const fits: { candidate: string; at: number; letters: number }[] = [];
  for (const candidate of listed) {
    for (let at = 0; at + candidate.length <= word.length; at += 1) {
      const letters = agreeing(word, candidate, at);
      if (letters > 0) fits.push({ candidate, at, letters });
    }
  }
  fits.sort((a, b) => b.letters - a.letters || b.candidate.length - a.candidate.length);
  for (const { candidate, at } of fits) {
    if (!mayTry()) return null;
    const filled = word.map((ch, i) => (ch === '*' && i >= at && i < at + candidate.length ? candidate[i - at]! : ch));
    if (flags(filled.join(''))) return filled;
  }
  return null;
}

/**
 * How many letters of the listed word agree with the word at `at`, when every other one is a star
 * and there is one star at least; 0 when it does not fit.
 */
function agreeing(word: readonly string[], candidate: string, at: number): number {
  let stars = 0;
  let letters = 0;
  for (let i = 0; i < candidate.length; i += 1) {
    const ch = word[at + i];
    if (ch === '*') stars += 1;
    else if (ch === candidate[i]) letters += 1;
    else return 0;
  }
  return stars > 0 ? letters : 0;
}
