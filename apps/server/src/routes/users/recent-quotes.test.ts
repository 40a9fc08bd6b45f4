import { describe, expect, it } from 'vitest';
import type { SavedQuoteDto } from '@authentic/core';
import { latestSavedQuotes } from './recent-quotes.js';

const quote = (text: string, timestamp: string): SavedQuoteDto => ({ text, author: 'Someone', timestamp });

describe('latestSavedQuotes', () => {
  it('takes the newest by saved time, whatever the list order', () => {
    const quotes = [
      quote('b', '2026-01-02T00:00:00.000Z'),
      quote('d', '2026-01-04T00:00:00.000Z'),
      quote('a', '2026-01-01T00:00:00.000Z'),
      quote('c', '2026-01-03T00:00:00.000Z'),
    ];
    expect(latestSavedQuotes(quotes, 3).map((q) => q.text)).toEqual(['d', 'c', 'b']);
  });

  it('reads the list from the end when quotes have no usable time, after those that have one', () => {
    const quotes = [quote('first', ''), quote('timed', '2026-01-01T00:00:00.000Z'), quote('second', 'soon')];
    expect(latestSavedQuotes(quotes, 3).map((q) => q.text)).toEqual(['timed', 'second', 'first']);
    expect(latestSavedQuotes([], 3)).toEqual([]);
  });
});
