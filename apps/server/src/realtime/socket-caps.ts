import type { SessionHandle } from './hub.js';

/**
 * How many presence sockets one address and one account may hold open at once (decision 0261).
 *
 * - Per address: counted when the socket opens, guests' included, and refused at once past the
 *   cap (PRESENCE_SOCKETS_PER_ADDRESS, generous: a school or a shared network is one address). The
 *   address is the request's, as Fastify's trustProxy setting makes it, like the rate limits'.
 * - Per account: counted when the account becomes known (`auth`), over the signed-in sessions
 *   here (PRESENCE_LIMITS.socketsPerAccount: tabs and devices).
 *
 * Both count this instance's sockets only: behind a load balancer an address or an account may
 * hold that many on each instance, which still bounds what one client holds of each server.
 */
export class AddressCaps {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts a new socket from this address; false (and not counted) when it has its cap already. */
  take(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.open.set(address, count + 1);
    return true;
  }

  /** A counted socket from this address closed. */
  release(address: string): void {
    const count = this.open.get(address) ?? 0;
    if (count <= 1) this.open.delete(address);
    else this.open.set(address, count - 1);
  }

  /** Sockets open from this address (for tests). */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

/** True when this account may sign one more socket in here: fewer than socketsPerAccount are signed in as it. */
export function accountHasRoom(
  hub: { sessions: Iterable<SessionHandle> },
  userId: string,
  { socketsPerAccount }: { socketsPerAccount: number },
): boolean {
  let count = 0;
  for (const session of hub.sessions) if (session.userId === userId && (count += 1) >= socketsPerAccount) return false;
  return true;
}
