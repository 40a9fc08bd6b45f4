import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { characterResponseSchema, type CharacterDto, type SavedQuote } from '@authentic/core';
import { CarriedArtifactsDialog } from '../features/artifacts/carried-artifacts-dialog';
import { useAuth } from '../features/auth/auth-provider';
import { useSavedQuotes } from '../features/quotes/use-saved-quotes';
import { apiRequest } from '../lib/api-client';
import { NAV_EVENTS } from './nav-bar';

const SavedQuotesPanel = lazy(async () => ({
  default: (await import('../features/quotes/saved-quotes-panel')).SavedQuotesPanel,
}));

const NO_QUOTES: readonly SavedQuote[] = [];
/** Spec 01 §9: the character is cached 5 minutes (the same key as the game screen's, so they share it). */
const CHARACTER_STALE_MS = 5 * 60 * 1000;

type Open = 'inventory' | 'quotes' | null;

/**
 * The nav bar's Inventory and Quotes away from the game screen (decision 0215): they open the
 * player's carried artifacts, read only, and their saved quotes.
 */
export function WorldNavPanels() {
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    const showInventory = () => setOpen('inventory');
    const showQuotes = () => setOpen('quotes');
    window.addEventListener(NAV_EVENTS.inventory, showInventory);
    window.addEventListener(NAV_EVENTS.quotes, showQuotes);
    return () => {
      window.removeEventListener(NAV_EVENTS.inventory, showInventory);
      window.removeEventListener(NAV_EVENTS.quotes, showQuotes);
    };
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const quotes = useWorldQuotes();

  if (open === 'inventory') return <CarriedArtifactsDialog onClose={close} />;
  if (open !== 'quotes') return null;
  return (
    <Suspense fallback={null}>
      <SavedQuotesPanel
        quotes={quotes.quotes}
        onClose={close}
        canDelete={quotes.userId !== null}
        onDelete={(quote) => void quotes.deleteQuote(quote)}
        onShare={quotes.userId !== null ? quotes.share : undefined}
      />
    </Suspense>
  );
}

/** The signed-in character's saved quotes, loaded when the page opens so Quotes shows them at once. */
function useWorldQuotes() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useQuery({
    queryKey: ['character', userId],
    queryFn: async () => characterResponseSchema.parse(await apiRequest(`/api/users/${userId}`)).character,
    enabled: userId !== null,
    staleTime: CHARACTER_STALE_MS,
  });
  const persist = useCallback(
    async (next: SavedQuote[]) => {
      await apiRequest(`/api/users/${userId}`, { method: 'PUT', body: { savedQuotes: next } });
      // The game screen reads the same cached character: it should not bring a deleted quote back.
      queryClient.setQueryData<CharacterDto>(['character', userId], (old) => old && { ...old, savedQuotes: next });
    },
    [userId, queryClient],
  );
  const { quotes, deleteQuote } = useSavedQuotes({
    signedIn: userId !== null,
    initialQuotes: character.data?.savedQuotes ?? NO_QUOTES,
    persist,
  });
  const share = useCallback(async (chosen: SavedQuote[], email: string) => {
    await apiRequest('/api/users/me/share-quotes', { body: { email, quotes: chosen } });
  }, []);
  return { userId, quotes, deleteQuote, share };
}
