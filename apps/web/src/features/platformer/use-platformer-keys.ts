import { useEffect } from 'react';
import { platformerActionOfKey, type HeldInput } from './platformer-keys';

/** Space and Enter on a focused button press the button, not the game. */
function belongsToControl(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  return (event.key === ' ' || event.key === 'Enter') && !!target?.closest?.('button, input, textarea, select, a');
}

/**
 * Keyboard: the hints' keys move, jump and fire; Escape belongs to the dialog (onEscape). They are
 * caught first and go no further, so the world behind never sees them (F there opens feedback).
 * Leaving the window lets every key go.
 */
export function usePlatformerKeys(input: HeldInput): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = platformerActionOfKey(event.key);
      if (!action || belongsToControl(event)) return;
      event.preventDefault();
      event.stopPropagation();
      input.press(`key-${event.key.toLowerCase()}`, action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!platformerActionOfKey(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      input.release(`key-${event.key.toLowerCase()}`);
    };
    const releaseAll = () => input.releaseAll();
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    window.addEventListener('blur', releaseAll);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('blur', releaseAll);
      input.releaseAll();
    };
  }, [input]);
}
