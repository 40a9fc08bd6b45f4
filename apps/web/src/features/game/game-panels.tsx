import type { NpcQuote } from '@authentic/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { GameSnapshot, OpenPanel } from './engine/game-store';
import { NpcDialog } from './panels/npc-dialog';
import { ComingSoonPanel, CreateArtifactPanel } from './panels/placeholder-panel';

/** Panels other features provide; `app/` passes them in so features do not import each other. */
export type RenderGamePanel = (
  panel: OpenPanel,
  snapshot: GameSnapshot<string>,
  close: () => void,
) => ReactNode | undefined;

/** The feedback form loads when first opened (it is not needed to play). */
const FeedbackForm = lazy(async () => ({ default: (await import('../../ui/feedback-form')).FeedbackForm }));

export interface GamePanelsProps {
  snapshot: GameSnapshot<string>;
  onClose: () => void;
  onSaveQuote?: (quote: NpcQuote) => void;
  renderPanel?: RenderGamePanel;
}

/** The one open panel of the game screen, if any. */
export function GamePanels({ snapshot, onClose, onSaveQuote, renderPanel }: GamePanelsProps) {
  const { panel, mapName, position } = snapshot;
  if (!panel) return null;
  const provided = renderPanel?.(panel, snapshot, onClose);
  if (provided !== undefined) return provided;
  switch (panel.kind) {
    case 'feedback':
      return (
        <Suspense fallback={null}>
          <FeedbackForm onClose={onClose} mapLocation={`${mapName} (${position.x}, ${position.y})`} />
        </Suspense>
      );
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
