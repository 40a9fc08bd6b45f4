import {
  directionToWire,
  PRESENCE_CLOSE,
  PRESENCE_LIMITS,
  PRESENCE_MESSAGES,
  type ClientFrame,
  type Direction,
  type Emote,
} from '@authentic/core';
import { handleServerFrame, type FrameHooks, type PresenceCallbacks } from './presence-frames';
import type { RemotePlayers } from './remote-players';
import { readServerFrame } from './server-frames';

export type { ServerPlace } from './presence-frames';

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

export interface PresenceClientOptions extends PresenceCallbacks {
  url: string;
  players: RemotePlayers;
  /** The session's current access token, or null for a guest (who sends no `auth`). */
  getToken: () => string | null;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
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

/** What a player does, as client frames: steps, portals and returns carry rising sequence numbers. */
function intentsOf(send: (frame: ClientFrame) => boolean) {
  let seq = 0;
  const nextSeq = () => (seq = (seq + 1) % 2 ** 31);
  return {
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
  };
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
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let tokenTimer: ReturnType<typeof setInterval> | null = null;
  let joinRetry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /**
   * The join waiting for its `hi`: only that one may be snapped to (a walk across maps brings one too),
   * and only when it moves the player (`teleport`) or the server put them elsewhere than it said.
   */
  let joinSent: PresencePlace | null = null;
  /** The remembered place is not where the game stands (next to a friend): its `hi` moves the game there. */
  let teleport = false;

  function send(frame: ClientFrame): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function sendJoin() {
    if (place && send({ t: 'join', w: place.worldId, m: place.mapId, x: place.x, y: place.y })) joinSent = place;
  }

  function checkToken() {
    const token = getToken();
    if (token && token !== sentToken && send({ t: 'auth', token })) sentToken = token;
  }

  const frameHooks: FrameHooks = {
    players,
    callbacks: options,
    takeJoinAnswer(answer) {
      const sent = joinSent;
      joinSent = null;
      if (!sent) return false;
      const moves = teleport;
      teleport = false;
      // Where our join said: the steps taken since went after it as moves, so the game stays where it is.
      return moves || answer.mapId !== sent.mapId || answer.x !== sent.x || answer.y !== sent.y;
    },
    rejoinFrom(snap) {
      if (place) place = { ...place, mapId: snap.mapId, x: snap.x, y: snap.y };
      sendJoin();
    },
    retryJoinLater() {
      if (joinRetry) return;
      joinRetry = setTimeout(() => {
        joinRetry = null;
        sendJoin();
      }, PRESENCE_LIMITS.joinRetryMs);
    },
  };

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
      // A frame we cannot read is logged once per kind and dropped (decision 0275); the next tick brings the room again.
      const frame = readServerFrame(event.data);
      try {
        if (frame) handleServerFrame(frame, frameHooks);
      } catch {
        // As before decision 0275: a frame that trips its handler is left alone.
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

  return {
    start() {
      players.setState('connecting');
      connect();
    },
    /**
     * Enters (or re-enters) a map; remembered, so a reconnect joins it again. `teleport` when the
     * place is not where the game stands: the server's answer then moves the game there.
     */
    join(next: PresencePlace, { teleport: moves = false }: { teleport?: boolean } = {}) {
      place = { ...next };
      teleport = moves;
      sendJoin();
    },
    /** Keeps the remembered place current without telling the server (it walks with us). */
    track(next: PresencePlace) {
      place = { ...next };
    },
    ...intentsOf(send),
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
