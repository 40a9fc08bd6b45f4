import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { FEATURED_WORLDS_MAX, worldHideReasonText, type WorldModerationRequest } from '@authentic/core';
import type { Db } from '../../db/client.js';
import { moderationActions, worlds } from '../../db/schema.js';

/** Any number: moderators featuring at once take turns, so the row never passes six. */
const FEATURE_LOCK_KEY = 4_242_034;

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

/** What a moderator's change left: the world's state now, or why nothing changed. */
export type WorldModeration = { hidden: boolean; featured: boolean } | 'notFound' | 'featuredFull';

/**
 * Hides or shows a world, features or unfeatures it (at most FEATURED_WORLDS_MAX featured), and logs
 * each change a moderator made, in one transaction; featuring takes a lock so two moderators
 * featuring at once take turns.
 */
export async function moderateWorld(
  db: Db,
  worldId: string,
  moderatorId: string,
  change: WorldModerationRequest,
): Promise<WorldModeration> {
  const { hidden, featured, reason, note = '' } = change;
  try {
    return await db.transaction(async (tx) => {
      if (featured) await tx.execute(sql`select pg_advisory_xact_lock(${FEATURE_LOCK_KEY})`);
      const [world] = await tx
        .select({ hiddenAt: worlds.hiddenAt, featuredAt: worlds.featuredAt })
        .from(worlds)
        .where(eq(worlds.id, worldId))
        .for('update');
      if (!world) return 'notFound';
      const now = new Date();
      const logged: string[] = [];
      const wasHidden = world.hiddenAt !== null;
      let isHidden = wasHidden;
      // Hiding again with a reason changes the reason the page shows.
      if (hidden === true && (!wasHidden || reason !== undefined)) {
        await hideWorld(tx, worldId, worldHideReasonText(reason ?? 'other'), now);
        logged.push('hideWorld');
        isHidden = true;
      } else if (hidden === false && wasHidden) {
        await tx.update(worlds).set({ hiddenAt: null, hiddenReason: null }).where(eq(worlds.id, worldId));
        logged.push('showWorld');
        isHidden = false;
      }
      let isFeatured = world.featuredAt !== null;
      if (featured !== undefined && featured !== isFeatured) {
        if (featured) {
          const rows = await tx.select({ id: worlds.id }).from(worlds).where(isNotNull(worlds.featuredAt));
          // Thrown, not returned: a hiding already made in this change is rolled back with it.
          if (rows.length >= FEATURED_WORLDS_MAX) throw new FeaturedRowFull();
        }
        await tx
          .update(worlds)
          .set({ featuredAt: featured ? now : null })
          .where(eq(worlds.id, worldId));
        logged.push(featured ? 'featureWorld' : 'unfeatureWorld');
        isFeatured = featured;
      }
      if (logged.length > 0) {
        await tx
          .insert(moderationActions)
          .values(logged.map((action) => ({ moderatorId, action, targetKind: 'world', targetId: worldId, note })));
      }
      return { hidden: isHidden, featured: isFeatured };
    });
  } catch (error) {
    if (error instanceof FeaturedRowFull) return 'featuredFull';
    throw error;
  }
}

class FeaturedRowFull extends Error {}
