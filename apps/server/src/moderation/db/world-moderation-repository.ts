import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { worlds } from '../../db/schema.js';

/**
 * Hides a world from Explore with the reason its page shows (decision 0269), or changes the reason
 * of a world hidden already (the first hiding time is kept). False when the world is gone. Runs
 * inside the caller's transaction (a moderator's action and its log row).
 */
export async function hideWorld(tx: Db, worldId: string, reason: string, now: Date): Promise<boolean> {
  const [row] = await tx.select({ hiddenAt: worlds.hiddenAt }).from(worlds).where(eq(worlds.id, worldId)).for('update');
  if (!row) return false;
  await tx
    .update(worlds)
    .set({ hiddenAt: row.hiddenAt ?? now, hiddenReason: reason })
    .where(eq(worlds.id, worldId));
  return true;
}

export interface ReportedWorld {
  id: string;
  name: string;
  description: string;
  hidden: boolean;
}

/** The reported worlds still there, by id, as the moderators' queue shows them. */
export async function reportedWorlds(db: Db, ids: readonly string[]): Promise<Map<string, ReportedWorld>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: worlds.id, name: worlds.name, description: worlds.description, hiddenAt: worlds.hiddenAt })
    .from(worlds)
    .where(inArray(worlds.id, [...ids]));
  return new Map(rows.map(({ hiddenAt, ...world }) => [world.id, { ...world, hidden: hiddenAt !== null }]));
}
