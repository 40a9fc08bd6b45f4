import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { PRESENCE_LIMITS, type FriendNoticeKind } from '@authentic/core';
import { REDIS_OPTIONS } from './seams.js';
import { busSeal } from './bus-seal.js';
import { tellArtifactsChanged } from './artifact-news.js';
import type { PresenceBus, PresenceHub } from './hub.js';
import type { KnownPlace } from './places.js';
import type { Spot } from './friend-join.js';
import type { Member, RoomEvent } from './rooms.js';

/**
 * The presence bus over Redis pub/sub (issue 23), for several instances behind one address.
 *
 * - One channel per room, `presence:<room>`. An instance subscribes to the rooms its players are
 *   in, and each tick publishes its players' joins, moves, leaves, emotes and chat there, with
 *   account ids (never sent to clients) so every receiving instance applies blocks and mutes.
 * - Remote players are kept per room so a newcomer's `all` has them. Every ROSTER_MS each instance
 *   republishes the roster of each room it has players in; a remote player not heard of for
 *   REMOTE_SILENT_MS is dropped (its instance died or lost Redis) and leaves for everyone here.
 * - `presence:control` carries what every instance must act on, whether or not it has players in
 *   the room concerned: safety changes (blocks, mutes, moderation) and accounts whose sessions
 *   ended or that were renamed (decision 0261), which each instance reloads for the accounts
 *   named, and a world's newly published version (issue 25), which each instance tells its own
 *   players in that world (`hub.tellWorldPublished`), and a world turned private
 *   (issue 33), whose visitors each instance moves out of its rooms (`hub.tellWorldClosed`). The
 *   sending instance has already acted on its own and ignores its message when it comes back, so
 *   each acts once.
 * - `presence:where:<userId>` says an account is connected and on which map; refreshed with the
 *   rosters, it expires after REMOTE_SILENT_MS (offline). Last places are
 *   `presence:place:<userId>` keys that expire after PRESENCE_LIMITS.placeKeptMs.
 * - Every message and every value kept in Redis is signed with the instances' shared key
 *   (bus-seal.ts, decision 0263); anything unsigned or badly signed is dropped.
 * - Nothing waits on Redis: commands have the rate limits' short timeout and no offline queue.
 *   While Redis is away each instance keeps its own players live; when it returns, the
 *   subscriber resubscribes, every roster is republished at once, and every signed-in socket
 *   reads its safety again from the database (`hub.resync`): what was sent meanwhile is lost.
 */
export const ROSTER_MS = 4000;
export const REMOTE_SILENT_MS = 12_000;
const CONTROL = 'presence:control';
const WHERE = 'presence:where:';
const PLACE = 'presence:place:';
const channelOf = (room: string) => `presence:${room}`;

/** Events as they travel: members are plain, chat carries the speaker's name (for reports). */
type BusMessage =
  | { i: string; ev: RoomEvent[]; names: Record<string, string> }
  | { i: string; roster: Member[] }
  | { i: string; k: 'relations' | 'moderation' | 'account'; ids: string[] }
  | { i: string; k: 'published'; world: string; version: number }
  | { i: string; k: 'closed'; world: string; owner: string }
  | { i: string; k: 'art'; map: string }
  | { i: string; k: 'friend'; ids: string[]; kind: FriendNoticeKind; name: string }
  | { i: string; k: 'grant'; user: string; place: KnownPlace };

const plain = (member: Member): Member => ({
  handle: member.handle,
  userId: member.userId,
  name: member.name,
  avatar: member.avatar,
  ...(member.guest ? { guest: member.guest } : {}),
  x: member.x,
  y: member.y,
  f: member.f,
});

function readMessage(text: string): BusMessage | undefined {
  try {
    return JSON.parse(text) as BusMessage;
  } catch {
    return undefined;
  }
}

type ControlMessage = Extract<BusMessage, { k: string }>;
type RoomMessage = Exclude<BusMessage, ControlMessage>;

/** A control message from another instance: a publish, a friend notice, a grant, a closed world, artifacts, or safety to read again. */
function hearControl(hub: PresenceHub, message: ControlMessage, log: Pick<FastifyBaseLogger, 'warn'>): void {
  if (message.k === 'published') {
    hub.tellWorldPublished(message.world, message.version);
    return;
  }
  if (message.k === 'friend') return void hub.notices.tell(message.ids, message.kind, message.name);
  if (message.k === 'grant') return hub.grants.grant(message.user, message.place);
  if (message.k === 'closed') {
    hub.tellWorldClosed(message.world, message.owner);
    return;
  }
  if (message.k === 'art') {
    tellArtifactsChanged(hub.rooms, message.map);
    return;
  }
  const reload =
    message.k === 'relations'
      ? hub.reloadRelations(message.ids)
      : message.k === 'account'
        ? hub.accountsChanged(message.ids)
        : Promise.all(message.ids.map((id) => hub.reloadRestrictions(id)));
  reload.catch((error: unknown) => log.warn({ err: error }, 'presence bus: reload failed'));
}

/** Another instance's room events (or roster) for a room here. */
function hearRoom(hub: PresenceHub, channel: string, message: RoomMessage): void {
  const room = hub.rooms.get(channel.slice('presence:'.length));
  if (!room) return;
  const now = Date.now();
  if ('roster' in message) return room.hearRoster(message.roster, now);
  for (const event of message.ev) {
    if (event.k === 'c' && event.userId) {
      const speakerName = message.names[event.id] ?? '';
      hub.keepLine({
        id: event.id,
        speakerId: event.userId,
        speakerName,
        text: event.text,
        room: room.key,
        at: new Date(now),
      });
    }
  }
  room.hearRemote(message.ev, now);
  room.flushHeard();
}

export function startBus(
  hub: PresenceHub,
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  key: Buffer,
): PresenceBus {
  const instance = randomBytes(6).toString('hex');
  const seal = busSeal(key, log);
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  let closing = false;
  const ignore = () => undefined;

  const send = (channel: string, message: BusMessage) => {
    if (pub?.status !== 'ready') return;
    pub.publish(channel, seal.seal(channel, JSON.stringify(message))).catch(ignore);
  };

  const publishRosters = () => {
    const now = Date.now();
    for (const [key, room] of hub.rooms) {
      room.expireRemotes(now, REMOTE_SILENT_MS);
      if (!room.empty) send(channelOf(key), { i: instance, roster: hub.localMembers(key).map(plain) });
    }
    if (pub?.status !== 'ready' || hub.sessions.size === 0) return;
    const where = pub.pipeline();
    for (const session of hub.sessions) {
      if (!session.userId) continue;
      const whereKey = WHERE + session.userId;
      // `s`: where the player stands (a friend's Join reads it, friend-join.ts).
      const spot = session.spot && { ...session.spot, room: undefined };
      where.set(whereKey, seal.seal(whereKey, JSON.stringify({ m: session.mapName, s: spot })), 'PX', REMOTE_SILENT_MS);
    }
    where.exec().catch(ignore);
  };

  const hear = (channel: string, sealed: string) => {
    const text = seal.open(channel, sealed);
    if (text === undefined) return;
    const message = readMessage(text);
    if (!message || message.i === instance) return;
    if ('k' in message) return hearControl(hub, message, log);
    hearRoom(hub, channel, message);
  };

  const subscribeAll = async () => {
    if (sub?.status !== 'ready') return;
    await sub.subscribe(CONTROL, ...[...hub.rooms.keys()].map(channelOf)).catch(ignore);
    publishRosters();
  };

  void (async () => {
    const { Redis } = await import('ioredis');
    if (closing) return;
    pub = new Redis(url, REDIS_OPTIONS);
    // Its own resubscribe on 'ready' (subscribeAll) is the only one: ioredis's automatic one does
    // not catch a refusal when the link drops again at once, an unhandled rejection (seen in CI).
    sub = new Redis(url, { ...REDIS_OPTIONS, commandTimeout: undefined, autoResubscribe: false });
    let warned = false;
    for (const client of [pub, sub]) {
      client.on('error', () => {
        if (!warned)
          log.warn('presence bus: Redis is unavailable; each instance shows its own players until it is back');
        warned = true;
      });
    }
    sub.on('ready', () => {
      if (warned) log.info('presence bus: Redis is back; rooms are shared again');
      warned = false;
      // Listening again, each socket here reads what other instances said while this one could not
      // hear (blocks, mutes, moderation, deleted accounts) from the database.
      void subscribeAll()
        .then(() => hub.resync())
        .catch((error: unknown) => log.warn({ err: error }, 'presence bus: reading safety again failed'));
    });
    pub.on('ready', () => publishRosters());
    sub.on('message', hear);
    pub.connect().catch(ignore);
    sub.connect().catch(ignore);
  })().catch((error: unknown) => log.warn({ err: error }, 'presence bus: could not start'));

  const roster = setInterval(publishRosters, ROSTER_MS);
  roster.unref();

  return {
    entered(room) {
      if (sub?.status === 'ready') sub.subscribe(channelOf(room)).catch(ignore);
    },
    emptied(room) {
      if (sub?.status === 'ready') sub.unsubscribe(channelOf(room)).catch(ignore);
    },
    publish(room, events, names) {
      const ev = events.map((event) => (event.k === 'j' ? { k: 'j' as const, who: plain(event.who) } : event));
      send(channelOf(room), { i: instance, ev, names: Object.fromEntries(names) });
    },
    control(kind, userIds) {
      send(CONTROL, { i: instance, k: kind, ids: [...userIds] });
    },
    worldPublished(worldId, version) {
      send(CONTROL, { i: instance, k: 'published', world: worldId, version });
    },
    worldClosed(worldId, ownerId) {
      send(CONTROL, { i: instance, k: 'closed', world: worldId, owner: ownerId });
    },
    artifactsChanged(mapName) {
      send(CONTROL, { i: instance, k: 'art', map: mapName });
    },
    friendNotice(userIds, kind, name) {
      send(CONTROL, { i: instance, k: 'friend', ids: [...userIds], kind, name });
    },
    grant(userId, place) {
      send(CONTROL, { i: instance, k: 'grant', user: userId, place });
    },
    async locate(userId) {
      if (pub?.status !== 'ready') return undefined;
      const value = await pub.get(WHERE + userId);
      const text = value && seal.open(WHERE + userId, value);
      return text ? ((JSON.parse(text) as { s?: Spot | null }).s ?? undefined) : undefined;
    },
    async whereAre(userIds) {
      const found = new Map<string, { mapName: string | null }>();
      if (pub?.status !== 'ready' || userIds.length === 0) return found;
      const values = await pub.mget(...userIds.map((id) => WHERE + id));
      values.forEach((value, index) => {
        const id = userIds[index]!;
        const text = value && seal.open(WHERE + id, value);
        if (text) found.set(id, { mapName: (JSON.parse(text) as { m: string | null }).m });
      });
      return found;
    },
    rememberPlace(userId, place) {
      if (pub?.status !== 'ready') return;
      const placeKey = PLACE + userId;
      pub.set(placeKey, seal.seal(placeKey, JSON.stringify(place)), 'PX', PRESENCE_LIMITS.placeKeptMs).catch(ignore);
    },
    async recallPlace(userId) {
      if (pub?.status !== 'ready') return undefined;
      const sealed = await pub.get(PLACE + userId);
      const text = sealed && seal.open(PLACE + userId, sealed);
      return text ? (JSON.parse(text) as KnownPlace) : undefined;
    },
    async close() {
      closing = true;
      clearInterval(roster);
      sub?.disconnect();
      // QUIT sends what was just published (a closing instance's leaves) first; disconnect() would drop it.
      await (pub?.status === 'ready' ? pub.quit().catch(() => pub?.disconnect()) : pub?.disconnect());
    },
  };
}
