import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  characterResponseSchema,
  QUOTE_MESSAGES,
  type CharacterDto,
  type SavedQuote,
  type SavedQuoteCandidate,
} from '@authentic/core';
import { useSavedQuotes, type SaveQuoteOutcome } from '../features/quotes/use-saved-quotes';
import { apiRequest } from '../lib/api-client';
import { useToast } from '../ui/toast';
import { characterKey, useCharacter } from './use-character';

const NO_QUOTES: readonly SavedQuote[] = [];

export interface CollectionSaver {
  /** False while the signed-in player's collection loads: a save now would be built on nothing. */
  ready: boolean;
  saveQuote: (candidate: SavedQuoteCandidate) => Promise<SaveQuoteOutcome>;
}

/**
 * Saving quotes outside the game (the home page): the same hook and PUT /api/users/{id} as the game's
 * saved-quotes panel. The answer goes into the ['character', id] cache the game reads, so the game
 * shows the new quote and never writes back an older collection over it.
 */
export function useCollectionSaver(userId: string | null): CollectionSaver {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  // Fresh on every visit: the collection may have grown in another tab or on another device.
  const character = useCharacter(userId, 0);

  const persist = useCallback(
    async (quotes: SavedQuote[]) => {
      const answer = await apiRequest(`/api/users/${userId}`, { method: 'PUT', body: { savedQuotes: quotes } });
      queryClient.setQueryData<CharacterDto>(characterKey(userId), characterResponseSchema.parse(answer).character);
    },
    [queryClient, userId],
  );
  const { saveQuote } = useSavedQuotes({
    signedIn: userId !== null,
    initialQuotes: character.data?.savedQuotes ?? NO_QUOTES,
    persist,
  });

  const save = useCallback(
    async (candidate: SavedQuoteCandidate): Promise<SaveQuoteOutcome> => {
      // A collection that failed to load must not be replaced by one holding just this quote.
      if (userId !== null && !character.data) {
        showToast(QUOTE_MESSAGES.saveFailed, { type: 'warning' });
        return 'failed';
      }
      return saveQuote(candidate);
    },
    [userId, character.data, saveQuote, showToast],
  );

  return { ready: userId === null || !character.isPending, saveQuote: save };
}
