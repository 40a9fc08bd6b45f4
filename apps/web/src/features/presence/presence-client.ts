import {
  directionFromWire,
  directionToWire,
  PRESENCE_CLOSE,
  PRESENCE_LIMITS,
  PRESENCE_MESSAGES,
  type ClientFrame,
  type Direction,
  type Emote,
  type FriendNoticeKind,
  type ServerFrame,
} from '@authentic/core';
import type { RemotePlayers } from './remote-players';
import { accountGone, artifactsChanged } from '../../lib/live-events';

/** The little of a WebSocket the client uses, so tests can hand it a double. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;
/** While live, the session's token is looked at this often: a renewed one is sent as `auth`. */
export const TOKEN_CHECK_MS = 10_000;

/** Where the game says this player stands: what `join` sends (the server keeps its own record when it has one). */
export interface PresencePlace {
  worldId: string | null;
  mapId: string;
  x: number;
  y: number;
}

/** The server's word on where this player stands (`hi` after a join, `fix` after a refused move). */
export interface ServerPlace {
  mapId: string;
  x: number;
  y: number;
  facing: Direction;
}

export interface PresenceClientOptions {
  url: string;
  players: RemotePlayers;
  /** The session's current access token, or null for a guest (who sends no `auth`). */
  getToken: () => string | null;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  onSnap?: (place: ServerPlace) => void;
  onNotice?: (text: string) => void;
  /** The world this player is in published a new version (issue 25): the game loads it. */
  onWorldPublished?: (worldId: string, version: number) => void;
  /** The world this player was in turned private (issue 33): the server has moved them out of it. */
  onWorldClosed?: (worldId: string) => void;
  /** A friend notice (issue 34): a request arrived, one was accepted, or a friend came online. */
  onFriendNotice?: (kind: FriendNoticeKind, name: string) => void;
}

/** The wait before reconnect attempt `attempt` (0 first): doubling from the base to the maximum, then jittered down by up to half. */
export function reconnectDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(PRESENCE_LIMITS.reconnectMaxMs, PRESENCE_LIMITS.reconnectBaseMs * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Closes after which trying again would only be refused again. */
const FINAL_CLOSES: Readonly<Record<number, string>> = {
  [PRESENCE_CLOSE.suspended]: PRESENCE_MESSAGES.suspended,
  [PRESENCE_CLOSE.replaced]: PRESENCE_MESSAGES.replaced,
  // Too many sockets from this network or for this account (decision 0261): said, not retried.
  [PRESENCE_CLOSE.tooManyFromAddress]: PRESENCE_MESSAGES.tooManyFromAddress,
  [PRESENCE_CLOSE.tooManyForAccount]: PRESENCE_MESSAGES.tooManyForAccount,
};

export function presenceUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/presence`;
}

/**
 * One WebSocket per game screen to `/api/presence` (decision 0235): signs in with the session's
 * token (again when it is renewed), joins the map the game shows, sends intents (steps, portals,
 * emotes, chat) and hands what the server says to the remote-players store. A lost connection is
 * tried again with exponential back-off and jitter, and the player is shown 'Reconnecting…'.
 */
export function createPresenceClient(options: PresenceClientOptions) {
  const { url, players, getToken } = options;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  let socket: SocketLike | null = null;
  let place: PresencePlace | null = null;
  let sentToken: string | null = null;
  let seq = 0;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let tokenTimer: ReturnType<typeof setInterval> | null = null;
  let joinRetry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /** A join is waiting for its `hi`: only that one is snapped to (a walk across maps brings one too). */
  let joinPending = false;

  function send(frame: ClientFrame): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function sendJoin() {
    if (place && send({ t: 'join', w: place.worldId, m: place.mapId, x: place.x, y: place.y })) joinPending = true;
  }

  function checkToken() {
    const token = getToken();
    if (token && token !== sentToken && send({ t: 'auth', token })) sentToken = token;
  }

  function onFrame(frame: ServerFrame) {
    switch (frame.t) {
      case 'hi':
        players.apply(frame);
        if (!joinPending) return;
        joinPending = false;
        options.onSnap?.({ mapId: frame.m, x: frame.x, y: frame.y, facing: directionFromWire(frame.f) });
        return;
      case 'fix':
        // Decision 0236: the server ignores our moves from the refused one until we join again from
        // where it says we stand, so steps already in flight cannot leave the two apart.
        options.onSnap?.({ mapId: frame.m, x: frame.x, y: frame.y, facing: directionFromWire(frame.f) });
        if (place) place = { ...place, mapId: frame.m, x: frame.x, y: frame.y };
        sendJoin();
        return;
      case 'n':
        // Nobody near enough to hear: said in the chat log, under the line, not as a toast (issue 34).
        if (frame.k === 'nobodyNear') return players.apply(frame);
        options.onNotice?.(frame.m);
        // A join refused for its rate (decision 0261) is sent again a little later, once.
        if (frame.k === 'joinRate' && !joinRetry) {
          joinRetry = setTimeout(() => {
            joinRetry = null;
            sendJoin();
          }, PRESENCE_LIMITS.joinRetryMs);
        }
        return;
      case 'auth':
        // The account was deleted elsewhere: this tab signs out (lib/auth-provider.tsx, issue 34).
        if (frame.gone) accountGone.emit();
        return;
      case 'art':
        artifactsChanged.emit(frame.m);
        return;
      case 'worldPublished':
        options.onWorldPublished?.(frame.worldId, frame.version);
        return;
      case 'worldClosed':
        options.onWorldClosed?.(frame.worldId);
        return;
      case 'fr':
        options.onFriendNotice?.(frame.k, frame.name);
        return;
      default:
        players.apply(frame);
    }
  }

  function stopTimers() {
    if (retryTimer) clearTimeout(retryTimer);
    if (tokenTimer) clearInterval(tokenTimer);
    if (joinRetry) clearTimeout(joinRetry);
    retryTimer = null;
    tokenTimer = null;
    joinRetry = null;
  }

  function connect() {
    if (closed) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      sentToken = null;
      checkToken();
      sendJoin();
      players.setState('live');
      tokenTimer = setInterval(checkToken, TOKEN_CHECK_MS);
    };
    current.onmessage = (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      try {
        onFrame(JSON.parse(event.data) as ServerFrame);
      } catch {
        // A frame we cannot read is left alone; the next tick brings the room again.
      }
    };
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopTimers();
      if (closed) return;
      players.clear();
      const final = FINAL_CLOSES[event.code];
      if (final) {
        closed = true;
        players.setState('reconnecting');
        options.onNotice?.(final);
        return;
      }
      players.setState('reconnecting');
      retryTimer = setTimeout(connect, reconnectDelayMs(attempt, random));
      attempt += 1;
    };
  }

  const nextSeq = () => (seq = (seq + 1) % 2 ** 31);

  return {
    start() {
      players.setState('connecting');
      connect();
    },
    /** Enters (or re-enters) a map; remembered, so a reconnect joins it again. */
    join(next: PresencePlace) {
      place = { ...next };
      sendJoin();
    },
    /** Keeps the remembered place current without telling the server (it walks with us). */
    track(next: PresencePlace) {
      place = { ...next };
    },
    move(direction: Direction) {
      send({ t: 'mv', d: directionToWire(direction), s: nextSeq() });
    },
    portal() {
      send({ t: 'po', s: nextSeq() });
    },
    back() {
      send({ t: 'back', s: nextSeq() });
    },
    emote(emote: Emote) {
      send({ t: 'em', e: emote });
    },
    /** A line of chat; false when it cannot go now (offline, empty or too long). */
    say(text: string): boolean {
      const line = text.trim();
      if (!line || line.length > PRESENCE_LIMITS.chatMaxLength) return false;
      return send({ t: 'say', m: line });
    },
    /** The session may have a new token: sent at once when it differs from the last. */
    tokenChanged: checkToken,
    /** The game screen closed: leave the room and close the socket for good. */
    close() {
      closed = true;
      stopTimers();
      send({ t: 'leave' });
      const current = socket;
      socket = null;
      current?.close(1000, 'leave');
    },
  };
}

export type PresenceClient = ReturnType<typeof createPresenceClient>;
