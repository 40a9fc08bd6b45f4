import {
  HOME_MESSAGES,
  quoteOfTheDay,
  todaysWisdomQuotes,
  type BuiltInQuote,
  type SavedQuoteCandidate,
} from '@authentic/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { localDateIso } from '../../lib/local-date';
import { SaveQuoteButton, type QuoteSaveOutcome } from './save-quote-button';
import { HOME_TEXTS } from './home-texts';

export type SaveQuote = (quote: SavedQuoteCandidate) => Promise<QuoteSaveOutcome>;

export interface TodaysWisdomProps {
  onSaveQuote: SaveQuote;
  /** False while the signed-in player's collection loads. */
  saveReady?: boolean;
  now?: Date;
}

const CATEGORY_LABELS: Readonly<Record<BuiltInQuote['category'], string>> = {
  inspiration: 'Inspiration',
  wisdom: 'Wisdom',
  literary: 'Literary',
  nature: 'Nature',
};

/** What goes into the collection: the words, whose they are, the work and the category. */
function candidate(quote: BuiltInQuote): SavedQuoteCandidate {
  return {
    text: quote.text,
    author: quote.author,
    type: quote.category,
    ...(quote.source ? { source: quote.source } : {}),
  };
}

function QuoteBody({ quote, textId }: { quote: BuiltInQuote; textId: string }) {
  return (
    <>
      <blockquote id={textId}>“{quote.text}”</blockquote>
      <figcaption>
        — {quote.author}
        {quote.source && <cite>, {quote.source}</cite>}
      </figcaption>
    </>
  );
}

/**
 * Spec 01 §2 'Today's Wisdom': one inspiration, one wisdom and one literary quote, and the Quote of
 * the Day, all the same for the whole of the player's day (core's daily picks, decision 0112).
 */
export function TodaysWisdom({ onSaveQuote, saveReady = true, now = new Date() }: TodaysWisdomProps) {
  const day = localDateIso(now);
  const cards = todaysWisdomQuotes(day);
  const featured = quoteOfTheDay(day);

  return (
    <section className="home-wisdom" aria-labelledby="wisdom-title">
      <h2 id="wisdom-title">{HOME_MESSAGES.todaysWisdom}</h2>
      <ul className="wisdom-list">
        {cards.map((quote) => (
          <li key={quote.id} className="panel wisdom-card">
            <figure aria-label={HOME_TEXTS.categoryQuote(CATEGORY_LABELS[quote.category])}>
              <span className={`wisdom-category wisdom-category-${quote.category}`}>
                {CATEGORY_LABELS[quote.category]}
              </span>
              <QuoteBody quote={quote} textId={`wisdom-${quote.id}`} />
            </figure>
            <SaveQuoteButton
              onSave={() => onSaveQuote(candidate(quote))}
              ready={saveReady}
              describedBy={`wisdom-${quote.id}`}
            />
          </li>
        ))}
      </ul>
      <div className="panel quote-of-the-day">
        <figure aria-labelledby="qotd-title">
          <h3 id="qotd-title">{HOME_MESSAGES.quoteOfTheDay}</h3>
          <QuoteBody quote={featured} textId="qotd-text" />
        </figure>
        <div className="button-row">
          <SaveQuoteButton onSave={() => onSaveQuote(candidate(featured))} ready={saveReady} describedBy="qotd-text" />
          <Link to={paths.game} className="button button-primary">
            {HOME_MESSAGES.enterTheGame}
          </Link>
        </div>
      </div>
    </section>
  );
}
