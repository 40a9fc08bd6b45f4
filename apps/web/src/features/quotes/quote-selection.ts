import type { SavedQuote } from '@authentic/core';

/** Quotes are told apart by their text: core refuses a second quote with the same words. */
export function quoteKey(quote: SavedQuote): string {
  return quote.text;
}

/** Spec 02 §5: export and share use the selected quotes, or all when none are selected. */
export function quotesToUse(quotes: readonly SavedQuote[], selected: ReadonlySet<string>): SavedQuote[] {
  const chosen = quotes.filter((quote) => selected.has(quoteKey(quote)));
  return chosen.length > 0 ? chosen : [...quotes];
}

/** Spec 02 §5: non-empty and containing '@'. */
export function isShareEmailValid(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}
