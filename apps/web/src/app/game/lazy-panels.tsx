import { lazy, Suspense } from 'react';
import type { RenderGamePanel } from '../../features/game/game-panels';

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
