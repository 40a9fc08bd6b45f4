import { describe, expect, it } from 'vitest';
import { BUILT_IN_QUOTES } from './catalogue.js';
import { quoteDayNumber, quoteOfTheDay, todaysWisdomQuotes } from './daily.js';

function isoDay(startUtcMs: number, offset: number): string {
  return new Date(startUtcMs + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('quote of the day', () => {
  it('is the same all day long', () => {
    expect(quoteOfTheDay('2025-03-14')).toEqual(quoteOfTheDay('2025-03-14'));
    expect(quoteOfTheDay('2025-03-14T23:59:59.999Z')).toEqual(quoteOfTheDay('2025-03-14T00:00:00Z'));
  });

  it.each([Date.UTC(2025, 0, 1), Date.UTC(1999, 11, 25), Date.UTC(1960, 5, 1)])(
    'shows all 20 quotes over 20 consecutive days from %s',
    (start) => {
      const ids = Array.from({ length: 20 }, (_, day) => quoteOfTheDay(isoDay(start, day)).id);
      expect(new Set(ids).size).toBe(BUILT_IN_QUOTES.length);
    },
  );

  it('changes from one day to the next', () => {
    expect(quoteOfTheDay('2025-03-14').id).not.toBe(quoteOfTheDay('2025-03-15').id);
    expect(quoteOfTheDay('2025-03-14').category).not.toBe(quoteOfTheDay('2025-03-15').category);
  });

  it.each(['', 'tomorrow', '14/03/2025'])('falls back to the first quote for the unreadable date %j', (date) => {
    expect(quoteDayNumber(date)).toBeNull();
    expect(quoteOfTheDay(date)).toEqual(BUILT_IN_QUOTES[0]);
  });
});

describe("Today's Wisdom", () => {
  it('shows one inspiration, one wisdom and one literary card, stable per day', () => {
    const cards = todaysWisdomQuotes('2025-03-14');
    expect(cards.map((card) => card.category)).toEqual(['inspiration', 'wisdom', 'literary']);
    expect(todaysWisdomQuotes('2025-03-14')).toEqual(cards);
  });

  it('never repeats the quote of the day and varies over the week', () => {
    const start = Date.UTC(2025, 0, 1);
    const seen = new Set<string>();
    for (let day = 0; day < 40; day += 1) {
      const date = isoDay(start, day);
      const cards = todaysWisdomQuotes(date);
      expect(cards.map((card) => card.id)).not.toContain(quoteOfTheDay(date).id);
      cards.forEach((card) => seen.add(card.id));
    }
    expect(seen.size).toBe(15);
  });
});
