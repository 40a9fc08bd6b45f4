import { Suspense, useEffect, type ReactNode } from 'react';
import type { ArtifactDto } from '@authentic/core';
import type { OpenPanel } from '../../features/game/engine/game-store';
import { preloadGamePanels, type RenderGamePanel } from '../../features/game/game-panels';
import { preloadPresencePanels } from '../../features/presence/presence-lazy';
import { preloadProgressDialogs } from '../../features/progress/progress-layer';
import { lazyWithPreload, whenIdleAfter } from '../../lib/lazy-with-preload';
import type { useSessionQuotes } from '../use-session-quotes';
import { ArtifactDetailsPopover } from './artifact-overlay';
import type { ArtifactPanelContext } from './artifact-panels';

// Panels and dialogs load after the game is playable, not before (issue 5, JavaScript before
// playable; decision 0254): usePreloadGameDialogs fetches them a moment after, so they open at once.
export const GameInventory = lazyWithPreload(
  () => import('./artifact-panels'),
  (m) => m.GameInventory,
);
export const GamePlacement = lazyWithPreload(
  () => import('./artifact-panels'),
  (m) => m.GamePlacement,
);
export const GameArtifactForm = lazyWithPreload(
  () => import('./artifact-panels'),
  (m) => m.GameArtifactForm,
);
export const SavedQuotesPanel = lazyWithPreload(
  () => import('../../features/quotes/saved-quotes-panel'),
  (m) => m.SavedQuotesPanel,
);
export const WorldGuidePanel = lazyWithPreload(
  () => import('../../features/world-guide/world-guide-panel'),
  (m) => m.WorldGuidePanel,
);
export const WorldMapOverlay = lazyWithPreload(
  () => import('../../features/world-map/world-map-overlay'),
  (m) => m.WorldMapOverlay,
);
export const WriterChallengePanel = lazyWithPreload(
  () => import('../../features/game/panels/writer-challenge-panel'),
  (m) => m.WriterChallengePanel,
);
export const QuestDialogSection = lazyWithPreload(
  () => import('../../features/quests/quest-dialog-section'),
  (m) => m.QuestDialogSection,
);
export const MiniGameScreen = lazyWithPreload(
  () => import('./minigame-screen'),
  (m) => m.MiniGameScreen,
);

/** How long after the game is playable its dialogs start loading: the first frames come first. */
export const PRELOAD_AFTER_PLAYABLE_MS = 1000;

/** Fetches every panel and dialog the game screen may open (a failed fetch is tried again on opening). */
export function preloadGameDialogs(): Promise<unknown> {
  return Promise.all([
    preloadGamePanels(),
    preloadProgressDialogs(),
    preloadPresencePanels(),
    ArtifactDetailsPopover.preload(),
    // One module, three components: each is preloaded, so none waits a tick on first render.
    GameInventory.preload(),
    GamePlacement.preload(),
    GameArtifactForm.preload(),
    SavedQuotesPanel.preload(),
    WorldGuidePanel.preload(),
    WorldMapOverlay.preload(),
    WriterChallengePanel.preload(),
    QuestDialogSection.preload(),
    MiniGameScreen.preload(),
  ]).catch(() => undefined);
}

/**
 * The game screen's dialogs load about a second after it is playable (GamePage's onPlayable, once its
 * loading screen has gone), when the browser is idle: off the first load, there before they are opened.
 */
export function usePreloadGameDialogs(playable: boolean) {
  useEffect(
    () => (playable ? whenIdleAfter(PRELOAD_AFTER_PLAYABLE_MS, () => void preloadGameDialogs()) : undefined),
    [playable],
  );
}

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
