import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.js';
import { findUserById } from '../db/users-repository.js';
import type { Tokens } from '../plugins/auth.js';
import type { SessionStates } from '../plugins/session-states.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a socket plays as: the account's id, its current username and its avatar URL. */
export interface Account {
  id: string;
  name: string;
  avatar: string | null;
}

export interface AccountCheck {
  tokens: Tokens;
  sessions: SessionStates;
}

/**
 * The account of an access token, checked exactly like `plugins/auth.ts`'s current user: a valid,
 * unexpired access token of an existing account at its current session version (a password
 * change or "sign out everywhere" ends it). Anything else is null.
 */
export async function accountOf(db: Db, check: AccountCheck, token: string): Promise<Account | null> {
  const subject = await check.tokens.verifyAccess(token);
  if (!subject || !UUID.test(subject.id)) return null;
  const state = await check.sessions.get(subject.id);
  if (!state || state.sessionVersion !== subject.sessionVersion) return null;
  const user = await findUserById(db, subject.id);
  return user ? { id: user.id, name: state.username, avatar: user.avatar } : null;
}

/**
 * A short random handle: players are known by it on the wire, never by account id. Four base-36
 * characters (1.6 million of them), unique in the room it is made for (`taken`): a handle only
 * names a player within one room, and every move carries it, so short handles are most of what
 * keeps a busy map's traffic small (decision 0235).
 */
export function newHandle(taken: (handle: string) => boolean = () => false): string {
  for (;;) {
    const handle = randomInt(36 ** 3, 36 ** 4).toString(36);
    if (!taken(handle)) return handle;
  }
}

/** A moderator's end date as notices and close reasons say it. */
export function untilText(until: Date): string {
  return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
