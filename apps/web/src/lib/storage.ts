import { publicUserSchema, type PublicUser } from '@authentic/core';

/** Spec 01 §3 local storage keys used for the session. */
export const SESSION_KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user' } as const;

export interface StoredSession {
  token: string;
  refreshToken: string | null;
  user: PublicUser;
}

/** Storage may be missing or throw (private modes, blocked cookies): treat that as empty. */
function area(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readFrom(storage: Storage | undefined): StoredSession | null {
  if (!storage) return null;
  const token = storage.getItem(SESSION_KEYS.token);
  const rawUser = storage.getItem(SESSION_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user = publicUserSchema.safeParse(JSON.parse(rawUser));
    if (!user.success) return null;
    return { token, refreshToken: storage.getItem(SESSION_KEYS.refreshToken), user: user.data };
  } catch {
    return null;
  }
}

/**
 * "Remember me" keeps the session in localStorage; without it the session
 * lives in sessionStorage and ends with the browser (or tab).
 */
export function readSession(): StoredSession | null {
  return readFrom(area('local')) ?? readFrom(area('session'));
}

function clearFrom(storage: Storage | undefined): void {
  for (const key of Object.values(SESSION_KEYS)) storage?.removeItem(key);
}

export function writeSession(session: StoredSession, remember: boolean): void {
  const target = area(remember ? 'local' : 'session');
  clearFrom(area(remember ? 'session' : 'local'));
  target?.setItem(SESSION_KEYS.token, session.token);
  if (session.refreshToken) target?.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
  target?.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

/** After a refresh: new tokens where the session already lives. */
export function updateTokens(token: string, refreshToken: string): void {
  const local = area('local');
  const target = readFrom(local) ? local : area('session');
  target?.setItem(SESSION_KEYS.token, token);
  target?.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

export function updateStoredUser(user: PublicUser): void {
  const local = area('local');
  const target = readFrom(local) ? local : area('session');
  target?.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  clearFrom(area('local'));
  clearFrom(area('session'));
}

/** Spec 01 §3 local storage keys of a guest's artifacts (lists of ids). */
export const ARTIFACT_LIST_KEYS = { collected: 'collectedMapArtifacts', viewed: 'viewedArtifacts' } as const;

/** A stored list of ids; anything unreadable is an empty list. */
export function readStoredIds(key: string): string[] {
  try {
    const value: unknown = JSON.parse(area('local')?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeStoredIds(key: string, ids: readonly string[]): void {
  try {
    area('local')?.setItem(key, JSON.stringify(ids));
  } catch {
    // A full or refused storage loses the list, never the game.
  }
}

/**
 * Decision 0220: who played the main world last in this browser ('guest' or a user id). Every visit
 * writes the local checkpoint, so a guest starts from it unless a signed-in player wrote it last.
 */
export const CHECKPOINT_OWNER_KEY = 'authentic.checkpointOwner';
export const GUEST_OWNER = 'guest';

export function readCheckpointOwner(): string | null {
  return area('local')?.getItem(CHECKPOINT_OWNER_KEY) ?? null;
}

export function writeCheckpointOwner(owner: string): void {
  try {
    area('local')?.setItem(CHECKPOINT_OWNER_KEY, owner);
  } catch {
    // A full or refused store only loses the note; the guest then starts fresh next time.
  }
}
