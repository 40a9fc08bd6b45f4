import { and, eq, or } from 'drizzle-orm';
import type { SafetyLookup } from '../realtime/seams.js';
import type { Db } from './client.js';
import { playerBlocks, playerMutes, users } from './schema.js';

/**
 * What live presence reads about an account (seams.ts). A block hides both players from each
 * other, whoever made it; a personal mute only silences the muted player for the muter. A
 * moderator's mute or suspension counts only while its end lies ahead.
 */
export function safetyLookup(db: Db): SafetyLookup {
  return {
    async relations(userId) {
      const [blocks, mutes] = await Promise.all([
        db
          .select({ blockerId: playerBlocks.blockerId, blockedId: playerBlocks.blockedId })
          .from(playerBlocks)
          .where(or(eq(playerBlocks.blockerId, userId), eq(playerBlocks.blockedId, userId))),
        db.select({ mutedId: playerMutes.mutedId }).from(playerMutes).where(eq(playerMutes.muterId, userId)),
      ]);
      const hidden = new Set(blocks.map((b) => (b.blockerId === userId ? b.blockedId : b.blockerId)));
      return { hidden: [...hidden], muted: mutes.map((m) => m.mutedId) };
    },
    async restrictions(userId) {
      const [row] = await db
        .select({ mutedUntil: users.mutedUntil, suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, userId));
      const now = Date.now();
      const inForce = (until: Date | null | undefined) => (until && until.getTime() > now ? until : null);
      return { mutedUntil: inForce(row?.mutedUntil), suspendedUntil: inForce(row?.suspendedUntil) };
    },
  };
}

/** True when either player blocked the other. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: playerBlocks.blockerId })
    .from(playerBlocks)
    .where(
      or(
        and(eq(playerBlocks.blockerId, a), eq(playerBlocks.blockedId, b)),
        and(eq(playerBlocks.blockerId, b), eq(playerBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
