import { directionFromWire, type Direction, type FriendNoticeKind, type ServerFrame } from '@authentic/core';
import type { RemotePlayers } from './remote-players';
import { accountGone, artifactsChanged } from '../../lib/live-events';
import { mutedMessage } from '../../lib/muted-message';

/** The server's word on where this player stands (`hi` after a join, `fix` after a refused move). */
export interface ServerPlace {
  mapId: string;
  x: number;
  y: number;
  facing: Direction;
}

/** What the game is told of what the server says (the presence client's options). */
export interface PresenceCallbacks {
  onSnap?: (place: ServerPlace) => void;
  onNotice?: (text: string) => void;
  /** The world this player is in published a new version (issue 25): the game loads it. */
  onWorldPublished?: (worldId: string, version: number) => void;
  /** The world this player was in turned private (issue 33): the server has moved them out of it. */
  onWorldClosed?: (worldId: string) => void;
  /** A friend notice (issue 34): a request arrived, one was accepted, or a friend came online. */
  onFriendNotice?: (kind: FriendNoticeKind, name: string) => void;
}

/** What a frame may do to the presence client's own state. */
export interface FrameHooks {
  players: RemotePlayers;
  callbacks: PresenceCallbacks;
  /**
   * A `hi` came: true when it answers our join and the game must move to its place (only that one is
   * snapped to; a walk across maps brings one too).
   */
  takeJoinAnswer(answer: ServerPlace): boolean;
  /** The server refused a move: where it says we stand; we join again from there. */
  rejoinFrom(place: ServerPlace): void;
  /** A join was refused for its rate (decision 0261): send it again a little later, once. */
  retryJoinLater(): void;
}

const placeOf = (frame: { m: string; x: number; y: number; f: 0 | 1 | 2 | 3 }): ServerPlace => ({
  mapId: frame.m,
  x: frame.x,
  y: frame.y,
  facing: directionFromWire(frame.f),
});

/** Hands one parsed server frame to whoever it is for: the remote players, the game, or the client itself. */
export function handleServerFrame(frame: ServerFrame, hooks: FrameHooks): void {
  const { players, callbacks } = hooks;
  switch (frame.t) {
    case 'hi':
      players.apply(frame);
      if (hooks.takeJoinAnswer(placeOf(frame))) callbacks.onSnap?.(placeOf(frame));
      return;
    case 'fix':
      // Decision 0236: the server ignores our moves from the refused one until we join again from
      // where it says we stand, so steps already in flight cannot leave the two apart.
      callbacks.onSnap?.(placeOf(frame));
      hooks.rejoinFrom(placeOf(frame));
      return;
    case 'n':
      // Nobody near enough to hear: said in the chat log, under the line, not as a toast (issue 34).
      if (frame.k === 'nobodyNear') return players.apply(frame);
      // A mute's end in the player's own time zone, and why (issue 38 item 6).
      callbacks.onNotice?.((frame.k === 'muted' && mutedMessage(frame.until, frame.why)) || frame.m);
      if (frame.k === 'joinRate') hooks.retryJoinLater();
      return;
    case 'auth':
      // The account was deleted elsewhere: this tab signs out (lib/auth-provider.tsx, issue 34).
      if (frame.gone) accountGone.emit();
      return;
    case 'art':
      artifactsChanged.emit(frame.m);
      return;
    case 'worldPublished':
      callbacks.onWorldPublished?.(frame.worldId, frame.version);
      return;
    case 'worldClosed':
      callbacks.onWorldClosed?.(frame.worldId);
      return;
    case 'fr':
      callbacks.onFriendNotice?.(frame.k, frame.name);
      return;
    default:
      players.apply(frame);
  }
}
