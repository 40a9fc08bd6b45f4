import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { playerBlocks, worldLikes, worlds, worldVisits } from './schema.js';

// Visits and likes of players' worlds (issue 34, decision 0266): each counter moves in the statement
// that adds or removes its row, by exactly what happened to the row, so racing requests never lose
// or double one.

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The player likes the world (true) or no longer does (false); answers the world's count, or
 * undefined when the world is gone. Liking twice or taking back a like never given changes nothing.
 * The caller checks that the player may see the world and does not own it.
 */
export async function setWorldLike(
  db: Db,
  worldId: string,
  userId: string,
  liked: boolean,
): Promise<number | undefined> {
  const result = liked
    ? await db.execute(sql`
        with added as (
          insert into ${worldLikes} (world_id, user_id)
          select ${worlds.id}, ${userId}::uuid from ${worlds} where ${worlds.id} = ${worldId}
          on conflict do nothing
          returning 1
        )
        update ${worlds} set likes = ${worlds.likes} + (select count(*) from added)::int
        where ${worlds.id} = ${worldId}
        returning ${worlds.likes} as likes`)
    : await db.execute(sql`
        with removed as (
          delete from ${worldLikes}
          where ${worldLikes.worldId} = ${worldId} and ${worldLikes.userId} = ${userId}
          returning 1
        )
        update ${worlds} set likes = greatest(${worlds.likes} - (select count(*) from removed)::int, 0)
        where ${worlds.id} = ${worldId}
        returning ${worlds.likes} as likes`);
  const [row] = rowsOf<{ likes: number }>(result);
  return row ? Number(row.likes) : undefined;
}

/** Whether the player likes the world (the world's answer tells its viewer, issue 34). */
export async function likesWorld(db: Db, worldId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(worldLikes)
    .where(and(eq(worldLikes.worldId, worldId), eq(worldLikes.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The UTC day of a moment, as PostgreSQL's `date` reads it. */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/**
 * Counts a visit: once per visitor (an account's id, or a guest connection's own id) per world per
 * UTC day, never the owner's own, never across a block between the visitor and the owner. True when
 * it counted. One statement: the row and worlds.visits together.
 */
export async function recordVisit(
  db: Db,
  visit: { worldId: string; visitor: string; userId: string | null; day: string },
): Promise<boolean> {
  const { worldId, visitor, userId, day } = visit;
  const result = await db.execute(sql`
    with added as (
      insert into ${worldVisits} (world_id, visitor, day)
      select ${worlds.id}, ${visitor}::uuid, ${day}::date from ${worlds}
      where ${worlds.id} = ${worldId}
        and ${worlds.ownerId} is distinct from ${userId}::uuid
        and not exists (
          select 1 from ${playerBlocks}
          where (${playerBlocks.blockerId} = ${worlds.ownerId} and ${playerBlocks.blockedId} = ${userId}::uuid)
             or (${playerBlocks.blockerId} = ${userId}::uuid and ${playerBlocks.blockedId} = ${worlds.ownerId})
        )
      on conflict do nothing
      returning world_id
    )
    update ${worlds} set visits = ${worlds.visits} + 1
    where ${worlds.id} in (select world_id from added)
    returning ${worlds.visits} as visits`);
  return rowsOf(result).length > 0;
}
