import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Emote, FriendJoinResponse, Position } from '@authentic/core';
import type { GameStore } from '../../features/game/engine/game-store';
import type { NoticeSource } from '../../features/game/hud/game-notices';
import { emoteIcons } from '../../lib/render/art/emotes';
import type { OthersProvider } from '../../features/game/render/others-painter';
import {
  createPresenceClient,
  presenceUrl,
  type PresenceClient,
  type PresencePlace,
  type ServerPlace,
} from '../../features/presence/presence-client';
import { createFriendNotices, type FriendNotices } from '../../features/presence/friend-notices';
import { createPlayerChoice, type PlayerChoice } from '../../features/presence/player-choice';
import { createRemotePlayers, type PresenceSnapshot } from '../../features/presence/remote-players';
import { forgetJoin, pendingJoin } from '../../lib/friends-api';
import { readSession } from '../../lib/storage';

/** After a map change the server has this long to say it moved us too; otherwise we join. */
export const JOIN_CHECK_MS = 1500;
/** Old chat lines leave the log this often. */
const PRUNE_MS = 15_000;

const emoteIcon = emoteIcons(2);
const iconUrls = new Map<Emote, string | null>();

/** The emote's picture as the map draws it, for the picker's buttons (none where there is no canvas). */
function iconFor(emote: Emote): string | null {
  if (!iconUrls.has(emote)) {
    let url: string | null = null;
    try {
      url = emoteIcon(emote).toDataURL();
    } catch {
      url = null;
    }
    iconUrls.set(emote, url?.startsWith('data:image/png') ? url : null);
  }
  return iconUrls.get(emote) ?? null;
}

export interface PresenceSession {
  snapshot: PresenceSnapshot;
  others: OthersProvider;
  notices: NoticeSource;
  say: (text: string) => boolean;
  emote: (emote: Emote) => void;
  iconFor: (emote: Emote) => string | null;
  /** The player chosen on the map (issue 34: ringed, their card open or not). */
  choice: PlayerChoice;
  /** Where the local player stands now. */
  here: () => Position;
  /** Friend notices the socket brought (issue 34). */
  friendNotices: FriendNotices;
  /** A Join the server agreed to, in this world: joined at once (true); another world's is not (false). */
  goTo: (destination: FriendJoinResponse) => boolean;
}

/**
 * Live presence for one visit to the game screen (issue 23): one socket, the game's steps, portals and
 * returns sent as intents (the server walks edges and main-road portals itself, so arrivals are not
 * joined again unless the server stays on the old map), the server's word snapped to, others drawn
 * by the renderer, and the socket closed when the screen closes.
 */
export function usePresence(
  store: GameStore<string>,
  worldId: string | null,
  onWorldPublished?: (version: number) => void,
  onWorldClosed?: () => void,
  /** Where notices go; a deferred screen's relay holds them from before presence loaded. */
  givenNoticeTargets?: Set<(text: string) => void>,
): PresenceSession {
  // Held in refs: a new callback must not open a new socket.
  const published = useRef(onWorldPublished);
  const closedWorld = useRef(onWorldClosed);
  useEffect(() => {
    published.current = onWorldPublished;
    closedWorld.current = onWorldClosed;
  }, [onWorldPublished, onWorldClosed]);
  const [players] = useState(() => createRemotePlayers());
  const [choice] = useState(createPlayerChoice);
  const [friendNotices] = useState(() => createFriendNotices());
  // A Join from Profile or another world (issue 34): this screen's first join goes next to the friend.
  const [joinAt] = useState(() => pendingJoin(worldId));
  const clientRef = useRef<PresenceClient | null>(null);
  const [noticeTargets] = useState(() => givenNoticeTargets ?? new Set<(text: string) => void>());
  const snapshot = useSyncExternalStore(players.subscribe, players.getSnapshot);

  useEffect(() => {
    const here = (): PresencePlace => {
      const { mapId, position } = store.getSnapshot();
      return { worldId, mapId, x: position.x, y: position.y };
    };
    let snapping = false;
    const onSnap = (place: ServerPlace) => {
      const { mapId, position } = store.getSnapshot();
      if (place.mapId === mapId && place.x === position.x && place.y === position.y) return;
      snapping = true;
      try {
        store.snapTo(place.mapId, { x: place.x, y: place.y }, place.facing);
      } catch {
        // A map this game does not know (another world's): the next join sets it right.
      } finally {
        snapping = false;
      }
      client.track(here());
    };
    const client = createPresenceClient({
      url: presenceUrl(),
      players,
      getToken: () => readSession()?.token ?? null,
      onSnap,
      onNotice: (text) => noticeTargets.forEach((show) => show(text)),
      onWorldPublished: (publishedWorld, version) => {
        if (publishedWorld === worldId) published.current?.(version);
      },
      onWorldClosed: (closed) => {
        if (closed === worldId) closedWorld.current?.();
      },
      onFriendNotice: (kind, name) => friendNotices.push(kind, name),
    });
    client.join(joinAt ?? here(), { teleport: joinAt !== null });
    forgetJoin();
    client.start();
    clientRef.current = client;

    let joinCheck: ReturnType<typeof setTimeout> | undefined;
    const stopEvents = store.onEvent((event) => {
      switch (event.type) {
        case 'walked':
          client.move(event.direction);
          return;
        case 'portalUsed':
          client.portal();
          return;
        case 'returned':
          client.back();
          return;
        case 'step':
        case 'miniGameClosed':
          client.track(here());
          return;
        case 'arrived':
          client.track(here());
          if (snapping) return;
          players.clear();
          clearTimeout(joinCheck);
          joinCheck = setTimeout(() => {
            if (players.getSnapshot().mapId !== store.getSnapshot().mapId) client.join(here());
          }, JOIN_CHECK_MS);
          return;
        default:
          return;
      }
    });
    const prune = setInterval(() => players.prune(), PRUNE_MS);
    // Another tab renewed the session: its new token is sent at once rather than at the next check.
    const onStorage = () => client.tokenChanged();
    window.addEventListener('storage', onStorage);
    return () => {
      stopEvents();
      clearTimeout(joinCheck);
      clearInterval(prune);
      window.removeEventListener('storage', onStorage);
      client.close();
      clientRef.current = null;
    };
  }, [store, worldId, players, noticeTargets, friendNotices, joinAt]);

  const others = useCallback<OthersProvider>(
    (nowMs) => {
      const chosen = choice.getSnapshot().handle;
      const figures = players.figures(nowMs);
      return chosen
        ? figures.map((figure) => (figure.handle === chosen ? { ...figure, chosen: true } : figure))
        : figures;
    },
    [players, choice],
  );
  const notices = useCallback<NoticeSource>(
    (show) => {
      noticeTargets.add(show);
      return () => noticeTargets.delete(show);
    },
    [noticeTargets],
  );
  return {
    snapshot,
    others,
    notices,
    say: useCallback((text: string) => clientRef.current?.say(text) ?? false, []),
    emote: useCallback((emote: Emote) => clientRef.current?.emote(emote), []),
    iconFor,
    choice,
    here: useCallback(() => store.getSnapshot().position, [store]),
    friendNotices,
    goTo: useCallback(
      (destination: FriendJoinResponse) => {
        if (destination.worldId !== worldId) return false;
        noticeTargets.forEach((show) => show(destination.message));
        // The server recorded the place next to the friend: the join's `hi` snaps the game there.
        clientRef.current?.join(
          { worldId, mapId: destination.mapId, x: destination.x, y: destination.y },
          { teleport: true },
        );
        return true;
      },
      [worldId, noticeTargets],
    ),
  };
}
