import type { Direction } from '@authentic/core';
import { GAME_TEXTS } from '../game-texts';

export interface TouchPadProps {
  onMove: (direction: Direction) => void;
  onStop: () => void;
  onTalk: () => void;
  onInteract: () => void;
  onPortal: () => void;
  onInventory: () => void;
}

const PAD: ReadonlyArray<{ direction: Direction; label: string; symbol: string }> = [
  { direction: 'up', label: 'Move up', symbol: '▲' },
  { direction: 'left', label: 'Move left', symbol: '◀' },
  { direction: 'right', label: 'Move right', symbol: '▶' },
  { direction: 'down', label: 'Move down', symbol: '▼' },
];

/**
 * On coarse pointers: a translucent pad over the map's bottom-left corner that walks while pressed,
 * and buttons over the bottom-right in place of T, E, Space and I (decision 0219).
 */
export function TouchPad({ onMove, onStop, onTalk, onInteract, onPortal, onInventory }: TouchPadProps) {
  const actions = [
    { label: 'Talk', onClick: onTalk },
    { label: 'Interact', onClick: onInteract },
    { label: 'Portal', onClick: onPortal },
    { label: 'Inventory', onClick: onInventory },
  ];
  return (
    <>
      <div className="touch-pad" role="group" aria-label={GAME_TEXTS.movement}>
        {PAD.map(({ direction, label, symbol }) => (
          <button
            key={direction}
            type="button"
            className={`touch-button touch-pad-${direction}`}
            aria-label={label}
            onPointerDown={() => onMove(direction)}
            onPointerUp={onStop}
            onPointerLeave={onStop}
            onPointerCancel={onStop}
            onContextMenu={(event) => event.preventDefault()}
          >
            <span aria-hidden="true">{symbol}</span>
          </button>
        ))}
      </div>
      <div className="touch-actions" role="group" aria-label={GAME_TEXTS.actions}>
        {actions.map(({ label, onClick }) => (
          <button key={label} type="button" className="touch-button touch-action" onClick={onClick}>
            {label}
          </button>
        ))}
      </div>
    </>
  );
}
