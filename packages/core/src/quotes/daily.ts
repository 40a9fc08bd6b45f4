import { BUILT_IN_QUOTES, quotesInCategory, type BuiltInQuote, type QuoteCategory } from './catalogue.js';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The categories of the three 'Today's Wisdom' cards, in display order (spec 01 §2). */
export const TODAYS_WISDOM_CATEGORIES: readonly QuoteCategory[] = ['inspiration', 'wisdom', 'literary'];

/**
 * Days since 1970-01-01 for the calendar date that starts `dateIso`
 * ('2025-03-14' or a full ISO timestamp). Only the date part counts, so the
 * caller decides whose day it is by passing the player's local date
 * (decision 0112). `null` when the text does not start with a date.
 */
export function quoteDayNumber(dateIso: string): number | null {
  const match = ISO_DATE.exec(dateIso.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return Number.isFinite(ms) ? Math.floor(ms / MS_PER_DAY) : null;
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[positiveModulo(index, items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty quote list');
  return item;
}

/**
 * The same quote all day; consecutive days walk through all 20 before one
 * repeats. A date that cannot be read falls back to the first quote rather
 * than breaking the home page.
 */
export function quoteOfTheDay(dateIso: string): BuiltInQuote {
  return pick(BUILT_IN_QUOTES, quoteDayNumber(dateIso) ?? 0);
}

/**
 * The three 'Today's Wisdom' cards: one inspiration, one wisdom, one literary
 * quote, never the same as the quote of the day shown beside them.
 */
export function todaysWisdomQuotes(dateIso: string): readonly BuiltInQuote[] {
  const day = quoteDayNumber(dateIso) ?? 0;
  const featured = quoteOfTheDay(dateIso);
  return TODAYS_WISDOM_CATEGORIES.map((category) => {
    const pool = quotesInCategory(category);
    const card = pick(pool, day);
    return card.id === featured.id ? pick(pool, day + 1) : card;
  });
}
