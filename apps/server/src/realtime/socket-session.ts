import type { WebSocket } from 'ws';
import {
  directionFromWire,
  directionToWire,
  PRESENCE_CLOSE,
  PRESENCE_LIMITS,
  PRESENCE_MESSAGES,
  returnFromMiniGame,
  usePortal,
  walkStep,
  type ClientFrame,
  type Emote,
  type PresenceNoticeKind,
  type ServerFrame,
  type WalkResult,
  type Walker,
  type Position,
} from '@authentic/core';
import type { PresenceHub, SessionHandle } from './hub.js';
import { mainMap, PlaceMemory, type KnownPlace, type PlaceMap } from './places.js';
import { StepBudgets } from './rejoin.js';
import { guestVisitorId } from './visits.js';
import { joinedPlace, resolveJoin } from './session-join.js';
import { visibilityChange } from './visibility.js';
import type { LocalMember, Room } from './rooms.js';
import type { Relations, Restrictions, SessionState } from './seams.js';
import { WindowCounter } from './limits.js';
import { FrameBudgets, parseFrame } from './frame-intake.js';
import { encoded } from './frame-bytes.js';
import { accountHasRoom } from './socket-caps.js';
import { accountAfter, newHandle, signIn, untilText, type Account, type AccountCheck } from './socket-account.js';
import { standAside } from './arrival.js';
import { relayLine } from './chat-relay.js';
import { newGuestName } from './guest-names.js';

/** Past this many bytes waiting to go out to one socket, its client is not reading: it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One WebSocket's player (issue 23). Frames are parsed as JSON then by `clientFrameSchema`;
 * anything else closes the socket (PRESENCE_CLOSE.malformed), as does sending more than
 * PRESENCE_LIMITS.framesPerSecond on average past a burst of frameBurst (tooFast). Frames are
 * handled one after another, in order; no handler throws out.
 *
 * Signing in is an `auth` frame with an access token, checked like `plugins/auth.ts` does
 * (signature, expiry, the account's current session version). A later `auth` renews; another
 * account on the same socket leaves and joins again as that account; a refused token makes the
 * socket a guest. A guest is seen as 'Traveller 4821' (name null, guest-names.ts), may emote, may
 * not chat, and may enter only public worlds. A suspended account is refused and its socket closed.
 */
export class SocketSession implements SessionHandle {
  private account: Account | null = null;
  private hidden = new Set<string>();
  private muted = new Set<string>();
  private mutedUntil: Date | null = null;
  private muteReason: string | null = null;
  private member: LocalMember | null = null;
  private room: Room | null = null;
  private place: PlaceMap | null = null;
  private walker: Walker<string> | null = null;
  /** A guest's last places and steps; an account's are the hub's, shared by its sockets (rejoin.ts). */
  private readonly own = { memory: new PlaceMemory(), steps: new StepBudgets() };
  private friends: ReadonlySet<string> = new Set();
  private queue: Promise<void> = Promise.resolve();
  private readonly budgets = new FrameBudgets();
  private readonly chat = new WindowCounter(PRESENCE_LIMITS.chatLines, PRESENCE_LIMITS.chatWindowMs);
  private readonly emotes = new WindowCounter(PRESENCE_LIMITS.emotes, PRESENCE_LIMITS.emoteWindowMs);
  private closed = false;
  /** A move was refused: later moves are ignored until the client joins again from the `fix` (decision 0236). */
  private resyncing = false;
  /** Who this socket is as a guest visitor of a world (visits.ts). */
  private readonly connectionId = guestVisitorId();
  private readonly guestName = newGuestName();
  /** Heartbeat: set by any frame or pong, cleared by each ping. */
  alive = true;

  constructor(
    private readonly hub: PresenceHub,
    private readonly socket: WebSocket,
    private readonly auth: AccountCheck,
  ) {}

  get userId(): string | null {
    return this.account?.id ?? null;
  }

  get mapName(): string | null {
    return this.room && this.place ? this.place.mapName : null;
  }

  get spot() {
    const { room, place, walker } = this;
    return room && place && walker
      ? { worldId: place.worldId, mapId: walker.mapId, mapName: place.mapName, room: room.key, ...walker.position }
      : null;
  }

  /** A raw frame from the socket (ws already refused anything past maxPayload). */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return;
    this.alive = true;
    const now = Date.now();
    if (!this.budgets.frame(now)) return this.close(PRESENCE_CLOSE.tooFast, PRESENCE_MESSAGES.tooFast);
    const frame = parseFrame(data, isBinary);
    if (!frame) return this.close(PRESENCE_CLOSE.malformed, PRESENCE_MESSAGES.malformed);
    const refused = this.budgets.check(frame, now);
    if (refused) return 'close' in refused ? this.close(...refused.close) : this.notice(...refused.notice);
    this.queue = this.queue
      .then(() => (this.closed ? undefined : this.handle(frame)))
      .catch((error: unknown) => this.hub.log.warn({ err: error }, 'presence: a frame handler failed'));
  }

  private async handle(frame: ClientFrame): Promise<void> {
    switch (frame.t) {
      case 'auth':
        return this.authenticate(frame.token);
      case 'join':
        return this.join(frame.w, frame.m, { x: frame.x, y: frame.y });
      case 'mv':
        return this.walk(frame.s, (walker, now) =>
          walkStep(this.place!.atlas, walker, directionFromWire(frame.d), now),
        );
      case 'po':
        return this.walk(frame.s, (walker) => usePortal(this.place!.atlas, walker));
      case 'back':
        return this.walk(frame.s, (walker) => returnFromMiniGame(this.place!.atlas, walker));
      case 'leave':
        return this.leaveRoom();
      case 'em':
        return this.emote(frame.e);
      case 'say':
        return this.say(frame.m);
    }
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  private sendText(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A client that stopped reading would make the server hold its frames without end: drop it.
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    const bytes = encoded(text);
    // A text frame (opcode 1), as a string would be: browsers read it as text.
    this.socket.send(bytes, { binary: false });
    this.hub.wire.frames += 1;
    this.hub.wire.bytes += bytes.length;
  }

  private notice(k: PresenceNoticeKind, m: string): void {
    this.send({ t: 'n', k, m });
  }

  /** Every heartbeatMs: a socket silent since the last ping is dropped, the others pinged again. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.dispose();
  }

  /** The socket is gone: its player leaves its room at once, and its place is remembered. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.leaveRoom();
    this.hub.sessions.delete(this);
    this.hub.notices.left(this, this.userId);
  }

  // ---- signing in ----

  private async authenticate(token: string): Promise<void> {
    const signed = await signIn(this.hub.db, this.hub.lookup, this.auth, this.userId, token);
    // Counted when the account becomes known, with nothing awaited before switchAccount counts it.
    if (signed.ok && signed.relations && !accountHasRoom(this.hub, signed.account.id, this.auth)) {
      return this.close(PRESENCE_CLOSE.tooManyForAccount, PRESENCE_MESSAGES.tooManyForAccount);
    }
    this.send({ t: 'auth', ok: signed.ok, name: signed.ok ? signed.account.name : null });
    if (!signed.ok && signed.suspendedUntil) {
      return this.close(PRESENCE_CLOSE.suspended, PRESENCE_MESSAGES.suspendedUntil(untilText(signed.suspendedUntil)));
    }
    if (!signed.ok) return this.account ? this.switchAccount(null) : undefined;
    this.mutedUntil = signed.mutedUntil;
    this.muteReason = signed.muteReason;
    if (!signed.relations) return void (this.account = signed.account);
    await this.switchAccount(signed.account, signed.relations);
  }

  /** Its sessions ended (a guest's from now) or it was renamed (others see the new name): decision 0261. */
  async accountChanged(state: SessionState | undefined): Promise<void> {
    const next = this.account && !this.closed ? accountAfter(this.account, state) : this.account;
    if (next === this.account) return;
    // Deleted (no state, or version -1 as account-data.ts leaves it): its tab signs out (issue 34).
    const gone = !state || state.sessionVersion < 0 ? { gone: true as const } : {};
    this.send({ t: 'auth', ok: next !== null, name: next?.name ?? null, ...gone });
    await this.switchAccount(next, next ? { hidden: [...this.hidden], muted: [...this.muted] } : undefined);
  }

  /** Another account (or none) on this socket: leave, and come back as it where the player stood. */
  private async switchAccount(account: Account | null, relations = { hidden: [] as string[], muted: [] as string[] }) {
    // The socket may have closed while the account was read: a closed session joins nothing.
    if (this.closed) return;
    const where =
      this.room && this.place && this.walker ? { place: this.place, at: { ...this.walker.position } } : null;
    this.leaveRoom();
    this.hub.sessions.delete(this);
    this.hub.notices.left(this, this.userId);
    this.account = account;
    this.hidden = new Set(relations.hidden);
    this.muted = new Set(relations.muted);
    if (account) this.hub.sessions.add(this);
    else this.mutedUntil = null;
    if (account) void this.hub.notices.signedIn(this, account.id, account.name);
    if (where) {
      const { worldId, mapId } = where.place;
      await this.join(worldId, mapId, where.at, { worldId, mapId, ...where.at });
    }
  }

  /** `known`: read already for many sockets at once (hub.resync). */
  async reloadRelations(known?: Relations): Promise<void> {
    if (!this.account) return;
    const relations = known ?? (await this.hub.lookup.relations(this.account.id));
    const before = this.hidden;
    this.hidden = new Set(relations.hidden);
    this.muted = new Set(relations.muted);
    if (this.member) Object.assign(this.member, { hidden: this.hidden, muted: this.muted });
    if (!this.room || !this.member) return;
    const change = visibilityChange(this.room, this.member, before, this.hidden);
    if (change) this.send(change);
  }

  async reloadRestrictions(known?: Restrictions): Promise<void> {
    if (!this.account) return;
    const restrictions = known ?? (await this.hub.lookup.restrictions(this.account.id));
    if (restrictions.gone) {
      // The account was deleted: its tokens no longer work, and the socket goes on as a guest's.
      this.send({ t: 'auth', ok: false, name: null, gone: true });
      return this.switchAccount(null);
    }
    this.mutedUntil = restrictions.mutedUntil;
    this.muteReason = restrictions.muteReason ?? null;
    if (restrictions.suspendedUntil && restrictions.suspendedUntil.getTime() > Date.now()) {
      this.close(PRESENCE_CLOSE.suspended, PRESENCE_MESSAGES.suspendedUntil(untilText(restrictions.suspendedUntil)));
    }
  }

  // ---- rooms and walking ----

  /** `standing`: where this socket's player stood a moment ago (an account change keeps it). */
  private async join(worldId: string | null, mapId: string, claimed: Position, standing?: KnownPlace): Promise<void> {
    // The server's word, not the claim (session-join.ts): where the player stands, else where it left.
    const here = this.spot ?? standing;
    const joined = await resolveJoin(this.hub, { worldId, mapId, claimed, userId: this.userId, here, ...this.mine() });
    if (this.closed) return;
    if (!joined) return this.notice('world', PRESENCE_MESSAGES.worldClosed);
    this.resyncing = false;
    this.leaveRoom();
    ({ place: this.place, walker: this.walker, friends: this.friends } = joined);
    this.enterRoom(!joined.resumed);
    joinedPlace(this.hub, joined.place, this.userId, this.connectionId);
  }

  /** Where this player's last places and steps are kept, and under which key. */
  private mine() {
    const { hub, account, own } = this;
    return account ? { memory: hub.places, steps: hub.steps, key: account.id } : { ...own, key: '' };
  }

  /** Into its walker's map's room, `hi` then `all`; `arriving` (not resuming a known cell): beside others. */
  private enterRoom(arriving = false): void {
    const place = this.place!;
    const key = this.hub.layerFor(place.room, { userId: this.userId, friends: this.friends });
    if (arriving)
      this.walker = standAside(
        this.hub.rooms.get(key),
        place.atlas.grid(this.walker!.mapId),
        this.walker!,
        this.userId,
      );
    const walker = this.walker!;
    const member: LocalMember = {
      handle: newHandle((handle) => this.hub.rooms.get(key)?.has(handle) ?? false),
      userId: this.userId,
      name: this.account?.name ?? null,
      avatar: this.account?.avatar ?? null,
      ...(this.account ? {} : { guest: this.guestName }),
      x: walker.position.x,
      y: walker.position.y,
      f: directionToWire(walker.facing),
      hidden: this.hidden,
      muted: this.muted,
      send: (text) => this.sendText(text),
      moveOut: (text) => {
        this.sendText(text);
        this.leaveRoom();
      },
    };
    this.member = member;
    this.room = this.hub.enter(key, member);
    this.send({
      t: 'hi',
      me: member.handle,
      name: member.name,
      ...(member.guest ? { guest: member.guest } : {}),
      w: place.worldId,
      m: place.mapId,
      x: member.x,
      y: member.y,
      f: member.f,
    });
    this.send({ t: 'all', m: place.mapId, p: this.room.othersFor(member) });
  }

  private leaveRoom(): void {
    if (!this.room || !this.member) return;
    if (this.place && this.walker) {
      const { x, y } = this.walker.position;
      const known = { worldId: this.place.worldId, mapId: this.walker.mapId, x, y, at: Date.now() };
      const { memory, key } = this.mine();
      memory.remember(key, known, known.at);
      if (this.account) this.hub.bus?.rememberPlace(this.account.id, known);
    }
    this.hub.leave(this.room, this.member.handle);
    this.room = null;
    this.member = null;
  }

  /** A move, a portal or a way back: the walker's rules decide, a refusal is a `fix`. */
  private walk(seq: number, step: (walker: Walker<string>, nowMs: number) => WalkResult<string>): void {
    // After a `fix`, moves the client sent before it snapped are ignored until its next `join`.
    if (!this.room || !this.member || !this.walker || !this.place || this.resyncing) return;
    const result = step(this.walker, Date.now());
    this.walker = result.walker;
    const { steps, key } = this.mine();
    steps.keep(key, result.walker);
    const member = this.member;
    if (!result.ok) {
      this.room.moving(member);
      member.f = directionToWire(result.walker.facing);
      const { x, y } = result.walker.position;
      this.send({ t: 'fix', s: seq, m: result.walker.mapId, x, y, f: member.f });
      this.resyncing = true;
      return;
    }
    if (result.exit) return this.leaveRoom();
    if (result.changedMap) {
      const next = this.place.worldId
        ? (this.place.sibling?.(result.walker.mapId) ?? null)
        : mainMap(result.walker.mapId);
      this.leaveRoom();
      if (!next) return;
      this.place = next;
      this.enterRoom();
      return;
    }
    this.room.moving(member);
    member.x = result.walker.position.x;
    member.y = result.walker.position.y;
    member.f = directionToWire(result.walker.facing);
  }

  // ---- emotes and chat ----

  private emote(emote: Emote): void {
    if (!this.room || !this.member) return;
    if (!this.emotes.take(Date.now())) return this.notice('emoteRate', PRESENCE_MESSAGES.emoteRate);
    this.room.push({ k: 'e', handle: this.member.handle, userId: this.member.userId, emote });
  }

  private say(text: string): void {
    if (!this.account) return this.notice('guestChat', PRESENCE_MESSAGES.guestChat);
    if (this.mutedUntil && this.mutedUntil.getTime() > Date.now()) {
      // The client says it again in the player's own time zone, from `until` (issue 38 item 6).
      const m = PRESENCE_MESSAGES.muted(untilText(this.mutedUntil), this.muteReason);
      const why = this.muteReason ? { why: this.muteReason } : {};
      return this.send({ t: 'n', k: 'muted', m, until: this.mutedUntil.toISOString(), ...why });
    }
    if (!this.room || !this.member || !this.place || !text.trim()) return;
    if (!this.chat.take(Date.now())) return this.notice('chatRate', PRESENCE_MESSAGES.chatRate);
    const said = relayLine(this.hub, this.room, this.member, this.account, text);
    if (said === 'unheard') this.notice('nobodyNear', PRESENCE_MESSAGES.nobodyNear);
  }
}
