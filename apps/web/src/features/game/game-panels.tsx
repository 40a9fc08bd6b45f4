import type { NpcQuote } from '@authentic/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { GameSnapshot, OpenPanel } from './engine/game-store';

/** Panels other features provide; `app/` passes them in so features do not import each other. */
export type RenderGamePanel = (
  panel: OpenPanel,
  snapshot: GameSnapshot<string>,
  close: () => void,
) => ReactNode | undefined;

/** The feedback form loads when first opened (it is not needed to play). */
const FeedbackForm = lazy(async () => ({ default: (await import('../../ui/feedback-form')).FeedbackForm }));

/**
 * An NPC's dialog is not needed to start playing: it loads after the game is playable (the game
 * screen preloads it, decision 0254), so a conversation still opens at once. `app/` renders it too.
 */
export const NpcDialog = lazyWithPreload(
  () => import('./panels/npc-dialog'),
  (m) => m.NpcDialog,
);
const ComingSoonPanel = lazyWithPreload(
  () => import('./panels/placeholder-panel'),
  (m) => m.ComingSoonPanel,
);
const CreateArtifactPanel = lazyWithPreload(
  () => import('./panels/placeholder-panel'),
  (m) => m.CreateArtifactPanel,
);

/** Fetches the panels this file loads lazily (the feedback form aside: it is rarely opened). */
export const preloadGamePanels = () =>
  Promise.all([NpcDialog.preload(), ComingSoonPanel.preload(), CreateArtifactPanel.preload()]);

export interface GamePanelsProps {
  snapshot: GameSnapshot<string>;
  onClose: () => void;
  onSaveQuote?: (quote: NpcQuote) => void;
  renderPanel?: RenderGamePanel;
}

/** The one open panel of the game screen, if any. */
export function GamePanels({ snapshot, onClose, onSaveQuote, renderPanel }: GamePanelsProps) {
  const { panel } = snapshot;
  if (!panel) return null;
  const provided = renderPanel?.(panel, snapshot, onClose);
  if (provided !== undefined) return provided;
  // A dialog shows over the map: nothing in its place for the moment it may still be loading.
  return <Suspense fallback={null}>{ownPanel(panel, snapshot, onClose, onSaveQuote)}</Suspense>;
}

function ownPanel(
  panel: OpenPanel,
  { mapName, position }: GameSnapshot<string>,
  onClose: () => void,
  onSaveQuote: GamePanelsProps['onSaveQuote'],
): ReactNode {
  switch (panel.kind) {
    case 'feedback':
      return <FeedbackForm onClose={onClose} mapLocation={`${mapName} (${position.x}, ${position.y})`} />;
    case 'npc':
      return <NpcDialog npc={panel.npc} quote={panel.quote} onClose={onClose} onSaveQuote={onSaveQuote} />;
    case 'minigame':
      // The mini-game screens belong to their features; app/ renders them through renderPanel.
      return null;
    case 'interact':
      return <CreateArtifactPanel position={position} onClose={onClose} />;
    case 'external':
      // Named screens belong to whoever passed renderPanel; without it there is nothing to show.
      return null;
    default:
      return <ComingSoonPanel kind={panel.kind} onClose={onClose} />;
  }
}
