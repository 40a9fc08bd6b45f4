import { useCallback, useEffect, useRef, useState } from 'react';
import { addSavedQuote, QUOTE_MESSAGES, type SavedQuote, type SavedQuoteCandidate } from '@authentic/core';
import { useToast } from '../../ui/toast';

export type SaveQuoteOutcome = 'saved' | 'duplicate' | 'loginRequired' | 'failed';

export interface UseSavedQuotesOptions {
  signedIn: boolean;
  /** The character's collection as loaded; pass a stable array (a new one replaces the list). */
  initialQuotes: readonly SavedQuote[];
  /** Stores the whole collection, e.g. PUT /api/users/{id} with { savedQuotes }. */
  persist: (quotes: SavedQuote[]) => Promise<void>;
  now?: () => Date;
}

export interface SavedQuotesApi {
  quotes: readonly SavedQuote[];
  saveQuote: (candidate: SavedQuoteCandidate) => Promise<SaveQuoteOutcome>;
  deleteQuote: (quote: SavedQuote) => Promise<boolean>;
}

/** Not worded by the spec (decision 0165). */
export const DELETE_FAILED_MESSAGE = 'Failed to delete quote. Please try again.';

/**
 * The signed-in character's saved quotes. Changes show at once and are persisted; a failed
 * persist puts the previous list back, so the panel never shows what the server lacks.
 */
export function useSavedQuotes({
  signedIn,
  initialQuotes,
  persist,
  now = () => new Date(),
}: UseSavedQuotesOptions): SavedQuotesApi {
  const { showToast } = useToast();
  const [loaded, setLoaded] = useState(initialQuotes);
  const [quotes, setQuotes] = useState<readonly SavedQuote[]>(initialQuotes);
  // A newly loaded collection replaces the list; adjusted during render, as React advises.
  if (loaded !== initialQuotes) {
    setLoaded(initialQuotes);
    setQuotes(initialQuotes);
  }

  // Two saves in a row must build on each other, not on the list of the last render.
  const latest = useRef(quotes);
  useEffect(() => {
    latest.current = quotes;
  }, [quotes]);

  const replace = useCallback(
    async (next: SavedQuote[], failedMessage: string): Promise<boolean> => {
      const previous = latest.current;
      latest.current = next;
      setQuotes(next);
      try {
        await persist(next);
        return true;
      } catch {
        latest.current = previous;
        setQuotes(previous);
        showToast(failedMessage, { type: 'warning' });
        return false;
      }
    },
    [persist, showToast],
  );

  const saveQuote = useCallback(
    async (candidate: SavedQuoteCandidate): Promise<SaveQuoteOutcome> => {
      if (!signedIn) {
        showToast(QUOTE_MESSAGES.loginRequired, { type: 'warning' });
        return 'loginRequired';
      }
      const result = addSavedQuote(latest.current, candidate, now().toISOString());
      if (!result.ok) {
        showToast(QUOTE_MESSAGES.duplicate, { type: 'info' });
        return 'duplicate';
      }
      if (!(await replace(result.quotes, QUOTE_MESSAGES.saveFailed))) return 'failed';
      showToast(QUOTE_MESSAGES.saved);
      return 'saved';
    },
    [signedIn, now, replace, showToast],
  );

  const deleteQuote = useCallback(
    (quote: SavedQuote) =>
      replace(
        latest.current.filter((saved) => saved !== quote && saved.text !== quote.text),
        DELETE_FAILED_MESSAGE,
      ),
    [replace],
  );

  return { quotes, saveQuote, deleteQuote };
}
