import type { NpcQuote } from '@authentic/core';
import { FeedbackForm } from '../feedback/feedback-form';
import type { GameSnapshot } from './engine/game-store';
import { NpcDialog } from './panels/npc-dialog';
import { ComingSoonPanel, CreateArtifactPanel, MiniGamePanel } from './panels/placeholder-panel';

export interface GamePanelsProps {
  snapshot: GameSnapshot;
  onClose: () => void;
  onSaveQuote?: (quote: NpcQuote) => void;
}

/** The one open panel of the game screen, if any. */
export function GamePanels({ snapshot, onClose, onSaveQuote }: GamePanelsProps) {
  const { panel, mapName, position } = snapshot;
  if (!panel) return null;
  switch (panel.kind) {
    case 'feedback':
      return <FeedbackForm onClose={onClose} mapLocation={`${mapName} (${position.x}, ${position.y})`} />;
    case 'npc':
      return <NpcDialog npc={panel.npc} quote={panel.quote} onClose={onClose} onSaveQuote={onSaveQuote} />;
    case 'minigame':
      return <MiniGamePanel world={panel.world} onClose={onClose} />;
    case 'interact':
      return <CreateArtifactPanel position={position} onClose={onClose} />;
    default:
      return <ComingSoonPanel kind={panel.kind} onClose={onClose} />;
  }
}
