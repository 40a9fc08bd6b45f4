import { quoteOfTheDay } from '@authentic/core';
import { localDateIso } from '../../lib/local-date';

export function DailyQuote({ now = new Date() }: { now?: Date }) {
  const quote = quoteOfTheDay(localDateIso(now));
  return (
    <figure className="dashboard-card daily-quote" aria-label="Quote of the day">
      <blockquote>“{quote.text}”</blockquote>
      <figcaption>— {quote.author}</figcaption>
    </figure>
  );
}
