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
  /**
   * The avatar URL, when the state was read from the database (a socket's `auth` shows it without
   * reading the account again); absent from states a route remembered after a change.
   */
  avatar?: string | null;
}

/** Told of every change this process made to an account's session state (live presence listens). */
export type SessionStateListener = (userId: string, state: SessionState) => void;

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
  private readonly listeners = new Set<SessionStateListener>();

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

  /**
   * The account as the database has it now, whatever is kept: another instance changed it (its
   * sessions ended, it was renamed), and said so on the presence bus (decision 0261).
   */
  async refresh(userId: string): Promise<SessionState | undefined> {
    this.kept.delete(userId);
    return this.get(userId);
  }

  /**
   * After this process changed the account: later requests see the change without waiting, and
   * listeners are told (live presence ends the account's sockets or renames them, decision 0261).
   */
  remember(userId: string, state: SessionState): void {
    this.changes += 1;
    this.keep(userId, state, this.now());
    for (const listener of this.listeners) listener(userId, state);
  }

  /** Calls `listener` after every `remember`; returns what stops it. */
  onChange(listener: SessionStateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private keep(userId: string, state: SessionState, at: number): void {
    if (this.kept.size >= MAX_KEPT && !this.kept.has(userId)) this.kept.clear();
    this.kept.set(userId, { state, at });
  }
}
