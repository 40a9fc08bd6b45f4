import { randomInt } from 'node:crypto';
import { PRESENCE_MESSAGES } from '@authentic/core';

/**
 * A guest connection's name, 'Traveller 4821' (issue 34): chosen once per socket, sent in its own
 * `hi` and to everyone who sees it, so the guest and the others call it the same thing on every
 * map while the connection lasts. Four digits: two guests in one room share one rarely, and a
 * guest who does is still told apart by where they stand.
 */
export function newGuestName(): string {
  return PRESENCE_MESSAGES.travellerNumbered(randomInt(1000, 10_000));
}
