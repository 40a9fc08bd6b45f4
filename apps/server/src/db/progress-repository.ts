import { and, count, eq, sql } from 'drizzle-orm';
import { builtInArtifactById, EMPTY_MINI_GAME_RECORD, type PlayerAchievementStats } from '@authentic/core';
import type { Db } from './client.js';
import { ensureCharacter, type CharacterRow } from './characters-repository.js';
import { artifacts, minigameRecords, progressEvents, users } from './schema.js';

/** A transaction or the database: events are recorded inside the caller's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface ProgressEventInput {
  kind: string;
  key: string;
  experience: number;
}

export interface RecordedEvent {
  recorded: boolean;
  gained: number;
  experience: number;
}

/**
 * Records an event once per (player, kind, key) and adds its experience to the cached total in the
 * same transaction, so users.experience stays the sum of the player's events (decision 0224).
 */
export async function recordEvent(tx: Tx, userId: string, event: ProgressEventInput): Promise<RecordedEvent> {
  const [inserted] = await tx
    .insert(progressEvents)
    .values({ userId, kind: event.kind, key: event.key, experience: event.experience })
    .onConflictDoNothing()
    .returning({ id: progressEvents.id });
  if (inserted && event.experience > 0) {
    const [row] = await tx
      .update(users)
      .set({ experience: sql`${users.experience} + ${event.experience}`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ experience: users.experience });
    if (!row) throw new Error(`no user ${userId}`);
    return { recorded: true, gained: event.experience, experience: row.experience };
  }
  return { recorded: Boolean(inserted), gained: 0, experience: await experienceOf(tx, userId) };
}

export async function experienceOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
  return row?.experience ?? 0;
}

export async function hasEvent(tx: Tx, userId: string, kind: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: progressEvents.id })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, kind), eq(progressEvents.key, key)));
  return Boolean(row);
}

/**
 * What the achievement rules read, from what the server holds: recorded discoveries, artifacts the
 * player made and holds, the built-in artifacts in the saved inventory (a fixed, small set), saved
 * quotes, verified mini-game records. Maps visited are the client's word (decision 0224).
 */
export async function serverAchievementStats(
  db: Db,
  userId: string,
  visitedMaps: readonly string[],
): Promise<{ stats: PlayerAchievementStats; character: CharacterRow }> {
  const character = await ensureCharacter(db, userId);
  const [[discoveries], [created], [held], [record], experience] = await Promise.all([
    db
      .select({ n: count() })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, 'discovery'))),
    db.select({ n: count() }).from(artifacts).where(eq(artifacts.creatorId, userId)),
    db.select({ n: count() }).from(artifacts).where(eq(artifacts.holderId, userId)),
    db.select().from(minigameRecords).where(eq(minigameRecords.userId, userId)),
    experienceOf(db, userId),
  ]);
  const builtInsHeld = new Set(character.inventory.filter((id) => builtInArtifactById(id) !== null)).size;
  const games = record ?? EMPTY_MINI_GAME_RECORD;
  return {
    character,
    stats: {
      experience,
      discoveries: Number(discoveries?.n ?? 0),
      artifactsCreated: Number(created?.n ?? 0),
      artifactsCollected: Number(held?.n ?? 0) + builtInsHeld,
      savedQuotes: character.savedQuotes.length,
      visitedMaps,
      textAdventureFinished: games.textAdventureFinished,
      terminalFinished: games.terminalFinished,
      shooterBestScore: games.shooterBestScore,
    },
  };
}
