import type { Direction } from '@authentic/core';

export interface TouchPadProps {
  onMove: (direction: Direction) => void;
  onStop: () => void;
  onTalk: () => void;
  onInteract: () => void;
  onPortal: () => void;
}

const PAD: ReadonlyArray<{ direction: Direction; label: string; symbol: string }> = [
  { direction: 'up', label: 'Move up', symbol: '▲' },
  { direction: 'left', label: 'Move left', symbol: '◀' },
  { direction: 'right', label: 'Move right', symbol: '▶' },
  { direction: 'down', label: 'Move down', symbol: '▼' },
];

/** On coarse pointers: a pad that walks while pressed, and buttons in place of T, E and Space. */
export function TouchPad({ onMove, onStop, onTalk, onInteract, onPortal }: TouchPadProps) {
  return (
    <div className="touch-pad">
      <div className="touch-pad-arrows">
        {PAD.map(({ direction, label, symbol }) => (
          <button
            key={direction}
            type="button"
            className={`button touch-pad-${direction}`}
            aria-label={label}
            onPointerDown={() => onMove(direction)}
            onPointerUp={onStop}
            onPointerLeave={onStop}
            onPointerCancel={onStop}
          >
            {symbol}
          </button>
        ))}
      </div>
      <div className="touch-pad-actions">
        <button type="button" className="button" onClick={onTalk}>
          Talk
        </button>
        <button type="button" className="button" onClick={onInteract}>
          Interact
        </button>
        <button type="button" className="button" onClick={onPortal}>
          Portal
        </button>
      </div>
    </div>
  );
}
