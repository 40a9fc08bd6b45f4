import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { characterResponseSchema, type CharacterDto, type NpcQuote, type SavedQuote } from '@authentic/core';
import { useSavedQuotes } from '../features/quotes/use-saved-quotes';
import { apiRequest } from '../lib/api-client';
import { characterKey } from './use-character';

const NO_QUOTES: readonly SavedQuote[] = [];

/** Saved quotes on the game screen: kept on the character when signed in, locally for a guest; shared by e-mail. */
export function useSessionQuotes(userId: string | null, character: CharacterDto | null) {
  const queryClient = useQueryClient();
  const persist = useCallback(
    async (quotes: SavedQuote[]) => {
      const answer = await apiRequest(`/api/users/${userId}`, { method: 'PUT', body: { savedQuotes: quotes } });
      // The cached character follows, so the next visit to the game starts from this collection, not an older one.
      queryClient.setQueryData<CharacterDto>(characterKey(userId), characterResponseSchema.parse(answer).character);
    },
    [queryClient, userId],
  );
  const { quotes, saveQuote, deleteQuote } = useSavedQuotes({
    signedIn: userId !== null,
    initialQuotes: character?.savedQuotes ?? NO_QUOTES,
    persist,
  });
  const share = useCallback(async (chosen: SavedQuote[], email: string) => {
    await apiRequest('/api/users/me/share-quotes', { body: { email, quotes: chosen } });
  }, []);
  const onSaveQuote = useCallback(
    (quote: NpcQuote) => {
      void saveQuote({ text: quote.text, author: quote.author, ...(quote.source ? { source: quote.source } : {}) });
    },
    [saveQuote],
  );
  return useMemo(
    () => ({ quotes, saveQuote, deleteQuote, share, onSaveQuote }),
    [quotes, saveQuote, deleteQuote, share, onSaveQuote],
  );
}
