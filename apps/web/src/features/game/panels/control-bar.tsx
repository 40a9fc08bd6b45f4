import type { ReactNode } from 'react';
import type { PanelKind } from '../engine/game-store';

export interface ControlBarProps {
  onOpen: (panel: PanelKind) => void;
  artifactsVisible: boolean;
  onToggleArtifacts: () => void;
  /** Controls other features add (the sound controls). */
  extra?: ReactNode;
}

const PANEL_BUTTONS: ReadonlyArray<{ panel: PanelKind; label: string }> = [
  { panel: 'inventory', label: 'Inventory' },
  { panel: 'worldMap', label: 'World Map' },
  { panel: 'quotes', label: 'Saved Quotes' },
  { panel: 'guide', label: 'World Guide' },
];

/** Spec 01 §2: the five buttons of the game screen, and the feedback button beside them. */
export function ControlBar({ onOpen, artifactsVisible, onToggleArtifacts, extra }: ControlBarProps) {
  return (
    <nav className="game-controls" aria-label="Game controls">
      {PANEL_BUTTONS.map(({ panel, label }) => (
        <button key={panel} type="button" className="button game-control" onClick={() => onOpen(panel)}>
          {label}
        </button>
      ))}
      <button
        type="button"
        className="button game-control"
        aria-pressed={!artifactsVisible}
        onClick={onToggleArtifacts}
      >
        {artifactsVisible ? 'Hide Artifacts' : 'Show Artifacts'}
      </button>
      <button type="button" className="button game-control game-feedback" onClick={() => onOpen('feedback')}>
        Feedback
      </button>
      {extra}
    </nav>
  );
}
