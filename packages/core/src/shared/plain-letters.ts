/**
 * Letters no word a word filter knows can be spelled with: no vowels and nothing that reads as
 * one (no digits, no u, v, w or y). Made-up names built from them (tests, seeds) are never refused
 * as rude ones, however the filter's leetspeak and look-alike rules read them.
 */
export const PLAIN_LETTERS = 'bcdfghjkmnpqrstxz';

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
