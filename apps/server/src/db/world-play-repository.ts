import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { visibleTo } from './artifacts-repository.js';
import type { Db } from './client.js';
import { artifacts, worldPositions } from './schema.js';

/**
 * The ids of the artifacts lying in each world that this viewer may see (an artifact placed in a
 * world carries the world's id as its map name), by world id.
 */
export async function artifactIdsInWorlds(
  db: Db,
  worldIds: readonly string[],
  /** null: a guest, who sees public artifacts only. */
  viewerId: string | null,
): Promise<Map<string, string[]>> {
  const byWorld = new Map<string, string[]>(worldIds.map((id) => [id, []]));
  if (worldIds.length === 0) return byWorld;
  const rows = await db
    .select({ id: artifacts.id, worldId: artifacts.locationMapName })
    .from(artifacts)
    .where(and(inArray(artifacts.locationMapName, [...worldIds]), isNotNull(artifacts.locationX), visibleTo(viewerId)))
    .orderBy(artifacts.createdAt);
  for (const row of rows) if (row.worldId) byWorld.get(row.worldId)?.push(row.id);
  return byWorld;
}

/** The cell a player last stood on in a world, or null before their first visit. */
export async function readWorldPosition(
  db: Db,
  worldId: string,
  userId: string,
): Promise<{ x: number; y: number; mapId: string | null } | null> {
  const [row] = await db
    .select({ x: worldPositions.x, y: worldPositions.y, mapId: worldPositions.mapId })
    .from(worldPositions)
    .where(and(eq(worldPositions.worldId, worldId), eq(worldPositions.userId, userId)));
  return row ?? null;
}

export async function saveWorldPosition(
  db: Db,
  worldId: string,
  userId: string,
  cell: { x: number; y: number; mapId?: string | null },
): Promise<void> {
  const mapId = cell.mapId ?? null;
  // A transaction of one statement, so a deadlock with the account's deletion (the row names the
  // world and the player) is run again (db/deadlock-retry.ts) and then finds the account gone.
  await db.transaction(async (tx) => {
    await tx
      .insert(worldPositions)
      .values({ worldId, userId, mapId, x: cell.x, y: cell.y })
      .onConflictDoUpdate({
        target: [worldPositions.worldId, worldPositions.userId],
        set: { mapId, x: cell.x, y: cell.y, updatedAt: sql`now()` },
      });
  });
}
