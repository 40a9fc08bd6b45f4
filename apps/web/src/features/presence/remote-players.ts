import {
  directionFromWire,
  displayText,
  EMOTE_LABELS,
  PRESENCE_MESSAGES,
  type Emote,
  type ServerFrame,
  type WirePlayer,
} from '@authentic/core';
import type { PresenceFigure } from '../../lib/presence-figure';
import { addMove, advance, destinationOf, poseAt, standingAt, type RemoteMotion } from './interpolation';

/** An emote shows over the head this long, a chat line as a bubble this long. */
export const EMOTE_SHOW_MS = 3000;
export const BUBBLE_SHOW_MS = 5000;
/** The chat log keeps the last few minutes only, in memory. */
export const CHAT_KEEP_MS = 5 * 60_000;
const CHAT_MAX_LINES = 100;

export type ConnectionState = 'connecting' | 'live' | 'reconnecting';

export interface RemotePlayer {
  handle: string;
  /** The username, or null for a guest (shown as PRESENCE_MESSAGES.traveller). */
  username: string | null;
  name: string;
  avatarUrl: string | null;
  /** The cell they are walking to (the DOM twin of where they are drawn). */
  x: number;
  y: number;
}

export interface ChatLine {
  /** The server's line id (what a report names). */
  id: string;
  handle: string;
  username: string | null;
  name: string;
  text: string;
  at: number;
  mine: boolean;
  /** An emote, logged as a line so a screen reader hears it too. */
  emote?: Emote;
  /** The server's word to this player (nobody was near enough to hear them), not anyone's line. */
  notice?: true;
}

/** What React reads: changes on a join, a leave, a chat line or the connection, never per frame. */
export interface PresenceSnapshot {
  state: ConnectionState;
  mapId: string | null;
  players: readonly RemotePlayer[];
  chat: readonly ChatLine[];
  /** What others call this player here (their username, or their guest name), once the server said. */
  myName?: string | null;
}

/** What the renderer reads each frame for one other player (cells, fractional while walking). */
export type RemoteFigure = PresenceFigure;

interface Tracked extends Omit<RemotePlayer, 'x' | 'y'> {
  motion: RemoteMotion;
  emote: { emote: Emote; at: number } | null;
  say: { id: string; text: string; at: number } | null;
}

/**
 * Names and lines are shown without bidi or format characters, whatever a server sent (decision
 * 0265). A guest is called by the name the server gave their connection ('Traveller 4821'), the
 * same on every screen (issue 34).
 */
const nameOf = (username: string | null, guest?: string) =>
  displayText(username ?? guest ?? PRESENCE_MESSAGES.traveller);

type Me = { handle: string; username: string | null; guest?: string };

/** Per frame: where each other player stands, with their emote and speech bubble if recent (and one's own, over one's head). */
function figuresAt(
  nowMs: number,
  players: Map<string, Tracked>,
  own: Pick<Tracked, 'emote' | 'say'>,
  me: Me | null,
): RemoteFigure[] {
  const out: RemoteFigure[] = [];
  const ownEmote = own.emote && nowMs - own.emote.at < EMOTE_SHOW_MS ? own.emote.emote : null;
  const ownSay = own.say && nowMs - own.say.at < BUBBLE_SHOW_MS ? { id: own.say.id, text: own.say.text } : null;
  if (me && (ownEmote || ownSay)) {
    const name = nameOf(me.username, me.guest);
    const still = { x: 0, y: 0, facing: 'down' as const, moving: false, steps: 0 };
    out.push({ handle: me.handle, name, avatarUrl: null, ...still, emote: ownEmote, say: ownSay, self: true });
  }
  for (const player of players.values()) {
    player.motion = advance(player.motion, nowMs);
    const pose = poseAt(player.motion, nowMs);
    const emote = player.emote && nowMs - player.emote.at < EMOTE_SHOW_MS ? player.emote.emote : null;
    const say = player.say && nowMs - player.say.at < BUBBLE_SHOW_MS ? player.say : null;
    out.push({
      handle: player.handle,
      name: player.name,
      avatarUrl: player.avatarUrl,
      ...pose,
      emote,
      say: say ? { id: say.id, text: say.text } : null,
    });
  }
  return out;
}

/**
 * Everyone else on this map, outside React: `all` and `u` frames go in, coarse snapshots come out
 * for panels (useSyncExternalStore) and per-frame figures for the renderer.
 */
export function createRemotePlayers(now: () => number = () => performance.now()) {
  const players = new Map<string, Tracked>();
  let me: Me | null = null;
  /** One's own emote and last line, shown over one's own head as others see them. */
  const own: Pick<Tracked, 'emote' | 'say'> = { emote: null, say: null };
  let snapshot: PresenceSnapshot = { state: 'connecting', mapId: null, players: [], chat: [], myName: null };
  const listeners = new Set<() => void>();
  let localLines = 0;

  function publish(next: Partial<PresenceSnapshot> = {}) {
    const list = [...players.values()]
      .map(({ handle, username, name, avatarUrl, motion }) => ({
        handle,
        username,
        name,
        avatarUrl,
        ...destinationOf(motion),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.handle.localeCompare(b.handle));
    snapshot = { ...snapshot, players: list, ...next };
    for (const listener of listeners) listener();
  }

  function join([handle, username, avatarUrl, x, y, f, guest]: WirePlayer) {
    if (handle === me?.handle) return;
    players.set(handle, {
      handle,
      username,
      name: nameOf(username, guest),
      avatarUrl,
      motion: standingAt({ x, y }, directionFromWire(f)),
      emote: null,
      say: null,
    });
  }

  function addLine(line: ChatLine) {
    const kept = snapshot.chat.filter((old) => line.at - old.at < CHAT_KEEP_MS);
    snapshot = { ...snapshot, chat: [...kept, line].slice(-CHAT_MAX_LINES) };
  }

  function addChat(handle: string, id: string, sent: string, at: number, emote?: Emote) {
    const text = displayText(sent);
    const mine = handle === me?.handle;
    const speaker = mine ? me : players.get(handle);
    const username = speaker?.username ?? null;
    const name = mine ? nameOf(username, me?.guest) : (players.get(handle)?.name ?? nameOf(username));
    addLine({ id, handle, username, name, text, at, mine, ...(emote ? { emote } : {}) });
    const player = mine ? own : players.get(handle);
    if (player && !emote) player.say = { id, text, at };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,

    setState(state: ConnectionState) {
      if (state !== snapshot.state) publish({ state });
    },

    /** A server frame about the room (`hi`, `all`, `u`); others are the client's. */
    apply(frame: ServerFrame) {
      const at = now();
      switch (frame.t) {
        case 'hi':
          me = { handle: frame.me, username: frame.name, ...(frame.guest ? { guest: frame.guest } : {}) };
          if (frame.m !== snapshot.mapId) players.clear();
          publish({ mapId: frame.m, myName: nameOf(frame.name, frame.guest) });
          return;
        case 'n':
          // Nobody heard one's line: said in the chat log, under the line (issue 34).
          if (frame.k !== 'nobodyNear') return;
          addLine({
            id: `notice-${(localLines += 1)}`,
            handle: '',
            username: null,
            name: '',
            text: frame.m,
            at,
            mine: false,
            notice: true,
          });
          publish();
          return;
        case 'all':
          players.clear();
          frame.p.forEach(join);
          publish({ mapId: frame.m });
          return;
        case 'u': {
          const changed = Boolean(
            frame.j?.length || frame.l?.length || frame.c?.length || frame.p?.length || frame.e?.length,
          );
          frame.j?.forEach(join);
          for (const [handle, x, y, f] of frame.p ?? []) {
            const player = players.get(handle);
            if (player) player.motion = addMove(player.motion, { x, y }, directionFromWire(f), at);
          }
          for (const handle of frame.l ?? []) players.delete(handle);
          for (const [handle, emote] of frame.e ?? []) {
            const player = handle === me?.handle ? own : players.get(handle);
            if (player) player.emote = { emote, at };
            addChat(handle, `emote-${(localLines += 1)}`, EMOTE_LABELS[emote], at, emote);
          }
          for (const [handle, id, text] of frame.c ?? []) addChat(handle, id, text, at);
          if (changed) publish();
          return;
        }
        default:
          return;
      }
    },

    /** Moving to another map: nobody from the old one stays drawn. */
    clear() {
      players.clear();
      publish({ mapId: null });
    },

    /** Drops chat lines older than CHAT_KEEP_MS (called now and then). */
    prune() {
      const at = now();
      const kept = snapshot.chat.filter((line) => at - line.at < CHAT_KEEP_MS);
      if (kept.length !== snapshot.chat.length) {
        snapshot = { ...snapshot, chat: kept };
        for (const listener of listeners) listener();
      }
    },

    /** Per frame: where each other player stands, with their emote and speech bubble if recent. */
    figures: (nowMs: number = now()): RemoteFigure[] => figuresAt(nowMs, players, own, me),
  };
}

export type RemotePlayers = ReturnType<typeof createRemotePlayers>;
