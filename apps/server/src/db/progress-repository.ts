import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ALL_ACHIEVEMENTS,
  builtInArtifactById,
  EMPTY_MINI_GAME_RECORD,
  newlyUnlockedAchievements,
  type AchievementDto,
  type PlayerAchievementStats,
} from '@authentic/core';
import type { Db } from './client.js';
import { addAchievement, ensureCharacter, type CharacterRow } from './characters-repository.js';
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
 * Decision 0232: accounts made before collecting was recorded keep the built-in artifacts their
 * saved inventory held then (once, at the first read after the change). Accounts made since have
 * only what they were seen to collect.
 */
export const LEGACY_COLLECTIONS_BEFORE = new Date('2026-11-26T09:00:00Z');

/** Decision 0232: a pickup, 0 experience, key = the artifact's id (built-in or server). */
export const collectEvent = (artifactId: string): ProgressEventInput => ({
  kind: 'collect',
  key: artifactId,
  experience: 0,
});

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
 * Decision 0232: a creation is recorded by the number of artifacts the player has after it, so the
 * count an achievement reads is the most the player ever had at once. Deleting and making again
 * reaches a number already recorded: a create/delete loop earns nothing new.
 */
export async function recordCreation(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(artifacts).where(eq(artifacts.creatorId, userId));
  const made = Number(row?.n ?? 0);
  if (made > 0) await recordEvent(db, userId, { kind: 'creation', key: String(made), experience: 0 });
}

/**
 * Decision 0232: the pickup route took a server artifact into the player's hands. Picking up what
 * one made oneself is not collecting (as discovering it is not discovering). Grants what it earns.
 */
export async function recordPickup(db: Db, userId: string, artifactId: string): Promise<void> {
  const [row] = await db.select({ creatorId: artifacts.creatorId }).from(artifacts).where(eq(artifacts.id, artifactId));
  if (!row || row.creatorId === userId) return;
  const result = await recordEvent(db, userId, collectEvent(artifactId));
  if (result.recorded) await grantEarnedAchievements(db, userId);
}

/**
 * Decision 0232, once per account (a 'legacy'/'collections' marker): what was collected before
 * pickups were recorded. Server artifacts the player holds and did not make were taken through the
 * pickup route; built-ins in the saved inventory count only for accounts made before the change.
 */
async function settleLegacyCollections(db: Db, userId: string, character: CharacterRow): Promise<void> {
  if (await hasEvent(db, userId, 'legacy', 'collections')) return;
  await db.transaction(async (tx) => {
    const marker = await tx
      .insert(progressEvents)
      .values({ userId, kind: 'legacy', key: 'collections', experience: 0 })
      .onConflictDoNothing()
      .returning({ id: progressEvents.id });
    if (marker.length === 0) return;
    const [held, [user]] = await Promise.all([
      tx
        .select({ id: artifacts.id })
        .from(artifacts)
        .where(and(eq(artifacts.holderId, userId), or(isNull(artifacts.creatorId), ne(artifacts.creatorId, userId)))),
      tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    ]);
    const old = user !== undefined && user.createdAt < LEGACY_COLLECTIONS_BEFORE;
    const builtIns = old ? character.inventory.filter((id) => builtInArtifactById(id) !== null) : [];
    const keys = [...new Set([...held.map((row) => row.id), ...builtIns])];
    if (keys.length === 0) return;
    await tx
      .insert(progressEvents)
      .values(keys.map((key) => ({ userId, ...collectEvent(key) })))
      .onConflictDoNothing();
  });
}

/**
 * What the achievement rules read, from what the server recorded (decisions 0224, 0232): recorded
 * discoveries (never of one's own artifacts), the most artifacts the player had made at once,
 * recorded pickups, saved quotes, verified mini-game records. The saved inventory is the client's
 * word and raises nothing. Maps visited are the client's word (decision 0224).
 */
export async function serverAchievementStats(
  db: Db,
  userId: string,
  visitedMaps: readonly string[],
): Promise<{ stats: PlayerAchievementStats; character: CharacterRow }> {
  const character = await ensureCharacter(db, userId);
  await settleLegacyCollections(db, userId, character);
  const eventsOf = (kind: string) => and(eq(progressEvents.userId, userId), eq(progressEvents.kind, kind));
  const [[discoveries], [collected], [made], [mostMade], [record], experience] = await Promise.all([
    db.select({ n: count() }).from(progressEvents).where(eventsOf('discovery')),
    db.select({ n: count() }).from(progressEvents).where(eventsOf('collect')),
    db.select({ n: count() }).from(artifacts).where(eq(artifacts.creatorId, userId)),
    // Creation keys are numbers the server wrote (recordCreation).
    db
      .select({ n: sql<number>`coalesce(max(${progressEvents.key}::int), 0)` })
      .from(progressEvents)
      .where(eventsOf('creation')),
    db.select().from(minigameRecords).where(eq(minigameRecords.userId, userId)),
    experienceOf(db, userId),
  ]);
  const games = record ?? EMPTY_MINI_GAME_RECORD;
  return {
    character,
    stats: {
      experience,
      discoveries: Number(discoveries?.n ?? 0),
      // Artifacts made before creations were recorded still count while they exist.
      artifactsCreated: Math.max(Number(made?.n ?? 0), Number(mostMade?.n ?? 0)),
      artifactsCollected: Number(collected?.n ?? 0),
      savedQuotes: character.savedQuotes.length,
      visitedMaps,
      textAdventureFinished: games.textAdventureFinished,
      terminalFinished: games.terminalFinished,
      shooterBestScore: games.shooterBestScore,
    },
  };
}

/**
 * Decision 0232: grants every achievement the server's counts earn (World Explorer, the client's
 * word, is only granted on request) and answers the player's whole list.
 */
export async function grantEarnedAchievements(db: Db, userId: string, now = new Date()): Promise<AchievementDto[]> {
  const { stats, character } = await serverAchievementStats(db, userId, []);
  let list: AchievementDto[] = character.achievements;
  for (const achievement of newlyUnlockedAchievements(stats, list, now.toISOString(), ALL_ACHIEVEMENTS)) {
    list = await addAchievement(db, userId, achievement);
  }
  return list;
}
