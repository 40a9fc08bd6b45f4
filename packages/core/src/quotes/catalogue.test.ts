import { describe, expect, it } from 'vitest';
import { BUILT_IN_QUOTES, QUOTE_CATEGORIES, quotesInCategory } from './catalogue.js';

describe('built-in quotes', () => {
  it('has five quotes in each of the four categories', () => {
    expect(BUILT_IN_QUOTES).toHaveLength(20);
    for (const category of QUOTE_CATEGORIES) expect(quotesInCategory(category)).toHaveLength(5);
  });

  it('gives every quote a unique id, its words and an author', () => {
    expect(new Set(BUILT_IN_QUOTES.map((quote) => quote.id)).size).toBe(BUILT_IN_QUOTES.length);
    expect(new Set(BUILT_IN_QUOTES.map((quote) => quote.text.toLowerCase())).size).toBe(BUILT_IN_QUOTES.length);
    for (const quote of BUILT_IN_QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
      expect(quote.id.startsWith(`${quote.category}-`)).toBe(true);
    }
  });
});
