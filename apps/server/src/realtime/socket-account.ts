import { randomInt } from 'node:crypto';
import {
  findUserById,
  type Db,
  type Relations,
  type SafetyLookup,
  type SessionState,
  type SessionStates,
  type Tokens,
} from './seams.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who a socket plays as: the account's id, its current username and its avatar URL, and the
 * session version of the token it signed in with (its sessions ending ends this, decision 0261).
 */
export interface Account {
  id: string;
  name: string;
  avatar: string | null;
  sessionVersion: number;
}

export interface AccountCheck {
  tokens: Tokens;
  sessions: SessionStates;
  /** Sockets one account may have open at once here (PRESENCE_LIMITS.socketsPerAccount; socket-caps.ts). */
  socketsPerAccount: number;
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
  const account = { id: subject.id, name: state.username, sessionVersion: state.sessionVersion };
  // The session cache read the avatar with the version (decision 0261): a flood of `auth` frames
  // reads nothing more. A state a route remembered after a change has none: read it then.
  if (state.avatar !== undefined) return { ...account, avatar: state.avatar };
  const user = await findUserById(db, subject.id);
  return user ? { ...account, avatar: user.avatar } : null;
}

/** What an `auth` frame comes to, read before anything on the socket changes. */
export type SignIn =
  | { ok: false; suspendedUntil?: Date }
  /** `relations` only when the socket changes account (a renewal keeps its own). */
  | { ok: true; account: Account; mutedUntil: Date | null; muteReason: string | null; relations?: Relations };

/**
 * Reads what signing in as `token` needs: the account (accountOf), its restrictions (a suspension
 * refuses it), and, when it is not the socket's account already (`currentId`), its relations.
 */
export async function signIn(
  db: Db,
  lookup: SafetyLookup,
  check: AccountCheck,
  currentId: string | null,
  token: string,
): Promise<SignIn> {
  const account = await accountOf(db, check, token);
  if (!account) return { ok: false };
  const { suspendedUntil, mutedUntil, muteReason = null } = await lookup.restrictions(account.id);
  if (suspendedUntil && suspendedUntil.getTime() > Date.now()) return { ok: false, suspendedUntil };
  if (currentId === account.id) return { ok: true, account, mutedUntil, muteReason };
  return { ok: true, account, mutedUntil, muteReason, relations: await lookup.relations(account.id) };
}

/**
 * The socket's account once its session state changed (decision 0261): null when its sessions
 * ended (a password change or reset, 'sign out everywhere', a deleted account), the same account
 * under its new name after a rename, or the account unchanged. A suspension is left to the
 * moderation event, which closes the socket with its reason.
 */
export function accountAfter(account: Account, state: SessionState | undefined, nowMs = Date.now()): Account | null {
  if (state?.suspendedUntil && state.suspendedUntil.getTime() > nowMs) return account;
  if (!state || state.sessionVersion !== account.sessionVersion) return null;
  return state.username === account.name ? account : { ...account, name: state.username };
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
