import { PRESENCE_LIMITS, type Emote, type ServerFrame, type WireDirection, type WirePlayer } from '@authentic/core';

/**
 * Rooms and the tick (issue 23, decision 0235). A room is one map (see places.ts for its key);
 * each player hears only its room. Changes are gathered between ticks and every
 * PRESENCE_LIMITS.tickMs (50 ms) each room with changes sends ONE `u` frame per recipient: `j` joins,
 * `p` moves (only players whose cell or facing changed since the last tick), `l` leaves, `e`
 * emotes, `c` chat lines. A client applies them in that order, treats a `j` of a handle it
 * knows as a fresh copy of that player (a newcomer's `all` and the tick after it may both name
 * someone), and ignores its own handle in `p` (its own `hi`/`fix` are the truth for itself).
 * A speaker hears its own chat line back, with the id a report names.
 * A room without changes sends nothing, so idle players cost nothing.
 *
 * What a recipient hears is filtered, never trusted to the client: players hidden by a block
 * (either way) never reach it, not in `all`, not in `u`; a personal mute hides that player's
 * chat and emotes only; chat reaches only players within PRESENCE_LIMITS.chatRangeCells
 * (Euclidean) of where it was said. The frame text is built once per set of what recipients
 * may hear, so a room where nobody blocks anybody builds one string per tick.
 *
 * Members are local (their socket is on this instance) or remote (heard on the Redis bus,
 * bus.ts); both are seen the same way, and both carry the account id (null for a guest) so
 * blocks can be applied here. Clients never see account ids.
 */

/** A player in a room as others see them. */
export interface Member {
  handle: string;
  userId: string | null;
  name: string | null;
  avatar: string | null;
  /** A guest's name ('Traveller 4821', guest-names.ts); absent for an account. */
  guest?: string;
  x: number;
  y: number;
  f: WireDirection;
}

/** A player whose socket is on this instance. */
export interface LocalMember extends Member {
  /** Accounts this player must not see nor be seen by (blocked either way). */
  hidden: ReadonlySet<string>;
  /** Accounts whose chat and emotes this player does not hear. */
  muted: ReadonlySet<string>;
  send(text: string): void;
  /** Sends this frame, then takes the player out of their room (their world turned private). */
  moveOut?(text: string): void;
}

/** One change in a room, as it goes to local players and on the bus. */
export type RoomEvent =
  | { k: 'j'; who: Member }
  | { k: 'p'; handle: string; userId: string | null; x: number; y: number; f: WireDirection }
  | { k: 'l'; handle: string; userId: string | null }
  | { k: 'e'; handle: string; userId: string | null; emote: Emote }
  | { k: 'c'; handle: string; userId: string | null; id: string; text: string; x: number; y: number };

export function toWirePlayer(member: Member): WirePlayer {
  const wire: WirePlayer = [member.handle, member.name, member.avatar, member.x, member.y, member.f];
  if (member.guest) wire.push(member.guest);
  return wire;
}

/** True when this recipient may see this account (a guest, null, hides nobody and is hidden by nobody). */
export function sees(recipient: LocalMember, userId: string | null): boolean {
  return userId === null || !recipient.hidden.has(userId);
}

function hears(recipient: LocalMember, event: RoomEvent): boolean {
  if (!sees(recipient, event.k === 'j' ? event.who.userId : event.userId)) return false;
  switch (event.k) {
    case 'j':
      return event.who.handle !== recipient.handle;
    case 'e':
      return event.userId === null || !recipient.muted.has(event.userId);
    case 'c': {
      if (event.userId !== null && recipient.muted.has(event.userId)) return false;
      const range = PRESENCE_LIMITS.chatRangeCells;
      return (event.x - recipient.x) ** 2 + (event.y - recipient.y) ** 2 <= range * range;
    }
    default:
      return true;
  }
}

/**
 * Which of this tick's events a recipient does not hear, as a key ('' for none). Most players
 * block and mute nobody: for them only their own join and chat out of range are checked.
 */
function exclusionKey(
  recipient: LocalMember,
  events: readonly RoomEvent[],
  chats: readonly number[],
  joins: ReadonlyMap<string, number>,
): string {
  const left: number[] = [];
  if (recipient.hidden.size === 0 && recipient.muted.size === 0) {
    const own = joins.get(recipient.handle);
    if (own !== undefined) left.push(own);
    for (const index of chats) if (!hears(recipient, events[index]!)) left.push(index);
    return left.sort((a, b) => a - b).join(',');
  }
  events.forEach((event, index) => {
    if (!hears(recipient, event)) left.push(index);
  });
  return left.join(',');
}

/** The `u` frame of these events, or null when nothing is in it. */
export function updateFrame(events: readonly RoomEvent[]): string | null {
  if (events.length === 0) return null;
  const frame: Extract<ServerFrame, { t: 'u' }> = { t: 'u' };
  for (const event of events) {
    switch (event.k) {
      case 'j':
        (frame.j ??= []).push(toWirePlayer(event.who));
        break;
      case 'p':
        (frame.p ??= []).push([event.handle, event.x, event.y, event.f]);
        break;
      case 'l':
        (frame.l ??= []).push(event.handle);
        break;
      case 'e':
        (frame.e ??= []).push([event.handle, event.emote]);
        break;
      case 'c':
        (frame.c ??= []).push([event.handle, event.id, event.text]);
        break;
    }
  }
  return JSON.stringify(frame);
}

export class Room {
  readonly locals = new Map<string, LocalMember>();
  readonly remotes = new Map<string, Member & { heardAt: number }>();
  /** This instance's joins, leaves, emotes and chat since the last tick (they go on the bus too). */
  private pending: RoomEvent[] = [];
  /** What was heard on the bus since the last tick (sent to local players only). */
  private heard: RoomEvent[] = [];
  /** Local players who moved since the last tick, with where others last saw them. */
  private moved = new Map<string, { x: number; y: number; f: WireDirection }>();

  constructor(readonly key: string) {}

  get empty(): boolean {
    return this.locals.size === 0;
  }

  /** Everyone else in the room this player may see, for its `all` frame. */
  othersFor(member: LocalMember): WirePlayer[] {
    const others: WirePlayer[] = [];
    for (const other of [...this.locals.values(), ...this.remotes.values()]) {
      if (other.handle !== member.handle && sees(member, other.userId)) others.push(toWirePlayer(other));
    }
    return others;
  }

  /** Members here and on other instances. */
  get size(): number {
    return this.locals.size + this.remotes.size;
  }

  /** True when a member, here or on another instance, has this handle. */
  has(handle: string): boolean {
    return this.locals.has(handle) || this.remotes.has(handle);
  }

  /** Every member, local and remote (for visibility changes). */
  members(): Member[] {
    return [...this.locals.values(), ...this.remotes.values()];
  }

  add(member: LocalMember): void {
    this.locals.set(member.handle, member);
    this.pending.push({ k: 'j', who: member });
  }

  remove(handle: string): void {
    const member = this.locals.get(handle);
    if (!member) return;
    this.locals.delete(handle);
    this.moved.delete(handle);
    // Joined and gone within one tick: nobody saw it, so nobody hears of it.
    const joinedNow = this.pending.findIndex((event) => event.k === 'j' && event.who.handle === handle);
    if (joinedNow >= 0) {
      this.pending = this.pending.filter((event) => !('handle' in event && event.handle === handle));
      this.pending.splice(joinedNow, 1);
      return;
    }
    this.pending.push({ k: 'l', handle, userId: member.userId });
  }

  /** Call before changing a local member's cell or facing. */
  moving(member: LocalMember): void {
    if (!this.moved.has(member.handle)) this.moved.set(member.handle, { x: member.x, y: member.y, f: member.f });
  }

  push(event: RoomEvent): void {
    this.pending.push(event);
  }

  /** Applies events heard from another instance to the remote members, and queues them for the tick. */
  hearRemote(events: readonly RoomEvent[], nowMs: number): void {
    for (const event of events) {
      if (event.k === 'j') {
        if (this.locals.has(event.who.handle)) continue;
        this.remotes.set(event.who.handle, { ...event.who, heardAt: nowMs });
      } else if (event.k === 'p') {
        const remote = this.remotes.get(event.handle);
        if (remote) Object.assign(remote, { x: event.x, y: event.y, f: event.f, heardAt: nowMs });
      } else if (event.k === 'l') {
        if (!this.remotes.delete(event.handle)) continue;
      }
      this.heard.push(event);
    }
  }

  /** A roster from another instance: refreshes its members, adds any this room missed. */
  hearRoster(members: readonly Member[], nowMs: number): void {
    for (const member of members) {
      if (this.locals.has(member.handle)) continue;
      const known = this.remotes.get(member.handle);
      if (known) known.heardAt = nowMs;
      else {
        this.remotes.set(member.handle, { ...member, heardAt: nowMs });
        this.heard.push({ k: 'j', who: member });
      }
    }
  }

  /** Remote members not heard of for this long are gone (their instance died or lost Redis). */
  expireRemotes(nowMs: number, maxSilentMs: number): void {
    for (const [handle, remote] of this.remotes) {
      if (nowMs - remote.heardAt > maxSilentMs) {
        this.remotes.delete(handle);
        this.heard.push({ k: 'l', handle, userId: remote.userId });
      }
    }
  }

  /**
   * Sends this tick's changes and answers the local ones (for the bus). Each recipient gets the
   * events it may hear; recipients who may hear the same events share one frame string.
   */
  tick(): RoomEvent[] {
    const local = this.pending;
    for (const [handle, before] of this.moved) {
      const member = this.locals.get(handle);
      if (!member || (member.x === before.x && member.y === before.y && member.f === before.f)) continue;
      const move: RoomEvent = { k: 'p', handle, userId: member.userId, x: member.x, y: member.y, f: member.f };
      local.push(move);
    }
    const events = [...local, ...this.heard];
    this.pending = [];
    this.heard = [];
    this.moved = new Map();
    this.deliver(events);
    return local;
  }

  /**
   * Sends what was just heard from another instance at once: it already waited for that
   * instance's tick, and waiting for ours too would double how late remote moves are seen.
   */
  flushHeard(): void {
    const events = this.heard;
    this.heard = [];
    this.deliver(events);
  }

  /** One frame per group of recipients who may hear the same events. */
  private deliver(events: readonly RoomEvent[]): void {
    if (events.length === 0) return;
    const frames = new Map<string, string | null>();
    const chats: number[] = [];
    const joins = new Map<string, number>();
    events.forEach((event, index) => {
      if (event.k === 'c') chats.push(index);
      else if (event.k === 'j') joins.set(event.who.handle, index);
    });
    for (const recipient of this.locals.values()) {
      const key = exclusionKey(recipient, events, chats, joins);
      let frame = frames.get(key);
      if (frame === undefined) {
        const left = new Set(key ? key.split(',').map(Number) : []);
        frame = updateFrame(events.filter((_event, index) => !left.has(index)));
        frames.set(key, frame);
      }
      if (frame) recipient.send(frame);
    }
  }
}
