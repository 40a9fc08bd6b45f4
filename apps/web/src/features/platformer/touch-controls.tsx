import { PLATFORMER_TEXTS as T } from '@authentic/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { HeldInput, PlatformerAction } from './platformer-keys';
import { PLATFORMER_SCREEN_TEXTS as S } from './platformer-screen-texts';

const MOVE_PADS: readonly { action: PlatformerAction; label: string; glyph: string }[] = [
  { action: 'left', label: S.left, glyph: '◀' },
  { action: 'right', label: S.right, glyph: '▶' },
];

/**
 * Press-and-hold buttons for touch screens, at the bottom corners, under the HUD rather than over
 * it: move on the left thumb, fire and jump on the right. Exit is not among them (decision 0239):
 * it stays in the header, far from Jump, so a hurried jump never leaves the game. They are always
 * rendered; CSS shows them only where the main pointer is coarse.
 */
export function TouchControls({ input, armed }: { input: HeldInput; armed: boolean }) {
  const hold = (action: PlatformerAction) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      input.press(`pointer-${event.pointerId}`, action);
    },
    onPointerUp: (event: ReactPointerEvent) => input.release(`pointer-${event.pointerId}`),
    onPointerCancel: (event: ReactPointerEvent) => input.release(`pointer-${event.pointerId}`),
    onLostPointerCapture: (event: ReactPointerEvent) => input.release(`pointer-${event.pointerId}`),
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  });
  return (
    <div className="platformer-touch">
      <div className="platformer-touch-group">
        {MOVE_PADS.map((pad) => (
          <button
            key={pad.action}
            type="button"
            className="platformer-touch-button"
            aria-label={pad.label}
            {...hold(pad.action)}
          >
            <span aria-hidden="true">{pad.glyph}</span>
          </button>
        ))}
      </div>
      <div className="platformer-touch-group platformer-touch-actions">
        <button
          type="button"
          className={`platformer-touch-button platformer-touch-fire${armed ? '' : ' is-idle'}`}
          aria-label={T.fire}
          aria-keyshortcuts="F X"
          aria-disabled={!armed}
          {...hold('fire')}
        >
          <span aria-hidden="true">✎</span>
        </button>
        <button type="button" className="platformer-touch-button" aria-label={S.jump} {...hold('jump')}>
          <span aria-hidden="true">▲</span>
        </button>
      </div>
    </div>
  );
}
