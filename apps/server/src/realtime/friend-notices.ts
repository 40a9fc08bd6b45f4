import type { FriendNoticeKind, ServerFrame } from '@authentic/core';
import type { PresenceHub, SessionHandle } from './hub.js';
import { friendIdsOf, tellsFriendsWhenOnline } from './seams.js';

/**
 * An account that comes back within this long after its last socket here went (a reload, a
 * dropped connection) is not announced again. Across instances the bus's `where` key, which
 * outlives a socket by REMOTE_SILENT_MS, plays the same part.
 */
export const ONLINE_GRACE_MS = 60_000;
const GONE_KEPT_MAX = 10_000;

/**
 * Friend notices over the presence socket (issue 34, decision 0270): a friend request arrived,
 * one's request was accepted, a friend came online. The hub tells its own sockets and, through the
 * bus's control channel, every other instance tells its own; no notice goes across a block.
 */
export class FriendNotices {
  /** When each account's last socket here went. */
  private readonly gone = new Map<string, number>();

  constructor(private readonly hub: PresenceHub) {}

  /** Sends the frame to these accounts' sockets on this instance; returns how many got it. */
  tell(userIds: readonly string[], k: FriendNoticeKind, name: string): number {
    const ids = new Set(userIds);
    const frame: ServerFrame = { t: 'fr', k, name };
    let told = 0;
    for (const session of this.hub.sessions) {
      if (session.userId && ids.has(session.userId)) {
        session.send(frame);
        told += 1;
      }
    }
    return told;
  }

  /** A session's account is no longer on it (the socket closed or another account signed in). */
  left(session: SessionHandle, userId: string | null, nowMs = Date.now()): void {
    if (!userId || this.others(session, userId)) return;
    if (this.gone.size >= GONE_KEPT_MAX) this.gone.clear();
    this.gone.delete(userId);
    this.gone.set(userId, nowMs);
  }

  /**
   * A session signed in as this account: when it is the account's first socket anywhere (none here,
   * none lately gone here, none on other instances) and its privacy allows, its friends are told.
   */
  async signedIn(session: SessionHandle, userId: string, name: string, nowMs = Date.now()): Promise<void> {
    await this.announce(session, userId, name, nowMs).catch((error: unknown) =>
      this.hub.log.warn({ err: error }, 'presence: an online notice failed'),
    );
  }

  private async announce(session: SessionHandle, userId: string, name: string, nowMs: number): Promise<void> {
    if (this.others(session, userId)) return;
    const wentAt = this.gone.get(userId);
    if (wentAt !== undefined && nowMs - wentAt <= ONLINE_GRACE_MS) return;
    // Marked at once: a second socket signing in meanwhile finds it known.
    this.gone.delete(userId);
    this.gone.set(userId, nowMs);
    const { db, bus, lookup } = this.hub;
    const elsewhere = bus ? await bus.whereAre([userId]).catch(() => new Map()) : new Map();
    if (elsewhere.has(userId)) return;
    if (!(await tellsFriendsWhenOnline(db, userId))) return;
    const [friends, relations] = await Promise.all([friendIdsOf(db, userId), lookup.relations(userId)]);
    const hidden = new Set(relations.hidden);
    const told = friends.filter((id) => !hidden.has(id));
    if (told.length > 0) this.hub.friendNotice(told, 'online', name);
  }

  private others(session: SessionHandle, userId: string): boolean {
    for (const other of this.hub.sessions) if (other !== session && other.userId === userId) return true;
    return false;
  }

  prune(nowMs: number): void {
    for (const [userId, at] of this.gone) {
      if (nowMs - at <= ONLINE_GRACE_MS) break;
      this.gone.delete(userId);
    }
  }
}
