import { randomUUID } from 'node:crypto';
import { recordVisit, utcDay } from './seams.js';
import type { PresenceHub } from './hub.js';

/**
 * Visits are counted here and only here (issue 34, decision 0266): when a socket's join into a
 * world's room succeeds. Fire-and-forget: the join never waits for it, and a failure is logged.
 * A guest is known by its connection's own id (`guestVisitorId`, one per socket).
 */
export function countVisit(hub: PresenceHub, worldId: string, userId: string | null, connectionId: string): void {
  recordVisit(hub.db, { worldId, visitor: userId ?? connectionId, userId, day: utcDay(Date.now()) }).catch(
    (error: unknown) => hub.log.warn({ err: error, worldId }, 'presence: a visit was not counted'),
  );
}

/** A guest connection's visitor id (a uuid, like an account's, so both share world_visits.visitor). */
export const guestVisitorId = (): string => randomUUID();
