import type { EventEmitter } from 'node:events';
import type { FriendNoticeKind, Position } from '@authentic/core';
import type { Spot } from './friend-join.js';
import type { PlaceMap } from './places.js';

/**
 * What live presence uses of the rest of the server (issue 35, decision 0275): the one file in
 * `src/realtime/` that may import db/, plugins/ or routes/ (eslint.config.js's realtime zone). Were
 * presence to run as its own process, this list is what it would need served to it.
 */
export type { Db } from '../db/client.js';
export { findCharacter } from '../db/characters-repository.js';
export { friendIdsOf } from '../db/friends-repository.js';
export { tellsFriendsWhenOnline } from '../db/presence-repository.js';
export { findSessionStates, findUserById } from '../db/users-repository.js';
export { readPublished } from '../db/world-docs-repository.js';
export { readWorldPosition } from '../db/world-play-repository.js';
export { recordVisit, utcDay } from '../db/world-social-repository.js';
export { findWorld, worldsAccess, type WorldEntry } from '../db/worlds-repository.js';
export { resolveSecret, type Tokens } from '../plugins/auth.js';
export type { SessionState, SessionStates } from '../plugins/session-states.js';
export { REDIS_OPTIONS } from '../plugins/shared-counters.js';

/**
 * The seams between live presence (`src/realtime/`) and moderation (`src/moderation/`, the block, mute,
 * report and moderation routes). Each side codes against these; neither imports the other's files.
 */

/** A chat line the server relayed, kept in memory for a while so it can be reported (never stored). */
export interface RelayedChatLine {
  id: string;
  speakerId: string;
  speakerName: string;
  text: string;
  /** Where it was said: the room key, e.g. `main:overworld` or `world:<uuid>:<mapId>`. */
  room: string;
  at: Date;
}

/** What the rest of the server may ask live presence. */
export interface PresenceRegistry {
  /** A line relayed in the last 15 minutes by this instance, or undefined. */
  chatLine(id: string): RelayedChatLine | undefined;
  /**
   * Which of these accounts are connected (on any instance), and the map name each is on
   * (null when they are connected but on no map).
   */
  whereAre(userIds: readonly string[]): Promise<Map<string, { mapName: string | null }>>;
  /**
   * A world published a version: tell its live players on every instance (through the bus when
   * there is Redis); they join again on the new document. Returns how many were told here.
   */
  worldPublished?(worldId: string, version: number): number;
  /**
   * A world turned private: everyone but its owner leaves its rooms, on every instance, and is
   * sent back to the main world. Returns how many were moved out here.
   */
  worldClosed?(worldId: string, ownerId: string): number;
  /** Someone's artifacts on this map changed: its players read them again, on every instance (issue 34). */
  artifactsChanged?(mapName: string): number;
  /** Players in each world now, by world id (Explore, issue 34); a world nobody is in is absent. */
  liveWorlds?(): Map<string, number>;
  /** This instance's open sockets and rooms, and the frames and bytes it has sent (the metrics read them). */
  load?(): { sockets: number; rooms: number; frames: number; bytes: number };
  /** The same on every instance (through Redis when there is one; decision 0273), read at most once a second. */
  liveCounts?(): Promise<Map<string, number>>;
  /** A friend notice (`fr`) for these accounts' sockets on every instance (issue 34). */
  friendNotice?(userIds: readonly string[], kind: FriendNoticeKind, name: string): number;
  /** Where a connected account stands (world, map, cell), here or on another instance; undefined when on no map. */
  locate?(userId: string): Promise<(Spot & { room?: string }) | undefined>;
  /**
   * A Join: the nearest free cell beside this spot, where this account's next presence join of that
   * world and map starts (friend-join.ts).
   */
  grantBeside?(userId: string, spot: Spot & { room?: string }, place: PlaceMap): Position;
}

/** Events safety emits after a change that live presence must apply at once (and fan out to other instances). */
export interface SafetyEvents extends EventEmitter {
  /** Blocks or personal mutes of these accounts changed: reload them, hide or show players at once. */
  emit(event: 'relations', userIds: readonly string[]): boolean;
  /**
   * A moderator muted or suspended this account (a suspension closes its sockets), or it was deleted
   * (its sockets go on as guests').
   */
  emit(event: 'moderation', userId: string): boolean;
  on(event: 'relations', listener: (userIds: readonly string[]) => void): this;
  on(event: 'moderation', listener: (userId: string) => void): this;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `realtime/presence-plugin.ts`. */
    presence: PresenceRegistry;
    /** Set by `moderation/safety-plugin.ts` (registered before presence). */
    safetyEvents: SafetyEvents;
    /** Set by `moderation/safety-plugin.ts`: the configurable word filter (obscenity). */
    wordFilter: WordFilter;
  }
}

export interface WordFilter {
  /** True when the text holds a filtered word (names, artifacts and comments are refused then). */
  flags(text: string): boolean;
  /** The text with filtered words starred out (chat is sent censored). */
  censor(text: string): string;
}

/** What presence reads about an account from the database (safety's tables and columns). */
export interface SafetyLookup {
  /** Accounts this one must not see or be seen by (blocked either way), and accounts it muted. */
  relations(userId: string): Promise<Relations>;
  /**
   * Moderator mute and suspension, with their ends; null when none is in force. `gone` when the
   * account no longer exists (it was deleted).
   */
  restrictions(userId: string): Promise<Restrictions>;
  /**
   * The same for many accounts, one query per batch (a returning Redis: every socket here reads
   * again what it may have missed, issue 33 item 8). Stubs may leave them out.
   */
  relationsOfMany?(userIds: readonly string[]): Promise<Map<string, Relations>>;
  /** Accounts that no longer exist are `gone`. */
  restrictionsOfMany?(userIds: readonly string[]): Promise<Map<string, Restrictions>>;
}

export interface Relations {
  hidden: string[];
  muted: string[];
}

export interface Restrictions {
  mutedUntil: Date | null;
  /** Why the mute in force was given (its report's reason, as words), when known. */
  muteReason?: string | null;
  suspendedUntil: Date | null;
  gone?: boolean;
}
