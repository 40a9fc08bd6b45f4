import type { Position } from '@authentic/core';
import { SCREEN_MESSAGES } from '@authentic/core';
import { Modal } from '../../../ui/modal';
import type { PanelKind } from '../engine/game-store';
import { GAME_TEXTS } from '../game-texts';

/** Panels of the game-screen issue that later slices build; each says so plainly for now. */
const COMING: Readonly<Record<Exclude<PanelKind, 'feedback' | 'interact'>, { title: string; text: string }>> = {
  inventory: { title: 'Inventory', text: 'Your inventory will open here: the artifacts you carry and find.' },
  worldMap: { title: 'World Map', text: 'The world map will open here: every map and how they link.' },
  quotes: { title: 'Saved Quotes', text: 'Your saved quotes will open here.' },
  guide: { title: 'World Guide', text: 'The world guide will open here.' },
};

function Placeholder({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <p>{GAME_TEXTS.stillBeingBuilt}</p>
      <button type="button" className="button" onClick={onClose}>
        {GAME_TEXTS.backToGame}
      </button>
    </Modal>
  );
}

export function ComingSoonPanel({ kind, onClose }: { kind: keyof typeof COMING; onClose: () => void }) {
  return <Placeholder {...COMING[kind]} onClose={onClose} />;
}

/** E with nothing to interact with: artifact creation at the character's cell (built later). */
export function CreateArtifactPanel({ position, onClose }: { position: Position; onClose: () => void }) {
  const text = `Here you will place a new artifact at (${position.x}, ${position.y}).`;
  return <Placeholder title={SCREEN_MESSAGES.createNewArtifact} text={text} onClose={onClose} />;
}
