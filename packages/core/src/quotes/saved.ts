import type { QuoteCategory } from './categories.js';

/**
 * A quote in a player's collection (spec 01 §3 Quote, spec 02 §3). `author`
 * is the person the words belong to, the field the spec calls `source` when
 * saving; `source` here is the work they come from.
 */
export interface SavedQuote {
  text: string;
  author: string;
  source?: string;
  type?: QuoteCategory;
  /** The type of the NPC the quote was heard from, when it came from one. */
  npcType?: string;
  /** ISO date-time of saving. */
  timestamp: string;
}

export type SavedQuoteCandidate = Omit<SavedQuote, 'timestamp'>;

export type AddSavedQuoteResult = { ok: true; quotes: SavedQuote[] } | { ok: false; reason: 'duplicate' };

/** Recent activity on the profile (spec 01 §2, §9). */
export const RECENT_QUOTES_LIMIT = 3;
export const QUOTE_PREVIEW_LENGTH = 50;
const PREVIEW_ELLIPSIS = '...';

/** Case, surrounding and repeated inner whitespace do not make a quote new (decision 0112). */
function normalizeQuoteText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isDuplicateQuote(saved: readonly SavedQuote[], candidate: { text: string }): boolean {
  const key = normalizeQuoteText(candidate.text);
  return saved.some((quote) => normalizeQuoteText(quote.text) === key);
}

/** Appends the quote, stamped `nowIso`; the newest quote is last. */
export function addSavedQuote(
  saved: readonly SavedQuote[],
  candidate: SavedQuoteCandidate,
  nowIso: string,
): AddSavedQuoteResult {
  if (isDuplicateQuote(saved, candidate)) return { ok: false, reason: 'duplicate' };
  const quote: SavedQuote = { ...candidate, text: candidate.text.trim(), timestamp: nowIso };
  return { ok: true, quotes: [...saved, quote] };
}

/** The first 50 characters followed by '...', as the artifact cards cut theirs. */
export function quotePreviewText(text: string, maxLength: number = QUOTE_PREVIEW_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  return trimmed.slice(0, maxLength).trimEnd() + PREVIEW_ELLIPSIS;
}

export interface RecentQuoteActivity {
  preview: string;
  author: string;
  timestamp: string;
}

/**
 * The latest saved quotes, newest first. Quotes saved at the same instant
 * keep their collection order, the later one counting as newer.
 */
export function recentQuoteActivity(
  saved: readonly SavedQuote[],
  limit: number = RECENT_QUOTES_LIMIT,
): RecentQuoteActivity[] {
  return saved
    .map((quote, index) => ({ quote, index, time: Date.parse(quote.timestamp) }))
    .sort((a, b) => {
      const byTime = (Number.isNaN(b.time) ? 0 : b.time) - (Number.isNaN(a.time) ? 0 : a.time);
      return byTime !== 0 ? byTime : b.index - a.index;
    })
    .slice(0, Math.max(0, limit))
    .map(({ quote }) => ({ preview: quotePreviewText(quote.text), author: quote.author, timestamp: quote.timestamp }));
}
