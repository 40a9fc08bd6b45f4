import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { GameStore } from '../../features/game/engine/game-store';
import { whenIdleAfter } from '../../lib/lazy-with-preload';
import type * as LivePresenceModule from './live-presence';
import { createPresenceRelay, type PresenceRelay } from './presence-relay';

type LiveModule = typeof LivePresenceModule;

/** How long after the game is playable live presence starts: the first frames come first. */
export const PRESENCE_AFTER_PLAYABLE_MS = 300;

/** Kept once loaded: the next visit to a game screen starts presence at once. */
let loadedModule: LiveModule | undefined;

export interface DeferredPresence {
  relay: PresenceRelay;
  /** The element that runs presence (renders nothing); null until its code has loaded. */
  host: ReactNode;
  /** For GamePage's onPlayable: presence's code starts loading a moment after. */
  onPlayable: () => void;
  /** True once the loading screen has gone (what waits for the first frame may load then). */
  playable: boolean;
  corner: ReactNode;
  dock: ReactNode;
}

/**
 * Live presence for a game screen, loaded after the game is playable (issue 36's first load): the
 * socket, the chat, the count and the player cards are code the first frame does not need. Until
 * they load, the map shows nobody else and the corner and chat are empty; then they appear.
 */
export function useDeferredPresence(options: {
  store: GameStore<string>;
  worldId: string | null;
  signedIn: boolean;
  onWorldPublished?: (version: number) => void;
  onWorldClosed?: () => void;
  /** Once, when presence starts (a moment after the game is shown). */
  onStarted?: () => void;
}): DeferredPresence {
  const [relay] = useState(createPresenceRelay);
  const [live, setLive] = useState<LiveModule | undefined>(loadedModule);
  const [playable, setPlayable] = useState(false);
  const onPlayable = useCallback(() => setPlayable(true), []);
  useEffect(() => {
    if (live || !playable) return;
    let gone = false;
    const stop = whenIdleAfter(PRESENCE_AFTER_PLAYABLE_MS, () => {
      import('./live-presence').then(
        (module) => {
          loadedModule = module;
          if (!gone) setLive(module);
        },
        // Offline a moment: this screen plays alone; the next one tries again.
        () => undefined,
      );
    });
    return () => {
      gone = true;
      stop();
    };
  }, [live, playable]);
  const { store, worldId, signedIn, onWorldPublished, onWorldClosed, onStarted } = options;
  if (!live) return { relay, onPlayable, playable, host: null, corner: null, dock: null };
  return {
    relay,
    onPlayable,
    playable,
    host: (
      <live.LivePresence
        relay={relay}
        store={store}
        worldId={worldId}
        onWorldPublished={onWorldPublished}
        onWorldClosed={onWorldClosed}
        onStarted={onStarted}
      />
    ),
    corner: <live.PresenceCorner relay={relay} signedIn={signedIn} />,
    dock: <live.PresenceDock relay={relay} signedIn={signedIn} />,
  };
}
