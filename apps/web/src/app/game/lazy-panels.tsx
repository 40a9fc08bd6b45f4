import { lazy, Suspense, type ReactNode } from 'react';
import type { ArtifactDto } from '@authentic/core';
import type { OpenPanel } from '../../features/game/engine/game-store';
import type { RenderGamePanel } from '../../features/game/game-panels';
import type { useSessionQuotes } from '../use-session-quotes';
import type { ArtifactPanelContext } from './artifact-panels';

// Panels load when first opened: the game is playable sooner (issue 5, JavaScript before playable).
export const GameInventory = lazy(async () => ({ default: (await import('./artifact-panels')).GameInventory }));
export const GamePlacement = lazy(async () => ({ default: (await import('./artifact-panels')).GamePlacement }));
export const GameArtifactForm = lazy(async () => ({ default: (await import('./artifact-panels')).GameArtifactForm }));
export const SavedQuotesPanel = lazy(async () => ({
  default: (await import('../../features/quotes/saved-quotes-panel')).SavedQuotesPanel,
}));
export const WorldGuidePanel = lazy(async () => ({
  default: (await import('../../features/world-guide/world-guide-panel')).WorldGuidePanel,
}));
export const WorldMapOverlay = lazy(async () => ({
  default: (await import('../../features/world-map/world-map-overlay')).WorldMapOverlay,
}));

/** A panel renderer whose lazy panels show once loaded (nothing in between: they open in a moment). */
export function suspended(render: RenderGamePanel): RenderGamePanel {
  return (panel, current, close) => {
    const element = render(panel, current, close);
    return element === undefined || element === null ? element : <Suspense fallback={null}>{element}</Suspense>;
  };
}

/**
 * The panels the main world and a player's world open alike: saved quotes, the inventory, the
 * artifact form and placement. Undefined for any other panel (each session has its own).
 */
export function renderCommonPanel(
  panel: OpenPanel,
  context: ArtifactPanelContext,
  { quotes, deleteQuote, share }: Pick<ReturnType<typeof useSessionQuotes>, 'quotes' | 'deleteQuote' | 'share'>,
): ReactNode | undefined {
  const signedIn = context.userId !== null;
  switch (panel.kind) {
    case 'quotes':
      return (
        <SavedQuotesPanel
          quotes={quotes}
          onClose={context.close}
          canDelete={signedIn}
          onDelete={(quote) => void deleteQuote(quote)}
          onShare={signedIn ? share : undefined}
        />
      );
    case 'inventory':
      return <GameInventory {...context} />;
    case 'interact':
      return <GameArtifactForm {...context} />;
    case 'external':
      if (panel.name === 'placement') return <GamePlacement {...context} artifact={panel.data as ArtifactDto} />;
      if (panel.name === 'edit') return <GameArtifactForm {...context} initial={panel.data as ArtifactDto} />;
      return undefined;
    default:
      return undefined;
  }
}
