import { z } from 'zod';
import type { Direction } from '../shared/geometry.js';

/**
 * The live-presence wire format (decision 0235): small JSON frames over one WebSocket at
 * `/api/presence`. Keys are one to four letters, directions and facings are digits, and players
 * are short handles, never account ids. A client sends moves, never coordinates it chose.
 */

/** Directions on the wire: 0 up, 1 right, 2 down, 3 left. */
export const WIRE_DIRECTIONS = ['up', 'right', 'down', 'left'] as const satisfies readonly Direction[];
export type WireDirection = 0 | 1 | 2 | 3;

export function directionToWire(direction: Direction): WireDirection {
  return WIRE_DIRECTIONS.indexOf(direction) as WireDirection;
}
export function directionFromWire(code: WireDirection): Direction {
  return WIRE_DIRECTIONS[code];
}

/** What a socket may send and how fast (decision 0235). */
export const PRESENCE_LIMITS = {
  /** A frame larger than this closes the socket (1009). */
  maxFrameBytes: 1024,
  /** Frames per second a socket may send on average, with this burst; past it the socket closes (1008). */
  framesPerSecond: 20,
  frameBurst: 40,
  /**
   * `auth` and `join` read the database (decision 0261): each socket may send this many of each per
   * minute (past it the frame is refused with a notice), and each takes costlyFrameTokens of the
   * frame bucket above. A join refused for its rate is sent again after joinRetryMs.
   */
  authsPerMinute: 6,
  joinsPerMinute: 12,
  costlyFrameTokens: 3,
  joinRetryMs: 10_000,
  /**
   * Sockets open at once per account on one instance (tabs and devices), and per address (schools
   * and shared networks share one; the server's PRESENCE_SOCKETS_PER_ADDRESS changes it). Past
   * either, the newest socket is closed with tooManyForAccount or tooManyFromAddress (decision 0261).
   */
  socketsPerAccount: 5,
  socketsPerAddress: 50,
  /** Proximity chat: one line's length, and lines per window per player. */
  chatMaxLength: 200,
  chatLines: 5,
  chatWindowMs: 10_000,
  /** Emotes per window per player. */
  emotes: 5,
  emoteWindowMs: 10_000,
  /**
   * A map holds this many players at once; more are spread over copies of it ('layers'), so what
   * each player receives stays bounded however many play (decision 0235).
   */
  roomCapacity: 50,
  /**
   * Guests in one layer at most (half of it), so guests alone never fill a map: there is always
   * room in a layer for signed-in players to meet their friends (issue 33, decision 0262).
   */
  guestsPerRoom: 25,
  /** Chat is heard by players on the same map within this many cells (Euclidean). */
  chatRangeCells: 12,
  /**
   * The server sends each room's changes this often (20 per second): a move waits for the next
   * tick, so the tick bounds what a player sees of another's step (decision 0235).
   */
  tickMs: 50,
  /** Moves are checked against walking: one cell per STEP_LOCK_MS, with this many in hand for late frames. */
  stepBurst: 4,
  /** A silent socket is pinged this often and dropped when the next ping finds it still silent. */
  heartbeatMs: 10_000,
  /** Reconnecting waits this long at first, doubling to the maximum. */
  reconnectBaseMs: 500,
  reconnectMaxMs: 15_000,
  /** A server-known place outlives its socket this long, so a reload resumes from it. */
  placeKeptMs: 15 * 60_000,
  /**
   * A join may claim a cell this many steps at most from the place the server knows, when the player
   * had the time to walk there since (one step per WALK_STEP_MS): steps taken before the socket opened
   * or while it was down (decision 0300). Farther, the server's place stands.
   */
  joinWalkCells: 16,
} as const;

/** The little pictures a player can show over their head. */
export const EMOTES = ['wave', 'heart', 'laugh', 'wow', 'question', 'music'] as const;
export type Emote = (typeof EMOTES)[number];

export const EMOTE_LABELS: Readonly<Record<Emote, string>> = {
  wave: 'Wave',
  heart: 'Heart',
  laugh: 'Laugh',
  wow: 'Surprised',
  question: 'Question',
  music: 'Humming',
};

const seq = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);
const cell = z.number().int().min(0).max(4096);
const wireDirection = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Every frame a client may send. Unknown types or fields close the socket as malformed. */
export const clientFrameSchema = z.discriminatedUnion('t', [
  /** Signs the socket in (or again, after a renewal); a socket that never sends one is a guest. */
  z.strictObject({ t: z.literal('auth'), token: z.string().min(1).max(2048) }),
  /**
   * Enters a map of the main world (`w: null`) or of a player's world. `x`/`y` is where the client
   * believes it stands: the server keeps its own record when it has one (decision 0236).
   */
  z.strictObject({
    t: z.literal('join'),
    w: z.string().uuid().nullable(),
    m: z.string().min(1).max(64),
    x: cell,
    y: cell,
  }),
  /** One step. */
  z.strictObject({ t: z.literal('mv'), d: wireDirection, s: seq }),
  /** Space on a portal. */
  z.strictObject({ t: z.literal('po'), s: seq }),
  /** Back from a mini-game, beside the portal it was opened from. */
  z.strictObject({ t: z.literal('back'), s: seq }),
  /** Leaves the room (the game screen closed); the socket stays. */
  z.strictObject({ t: z.literal('leave') }),
  z.strictObject({ t: z.literal('em'), e: z.enum(EMOTES) }),
  z.strictObject({ t: z.literal('say'), m: z.string().min(1).max(PRESENCE_LIMITS.chatMaxLength) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** What a friend notice (`fr`) tells. */
export const FRIEND_NOTICE_KINDS = ['request', 'accepted', 'online'] as const;
export type FriendNoticeKind = (typeof FRIEND_NOTICE_KINDS)[number];

/** What a presence notice (`n`) is about. */
export const PRESENCE_NOTICE_KINDS = [
  'chatRate',
  'emoteRate',
  'muted',
  'guestChat',
  'filtered',
  'world',
  'authRate',
  'joinRate',
  /** A chat line nobody was within PRESENCE_LIMITS.chatRangeCells to hear (issue 34). */
  'nobodyNear',
] as const;
export type PresenceNoticeKind = (typeof PRESENCE_NOTICE_KINDS)[number];

/**
 * A player as a newcomer first sees them: handle, username (null for a guest), avatar URL, cell,
 * facing, and a guest's name ('Traveller 4821', one per connection, issue 34; absent for an account).
 */
export const wirePlayerSchema = z.tuple([
  z.string(),
  z.string().nullable(),
  z.string().nullable(),
  cell,
  cell,
  wireDirection,
  z.string().optional(),
]);
export type WirePlayer = z.infer<typeof wirePlayerSchema>;
/** A move in a tick: handle, cell, facing. */
export const wireMoveSchema = z.tuple([z.string(), cell, cell, wireDirection]);
export type WireMove = z.infer<typeof wireMoveSchema>;
/** A chat line: handle, line id (for reports), text. */
export const wireChatSchema = z.tuple([z.string(), z.string(), z.string()]);
export type WireChat = z.infer<typeof wireChatSchema>;

/**
 * Every frame the server sends (decision 0275). The client parses each one with this schema and
 * drops (and logs) what does not pass. Objects are not strict: a newer server may add a field.
 */
export const serverFrameSchema = z.discriminatedUnion('t', [
  /** The truth after a join: who you are here and where you stand (`guest`: a guest's name, as others see it). */
  z.object({
    t: z.literal('hi'),
    me: z.string(),
    name: z.string().nullable(),
    guest: z.string().optional(),
    w: z.string().nullable(),
    m: z.string(),
    x: cell,
    y: cell,
    f: wireDirection,
  }),
  /** A refused move (or portal, or back): snap to this. `s` is the refused frame's sequence number. */
  z.object({ t: z.literal('fix'), s: seq, m: z.string(), x: cell, y: cell, f: wireDirection }),
  /** Everyone else in the room, on entering it. */
  z.object({ t: z.literal('all'), m: z.string(), p: z.array(wirePlayerSchema) }),
  /** One tick's changes in the room: joins, moves, leaves, emotes, chat lines. Empty parts are left out. */
  z.object({
    t: z.literal('u'),
    j: z.array(wirePlayerSchema).optional(),
    p: z.array(wireMoveSchema).optional(),
    l: z.array(z.string()).optional(),
    e: z.array(z.tuple([z.string(), z.enum(EMOTES)])).optional(),
    c: z.array(wireChatSchema).optional(),
  }),
  /** A notice for this player (a refused chat line, a mute, a rate limit). */
  /** A notice; a 'muted' one also says until when (ISO, shown in the player's own time) and why. */
  z.object({
    t: z.literal('n'),
    k: z.enum(PRESENCE_NOTICE_KINDS),
    m: z.string(),
    until: z.string().optional(),
    why: z.string().optional(),
  }),
  /**
   * The socket's account changed (auth accepted or refused). `gone`: the account was deleted, and
   * the tab signs out (issue 34).
   */
  z.object({ t: z.literal('auth'), ok: z.boolean(), name: z.string().nullable(), gone: z.literal(true).optional() }),
  /**
   * Someone's artifacts on this map changed (one was placed, moved or taken up, issue 34): the
   * client reads the map's artifacts again, with the visibility rules of that read.
   */
  z.object({ t: z.literal('art'), w: z.string().nullable(), m: z.string() }),
  /**
   * The world this player is in published a new version (issue 25): the client loads it and joins
   * again; the join starts it where it stood if that cell is still walkable, else at the spawn.
   */
  z.object({ t: z.literal('worldPublished'), worldId: z.string(), version: z.number().int().min(0) }),
  /**
   * The world this player is in turned private (issue 33): the server has already taken them out of
   * its rooms; the client goes back to the main world and says why.
   */
  z.object({ t: z.literal('worldClosed'), worldId: z.string() }),
  /**
   * A friend notice (issue 34): `name` sent this player a friend request, accepted theirs, or came
   * online (their first socket signs in, when their privacy's tellFriendsWhenOnline allows). The
   * client words it with FRIEND_MESSAGES.notice (core's messages/friends.ts).
   */
  z.object({ t: z.literal('fr'), k: z.enum(FRIEND_NOTICE_KINDS), name: z.string() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Close codes the server uses, with the reason text it sends. */
export const PRESENCE_CLOSE = {
  malformed: 4400,
  tooFast: 4429,
  suspended: 4403,
  replaced: 4409,
  /** Refused at the upgrade: this address has PRESENCE_SOCKETS_PER_ADDRESS sockets open here. */
  tooManyFromAddress: 4430,
  /** Refused at `auth`: this account has PRESENCE_LIMITS.socketsPerAccount sockets open here. */
  tooManyForAccount: 4431,
} as const;
