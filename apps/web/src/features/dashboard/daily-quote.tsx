import { quoteOfTheDay } from '@authentic/core';

/** The player's local calendar date: the quote changes at their midnight (decision 0112). */
function localDateIso(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function DailyQuote({ now = new Date() }: { now?: Date }) {
  const quote = quoteOfTheDay(localDateIso(now));
  return (
    <figure className="dashboard-card daily-quote" aria-label="Quote of the day">
      <blockquote>“{quote.text}”</blockquote>
      <figcaption>— {quote.author}</figcaption>
    </figure>
  );
}
