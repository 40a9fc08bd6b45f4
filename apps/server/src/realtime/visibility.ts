import type { ServerFrame, WirePlayer } from '@authentic/core';
import type { Member, Room } from './rooms.js';

/**
 * What a player sees change in their room when their blocks change (safety, issue 23): players
 * hidden by it leave, players shown by it arrive, at once; null when nobody there changed.
 */
export function visibilityChange(
  room: Room,
  me: Member,
  before: ReadonlySet<string>,
  hidden: ReadonlySet<string>,
): Extract<ServerFrame, { t: 'u' }> | null {
  const gone: string[] = [];
  const came: WirePlayer[] = [];
  for (const other of room.members()) {
    if (other.handle === me.handle || other.userId === null) continue;
    const was = !before.has(other.userId);
    const is = !hidden.has(other.userId);
    if (was && !is) gone.push(other.handle);
    if (!was && is) came.push([other.handle, other.name, other.avatar, other.x, other.y, other.f]);
  }
  if (gone.length === 0 && came.length === 0) return null;
  return { t: 'u', ...(came.length > 0 ? { j: came } : {}), ...(gone.length > 0 ? { l: gone } : {}) };
}
