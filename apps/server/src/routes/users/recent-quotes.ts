import type { SavedQuoteDto } from '@authentic/core';

/**
 * The latest `count` saved quotes, newest first: by the time each was saved when it has one
 * that parses; otherwise (older saves) the end of the list is the newest.
 */
export function latestSavedQuotes(quotes: readonly SavedQuoteDto[], count: number): SavedQuoteDto[] {
  const timeOf = (quote: SavedQuoteDto): number => {
    const time = Date.parse(quote.timestamp);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  return quotes
    .map((quote, index) => ({ quote, index, time: timeOf(quote) }))
    .sort((a, b) => (a.time === b.time ? b.index - a.index : b.time - a.time))
    .slice(0, count)
    .map((entry) => entry.quote);
}
