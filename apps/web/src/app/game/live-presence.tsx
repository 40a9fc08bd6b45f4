import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { GameStore } from '../../features/game/engine/game-store';
import type { PresenceRelay } from './presence-relay';
import { presenceSlots } from './presence-slots';
import { usePresence } from './use-presence';

export interface LivePresenceProps {
  relay: PresenceRelay;
  store: GameStore<string>;
  worldId: string | null;
  onWorldPublished?: (version: number) => void;
  onWorldClosed?: () => void;
  /** Once, as presence starts: a world's screen fetches its version again, in case one was published before. */
  onStarted?: () => void;
}

/** Opens live presence (the socket, others on the map) and hands its session to the relay; draws nothing. */
export function LivePresence({ relay, store, worldId, onWorldPublished, onWorldClosed, onStarted }: LivePresenceProps) {
  const presence = usePresence(store, worldId, onWorldPublished, onWorldClosed, relay.noticeTargets);
  const started = useRef(onStarted);
  useEffect(() => started.current?.(), []);
  useEffect(() => relay.set(presence));
  useEffect(() => () => relay.set(null), [relay]);
  return null;
}

/** Presence's count and the player chooser, in the HUD's corner, once presence runs. */
export function PresenceCorner({ relay, signedIn }: { relay: PresenceRelay; signedIn: boolean }) {
  const presence = useSyncExternalStore(relay.subscribe, relay.getSnapshot);
  return presence ? presenceSlots(presence, signedIn).corner : null;
}

/** The chat over the map, once presence runs. */
export function PresenceDock({ relay, signedIn }: { relay: PresenceRelay; signedIn: boolean }) {
  const presence = useSyncExternalStore(relay.subscribe, relay.getSnapshot);
  return presence ? presenceSlots(presence, signedIn).dock : null;
}
