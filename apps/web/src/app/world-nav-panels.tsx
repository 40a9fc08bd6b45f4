import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CarriedArtifactsDialog } from '../features/artifacts/carried-artifacts-dialog';
import { useAuth } from '../lib/auth-provider';
import { NAV_EVENTS } from './nav-bar';
import { useCharacter } from './use-character';
import { useSessionQuotes } from './use-session-quotes';

const SavedQuotesPanel = lazy(async () => ({
  default: (await import('../features/quotes/saved-quotes-panel')).SavedQuotesPanel,
}));

type Open = 'inventory' | 'quotes' | null;

/**
 * The nav bar's Inventory and Quotes away from the game screen (decision 0217): they open the
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
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useCharacter(userId);
  return { userId, ...useSessionQuotes(userId, character.data ?? null) };
}
