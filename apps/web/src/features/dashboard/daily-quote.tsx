import { quoteOfTheDay } from '@authentic/core';
import { localDateIso } from '../../lib/local-date';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export function DailyQuote({ now = new Date() }: { now?: Date }) {
  const quote = quoteOfTheDay(localDateIso(now));
  return (
    <figure className="dashboard-card daily-quote" aria-label={DASHBOARD_TEXTS.quoteOfTheDay}>
      <blockquote>“{quote.text}”</blockquote>
      <figcaption>— {quote.author}</figcaption>
    </figure>
  );
}
