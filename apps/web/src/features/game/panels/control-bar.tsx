import type { ReactNode } from 'react';
import { GAME_SCREEN_MESSAGES } from '@authentic/core';
import type { PanelKind } from '../engine/game-store';
import { ToolbarIcon, type ToolbarIconName } from '../hud/toolbar-icons';
import { GAME_TEXTS } from '../game-texts';

export interface ControlBarProps {
  onOpen: (panel: PanelKind) => void;
  artifactsVisible: boolean;
  onToggleArtifacts: () => void;
  /** Whether the game fills the display, and the way to switch. */
  fullscreen?: { on: boolean; toggle: () => void };
  /** Controls other features add (the sound controls). */
  extra?: ReactNode;
  /** On touch screens Inventory sits with the pad's action buttons instead. */
  withoutInventory?: boolean;
}

const PANEL_BUTTONS: ReadonlyArray<{ panel: PanelKind; label: string; icon: ToolbarIconName }> = [
  { panel: 'inventory', label: 'Inventory', icon: 'inventory' },
  { panel: 'worldMap', label: 'World Map', icon: 'worldMap' },
  { panel: 'quotes', label: 'Saved Quotes', icon: 'quotes' },
  { panel: 'guide', label: 'World Guide', icon: 'guide' },
];

interface ToolButtonProps {
  label: string;
  icon: ToolbarIconName;
  onClick: () => void;
  pressed?: boolean;
  className?: string;
}

/** An icon button named by its label, which also shows as its tooltip. */
function ToolButton({ label, icon, onClick, pressed, className = '' }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={`game-tool ${className}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <ToolbarIcon name={icon} />
    </button>
  );
}

/**
 * Spec 01 §2: the five buttons of the game screen and the feedback button, as a compact toolbar of
 * icons over the map (decision 0219), with full screen and the sound controls beside them.
 */
export function ControlBar({
  onOpen,
  artifactsVisible,
  onToggleArtifacts,
  fullscreen,
  extra,
  withoutInventory = false,
}: ControlBarProps) {
  const panels = withoutInventory ? PANEL_BUTTONS.filter(({ panel }) => panel !== 'inventory') : PANEL_BUTTONS;
  return (
    <nav className="game-toolbar" aria-label={GAME_TEXTS.controls}>
      {panels.map(({ panel, label, icon }) => (
        <ToolButton key={panel} label={label} icon={icon} onClick={() => onOpen(panel)} />
      ))}
      <ToolButton
        label={artifactsVisible ? GAME_TEXTS.hideArtifacts : GAME_TEXTS.showArtifacts}
        icon={artifactsVisible ? 'eye' : 'eyeOff'}
        pressed={!artifactsVisible}
        onClick={onToggleArtifacts}
      />
      <ToolButton
        label={GAME_TEXTS.feedback}
        icon="feedback"
        className="game-feedback"
        onClick={() => onOpen('feedback')}
      />
      {fullscreen && (
        <ToolButton
          label={GAME_SCREEN_MESSAGES.fullscreen}
          icon={fullscreen.on ? 'exitFullscreen' : 'fullscreen'}
          pressed={fullscreen.on}
          onClick={fullscreen.toggle}
        />
      )}
      {extra}
    </nav>
  );
}
