/** What an access token is checked against on every request: the account's current session version. */
export interface SessionState {
  sessionVersion: number;
  /** The current username, so a renamed player's older tokens carry the new name into routes. */
  username: string;
  /**
   * A moderator's suspension (safety, issue 23): while it lasts no token of the account is
   * accepted, whatever its version. A suspension also raises the version, so this only matters
   * for a suspension written to the database by other means.
   */
  suspendedUntil?: Date | null;
}

/** How long this process trusts a looked-up version (decision 0221). */
export const SESSION_STATE_TTL_MS = 2000;
/** Past this many players the cache starts afresh rather than grow. */
const MAX_KEPT = 10_000;

/**
 * One indexed lookup per authenticated request, kept for at most SESSION_STATE_TTL_MS per user.
 * A change made through this process is remembered at once (`remember`), so here a password
 * change ends other sessions immediately; another instance notices within the TTL.
 */
export class SessionStates {
  private readonly kept = new Map<string, { state: SessionState; at: number }>();
  /** Counts `remember` calls: a lookup that overlapped one may have read the old state. */
  private changes = 0;

  constructor(
    private readonly load: (userId: string) => Promise<SessionState | undefined>,
    private readonly ttlMs = SESSION_STATE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<SessionState | undefined> {
    const now = this.now();
    const hit = this.kept.get(userId);
    if (hit && now - hit.at < this.ttlMs) return hit.state;
    const changesBefore = this.changes;
    const state = await this.load(userId);
    if (changesBefore !== this.changes) {
      // Not kept: it may predate the change. If the change was this player's, it wins.
      const latest = this.kept.get(userId);
      return latest && latest.at >= now ? latest.state : state;
    }
    if (state) this.keep(userId, state, now);
    else this.kept.delete(userId);
    return state;
  }

  /** After this process changed the account: later requests see the change without waiting. */
  remember(userId: string, state: SessionState): void {
    this.changes += 1;
    this.keep(userId, state, this.now());
  }

  private keep(userId: string, state: SessionState, at: number): void {
    if (this.kept.size >= MAX_KEPT && !this.kept.has(userId)) this.kept.clear();
    this.kept.set(userId, { state, at });
  }
}
