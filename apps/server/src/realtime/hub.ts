import type {
  Db,
  PresenceRegistry,
  RelayedChatLine,
  Relations,
  Restrictions,
  SafetyLookup,
  SessionState,
  WordFilter,
} from './seams.js';
import { catchUp } from './catch-up.js';
import { tellArtifactsChanged } from './artifact-news.js';
import { chooseLayer, FriendCache, mapKeyOf, TalkIndex, type Arrival } from './layers.js';
import { PlaceMemory, type KnownPlace, type PlaceMap } from './places.js';
import { forgetWorld } from './world-lookups.js';
import { StepBudgets } from './rejoin.js';
import type { FriendNoticeKind, Position, ServerFrame } from '@authentic/core';
import { FriendNotices } from './friend-notices.js';
import { cellBeside, JoinGrants, type Spot } from './friend-join.js';
import { Room, type LocalMember, type Member, type RoomEvent } from './rooms.js';

/** How long a relayed chat line can be reported (it is never stored in the database). */
export const CHAT_KEPT_MS = 15 * 60_000;
/** A world turned private is remembered this long, for joins that were under way. */
const CLOSED_KEPT_MS = 60_000;

/** What the hub needs from the bus (bus.ts); absent without REDIS_URL. */
export interface PresenceBus {
  /** This instance has players in the room now / has none any more. */
  entered(room: string): void;
  emptied(room: string): void;
  /** This tick's local events in a room. */
  publish(room: string, events: readonly RoomEvent[], names: ReadonlyMap<string, string>): void;
  /** Someone's blocks, mutes or moderation changed: other instances reload them. */
  control(kind: 'relations' | 'moderation' | 'account', userIds: readonly string[]): void;
  /** A world published a version: other instances tell their players in it (tellWorldPublished). */
  worldPublished(worldId: string, version: number): void;
  /** Artifacts on a map changed: other instances tell their players on it (artifact-news.ts). */
  artifactsChanged(mapName: string): void;
  /** A world turned private: other instances move its visitors out (tellWorldClosed). */
  worldClosed(worldId: string, ownerId: string): void;
  /** Connected accounts on other instances with their map names. */
  whereAre(userIds: readonly string[]): Promise<Map<string, { mapName: string | null }>>;
  /** Keeps a last place for other instances (best effort). */
  rememberPlace(userId: string, place: KnownPlace): void;
  recallPlace(userId: string): Promise<KnownPlace | undefined>;
  /** Friend notices for accounts on any instance (friend-notices.ts), and a Join's granted place (friend-join.ts). */
  friendNotice(userIds: readonly string[], kind: FriendNoticeKind, name: string): void;
  grant(userId: string, place: KnownPlace): void;
  /** Where an account connected to another instance stands (as of its last roster), or undefined. */
  locate(userId: string): Promise<Spot | undefined>;
  close(): Promise<void>;
}

/** What a socket session exposes to the hub. */
export interface SessionHandle {
  readonly userId: string | null;
  /** The map name the player is on, or null. */
  readonly mapName: string | null;
  /** `known`: already read (resync reads many accounts at once); else the session reads its own. */
  reloadRelations(known?: Relations): Promise<void>;
  reloadRestrictions(known?: Restrictions): Promise<void>;
  /** Its account's session state changed: undefined when the account is gone (decision 0261). */
  accountChanged(state: SessionState | undefined): Promise<void>;
  send(frame: ServerFrame): void;
  /** Where the player stands now, with the key of their room (layer); null when on no map. */
  readonly spot: (Spot & { room: string }) | null;
}

/**
 * Live presence's state on this instance: rooms, the sessions of signed-in accounts, last
 * places, relayed chat lines, and the tick that sends every room's changes.
 */
export class PresenceHub implements PresenceRegistry {
  readonly rooms = new Map<string, Room>();
  readonly places = new PlaceMemory();
  readonly notices = new FriendNotices(this);
  readonly grants = new JoinGrants();
  /** Steps in hand by account, kept across joins (rejoin.ts). */
  readonly steps = new StepBudgets();
  readonly talks = new TalkIndex();
  readonly friends: FriendCache;
  readonly sessions = new Set<SessionHandle>();
  /** What this instance's sockets carry, counted where they send (the metrics plugin reads it). */
  readonly wire = { sockets: 0, frames: 0, bytes: 0 };
  /** The layers of each map that have players here, by the map's room key (layers.ts). */
  private readonly layers = new Map<string, Set<Room>>();
  /** Worlds turned private lately, with their owner: a join that read them public just before is refused. */
  private readonly closed = new Map<string, { ownerId: string; at: number }>();
  bus: PresenceBus | undefined;
  private readonly lines = new Map<string, RelayedChatLine>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly db: Db,
    readonly lookup: SafetyLookup,
    readonly wordFilter: WordFilter,
    readonly log: { warn(object: unknown, message: string): void },
  ) {
    this.friends = new FriendCache(db);
  }

  start(tickMs: number): void {
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * The room a newcomer to a map enters: the map's own key or one of its copies ('layers', `<key>~2`,
   * `~3`, …), each holding at most PRESENCE_LIMITS.roomCapacity players (here and, as far as rosters
   * told, on other instances). Guests fill at most half of a layer; a signed-in player goes where
   * their friends and the people they were talking with are (layers.ts). Players in one layer never
   * see another's, so what each receives stays bounded on a crowded map.
   */
  layerFor(key: string, arrival: Arrival, nowMs = Date.now()): string {
    return chooseLayer(this.rooms, this.layers.get(key) ?? [], key, arrival, this.talks, nowMs);
  }

  room(key: string): Room {
    let room = this.rooms.get(key);
    if (!room) {
      room = new Room(key);
      this.rooms.set(key, room);
      const layers = this.layers.get(mapKeyOf(key));
      if (layers) layers.add(room);
      else this.layers.set(mapKeyOf(key), new Set([room]));
      this.bus?.entered(key);
    }
    return room;
  }

  enter(key: string, member: LocalMember): Room {
    const room = this.room(key);
    room.add(member);
    return room;
  }

  leave(room: Room, handle: string): void {
    room.remove(handle);
  }

  load() {
    return { ...this.wire, rooms: this.rooms.size };
  }

  /** One tick: every room sends its changes; rooms left empty are dropped after their last frame. */
  tick(nowMs = Date.now()): void {
    for (const [key, room] of this.rooms) {
      try {
        const local = room.tick();
        if (local.length > 0 && this.bus) this.bus.publish(key, local, this.speakerNames(local));
        if (room.empty) {
          this.rooms.delete(key);
          this.dropLayer(room);
          this.bus?.emptied(key);
        }
      } catch (error) {
        this.log.warn({ err: error, room: key }, 'presence: a room tick failed');
      }
    }
    this.pruneLines(nowMs);
    this.places.prune(nowMs);
    this.steps.prune(nowMs);
    this.talks.prune(nowMs);
    this.friends.prune(nowMs);
    this.notices.prune(nowMs);
    this.grants.prune(nowMs);
    for (const [worldId, closed] of this.closed) if (nowMs - closed.at > CLOSED_KEPT_MS) this.closed.delete(worldId);
  }

  private dropLayer(room: Room): void {
    const layers = this.layers.get(mapKeyOf(room.key));
    layers?.delete(room);
    if (layers?.size === 0) this.layers.delete(mapKeyOf(room.key));
  }

  private speakerNames(events: readonly RoomEvent[]): Map<string, string> {
    const names = new Map<string, string>();
    for (const event of events) if (event.k === 'c') names.set(event.id, this.lines.get(event.id)?.speakerName ?? '');
    return names;
  }

  /** Keeps a line for reports. */
  keepLine(line: RelayedChatLine): void {
    this.lines.set(line.id, line);
    this.talks.said(line.speakerId, line.room, line.at.getTime());
  }

  chatLine(id: string): RelayedChatLine | undefined {
    const line = this.lines.get(id);
    return line && Date.now() - line.at.getTime() <= CHAT_KEPT_MS ? line : undefined;
  }

  private pruneLines(nowMs: number): void {
    for (const [id, line] of this.lines) {
      if (nowMs - line.at.getTime() <= CHAT_KEPT_MS) break;
      this.lines.delete(id);
    }
  }

  /** Connected accounts here, then (when Redis is there) on other instances. */
  async whereAre(userIds: readonly string[]): Promise<Map<string, { mapName: string | null }>> {
    const wanted = new Set(userIds);
    const found = new Map<string, { mapName: string | null }>();
    for (const session of this.sessions) {
      if (!session.userId || !wanted.has(session.userId)) continue;
      const known = found.get(session.userId);
      if (!known || known.mapName === null) found.set(session.userId, { mapName: session.mapName });
    }
    const missing = userIds.filter((id) => !found.has(id));
    if (this.bus && missing.length > 0) {
      const remote = await this.bus.whereAre(missing).catch(() => new Map<string, { mapName: string | null }>());
      for (const [id, where] of remote) found.set(id, where);
    }
    return found;
  }

  /** Blocks or mutes of these accounts changed: their sessions here reload them. */
  async reloadRelations(userIds: readonly string[]): Promise<void> {
    const ids = new Set(userIds);
    await Promise.all([...this.sessions].filter((s) => s.userId && ids.has(s.userId)).map((s) => s.reloadRelations()));
  }

  /** A moderator acted on this account: its sessions here re-read their restrictions. */
  async reloadRestrictions(userId: string): Promise<void> {
    await Promise.all([...this.sessions].filter((s) => s.userId === userId).map((s) => s.reloadRestrictions()));
  }

  /** Reads an account's session state from the database (the plugin sets it: `app.sessions.refresh`). */
  refreshAccount: ((userId: string) => Promise<SessionState | undefined>) | undefined;

  /**
   * These accounts' sessions ended or they were renamed (decision 0261): their sockets here go on
   * as guests', or under the new name. `state` is the change when this instance made it; another
   * instance's change (on the bus) is read again from the database.
   */
  async accountsChanged(userIds: readonly string[], state?: SessionState): Promise<void> {
    for (const userId of new Set(userIds)) {
      const mine = [...this.sessions].filter((s) => s.userId === userId);
      if (mine.length === 0 || (!state && !this.refreshAccount)) continue;
      const now = state ?? (await this.refreshAccount!(userId));
      await Promise.all(mine.map((s) => s.accountChanged(now)));
    }
  }

  /** Redis came back (bus.ts): read from the database what was said on it meanwhile (catch-up.ts). */
  resync(): Promise<void> {
    return catchUp(this);
  }

  /**
   * A world published a version (the builder's routes call this on the instance that saved it):
   * its players here are told, and so, through the bus, are its players on every other instance
   * (each tells its own once; an instance ignores its own message). Returns how many were told here.
   */
  worldPublished(worldId: string, version: number): number {
    const told = this.tellWorldPublished(worldId, version);
    this.bus?.worldPublished(worldId, version);
    return told;
  }

  /**
   * Every local player in one of the world's rooms (`world:<id>:…`, layers too) is told, and
   * joins again on the new document, where the start rule (places.ts) keeps their cell while it
   * is walkable and else starts them at the spawn (issue 25, decision 0248).
   */
  tellWorldPublished(worldId: string, version: number): number {
    forgetWorld(this.db, worldId);
    const prefix = `world:${worldId}:`;
    const frame = JSON.stringify({ t: 'worldPublished', worldId, version } satisfies ServerFrame);
    let told = 0;
    for (const [key, room] of this.rooms) {
      if (!key.startsWith(prefix)) continue;
      for (const member of room.locals.values()) {
        member.send(frame);
        told += 1;
      }
    }
    return told;
  }

  /**
   * A world turned private (its owner's PUT /api/worlds/{id}): everyone but the owner leaves its
   * rooms at once and is sent to the main world, here and, through the bus, on every instance.
   * Returns how many were moved out here.
   */
  worldClosed(worldId: string, ownerId: string): number {
    const moved = this.tellWorldClosed(worldId, ownerId);
    this.bus?.worldClosed(worldId, ownerId);
    return moved;
  }

  /** Moves this instance's visitors out of the world's rooms (layers too), with a `worldClosed` frame. */
  tellWorldClosed(worldId: string, ownerId: string, nowMs = Date.now()): number {
    this.closed.set(worldId, { ownerId, at: nowMs });
    forgetWorld(this.db, worldId);
    const prefix = `world:${worldId}:`;
    const frame = JSON.stringify({ t: 'worldClosed', worldId } satisfies ServerFrame);
    let moved = 0;
    for (const [key, room] of [...this.rooms]) {
      if (!key.startsWith(prefix)) continue;
      for (const member of [...room.locals.values()]) {
        if (member.userId === ownerId) continue;
        if (member.moveOut) member.moveOut(frame);
        else {
          member.send(frame);
          this.leave(room, member.handle);
        }
        moved += 1;
      }
    }
    return moved;
  }

  /** Artifacts on this map changed (the artifact routes call this): its players here and elsewhere are told. */
  /** A friend notice for these accounts, on every instance (friend-notices.ts). Returns how many sockets here got it. */
  friendNotice(userIds: readonly string[], kind: FriendNoticeKind, name: string): number {
    this.bus?.friendNotice(userIds, kind, name);
    return this.notices.tell(userIds, kind, name);
  }

  /** A Join: the free cell beside `spot`, this account's next join there on every instance (friend-join.ts). */
  grantBeside(userId: string, spot: Spot & { room?: string }, place: PlaceMap): Position {
    const cell = cellBeside(this, place, spot);
    const granted = { worldId: spot.worldId, mapId: spot.mapId, ...cell };
    this.grants.grant(userId, granted);
    this.bus?.grant(userId, granted);
    return cell;
  }

  /** Where a connected account stands: a socket here (with its room), else as another instance last told. */
  async locate(userId: string): Promise<(Spot & { room?: string }) | undefined> {
    for (const session of this.sessions) if (session.userId === userId && session.spot) return session.spot;
    return this.bus?.locate(userId).catch(() => undefined);
  }

  artifactsChanged(mapName: string): number {
    this.bus?.artifactsChanged(mapName);
    return tellArtifactsChanged(this.rooms, mapName);
  }

  /** True when the world turned private at or after `sinceMs` and this player is not its owner. */
  closedSince(worldId: string, userId: string | null, sinceMs: number): boolean {
    const closed = this.closed.get(worldId);
    return !!closed && closed.at >= sinceMs && closed.ownerId !== userId;
  }

  /** Players in each world on every instance: the plugin sets it when there is Redis (live-counts.ts). */
  liveCounts: () => Promise<Map<string, number>> = async () => this.liveWorlds();

  /**
   * Players in each world now, by world id (Explore's 'live', issue 34): every room of the world
   * here, layers too, counting this instance's players and the remote ones the bus's rosters told
   * it of in those rooms (decision 0266).
   */
  liveWorlds(): Map<string, number> {
    const live = new Map<string, number>();
    for (const [key, room] of this.rooms) {
      if (!key.startsWith('world:')) continue;
      const worldId = key.slice('world:'.length, key.indexOf(':', 'world:'.length));
      if (room.size > 0) live.set(worldId, (live.get(worldId) ?? 0) + room.size);
    }
    return live;
  }

  /** This instance's members of a room, for a roster on the bus. */
  localMembers(key: string): Member[] {
    const room = this.rooms.get(key);
    return room ? [...room.locals.values()] : [];
  }
}
