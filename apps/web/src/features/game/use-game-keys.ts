import { useEffect } from 'react';
import type { Clock } from './engine/clock';
import type { GameStore } from './engine/game-store';
import { commandForKey } from './engine/keyboard';

/**
 * Spec 01 §2 keys on the window. Modal dialogs handle their own Escape first (and stop it), so
 * Escape here only closes what no dialog owns. Space and Enter on a focused button stay its click.
 */
export function useGameKeys(store: GameStore<string>, clock: Clock, enabled: boolean, inventoryReady = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (!command) return;
      const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
      const busy = store.getSnapshot().panel !== null;
      switch (command.kind) {
        case 'move':
          if (busy) return;
          event.preventDefault();
          store.hold(command.direction, clock.now());
          if (!event.repeat) store.move(command.direction, clock.now());
          return;
        case 'toggle':
          if (command.panel === 'inventory' && !inventoryReady) return;
          // A mini-game owns the keyboard: M, I or F there never swaps it for a panel.
          if (store.getSnapshot().panel?.kind === 'minigame') return;
          event.preventDefault();
          store.releaseAll();
          store.togglePanel(command.panel);
          return;
        case 'close':
          store.closePanel();
          return;
        case 'portal':
          if (busy || onButton) return;
          event.preventDefault();
          store.activatePortal();
          return;
        case 'talk':
          if (!busy) store.talk();
          return;
        case 'interact':
          if (!busy) store.interact(command.take ? { take: true } : {});
          return;
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (command?.kind === 'move') store.release(command.direction);
    };
    const onBlur = () => store.releaseAll();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      store.releaseAll();
    };
  }, [store, clock, enabled, inventoryReady]);
}
