import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { characterResponseSchema, MAP_GRAPH, type NpcQuote, type SavedQuote } from '@authentic/core';
import { useAuth } from '../../features/auth/auth-provider';
import type { RenderGamePanel } from '../../features/game/game-panels';
import { GameLoadingScreen, GamePage } from '../../features/game/game-page';
import { useServerProgress } from '../../features/game/use-server-progress';
import { SavedQuotesPanel } from '../../features/quotes/saved-quotes-panel';
import { useSavedQuotes } from '../../features/quotes/use-saved-quotes';
import { WorldGuidePanel } from '../../features/world-guide/world-guide-panel';
import { WorldMapOverlay } from '../../features/world-map/world-map-overlay';
import { apiRequest } from '../../lib/api-client';

const NO_QUOTES: readonly SavedQuote[] = [];

/** The game screen with the panels other features provide, and quotes saved to the signed-in character. */
export function GameRoute() {
  const auth = useAuth();
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null;
  const character = useQuery({
    queryKey: ['character', userId],
    queryFn: async () => characterResponseSchema.parse(await apiRequest(`/api/users/${userId}`)).character,
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });
  const initialQuotes = character.data?.savedQuotes ?? NO_QUOTES;
  const persist = useCallback(
    async (quotes: SavedQuote[]) => {
      await apiRequest(`/api/users/${userId}`, { method: 'PUT', body: { savedQuotes: quotes } });
    },
    [userId],
  );
  const progress = useServerProgress(userId);
  const saved = useSavedQuotes({ signedIn: userId !== null, initialQuotes, persist });
  const { saveQuote, deleteQuote, quotes } = saved;

  const share = useCallback(async (chosen: SavedQuote[], email: string) => {
    await apiRequest('/api/users/me/share-quotes', { body: { email, quotes: chosen } });
  }, []);

  const onSaveQuote = useCallback(
    (quote: NpcQuote) => {
      void saveQuote({ text: quote.text, author: quote.author, ...(quote.source ? { source: quote.source } : {}) });
    },
    [saveQuote],
  );

  const renderPanel = useMemo<RenderGamePanel>(
    () => (panel, snapshot, close) => {
      switch (panel.kind) {
        case 'worldMap':
          return <WorldMapOverlay graph={MAP_GRAPH} currentMapId={snapshot.mapId} onClose={close} />;
        case 'guide':
          return <WorldGuidePanel onClose={close} />;
        case 'quotes':
          return (
            <SavedQuotesPanel
              quotes={quotes}
              onClose={close}
              canDelete={userId !== null}
              onDelete={(quote) => void deleteQuote(quote)}
              onShare={userId !== null ? share : undefined}
            />
          );
        default:
          return undefined;
      }
    },
    [quotes, userId, deleteQuote, share],
  );

  if (!progress.ready) return <GameLoadingScreen />;
  return (
    <GamePage
      key={userId ?? 'guest'}
      onSaveQuote={onSaveQuote}
      renderPanel={renderPanel}
      startOptions={progress.startOptions}
    />
  );
}
