import { eq, sql } from 'drizzle-orm';
import type { AchievementDto, GameProgressUpdate, SavedQuoteDto } from '@authentic/core';
import type { Db } from './client.js';
import { characters } from './schema.js';

export type CharacterRow = typeof characters.$inferSelect;

/**
 * Every account has a character; it is made the first time it is needed. Read first: once it
 * exists (nearly always) this is one round-trip, not an insert that does nothing and a read.
 */
export async function ensureCharacter(db: Db, userId: string): Promise<CharacterRow> {
  const [existing] = await db.select().from(characters).where(eq(characters.userId, userId));
  if (existing) return existing;
  await db.insert(characters).values({ userId }).onConflictDoNothing({ target: characters.userId });
  const [row] = await db.select().from(characters).where(eq(characters.userId, userId));
  if (!row) throw new Error(`no character for ${userId}`);
  return row;
}

/** The character if it was ever made; reading never makes one. */
export async function findCharacter(db: Db, userId: string): Promise<CharacterRow | undefined> {
  const [row] = await db.select().from(characters).where(eq(characters.userId, userId));
  return row;
}

/** Adds an achievement unless one with its id is there already; answers the list. */
export async function addAchievement(db: Db, userId: string, achievement: AchievementDto): Promise<AchievementDto[]> {
  await ensureCharacter(db, userId);
  const [row] = await db
    .update(characters)
    .set({
      achievements: sql`case when ${characters.achievements} @> ${JSON.stringify([{ id: achievement.id }])}::jsonb
        then ${characters.achievements}
        else ${characters.achievements} || ${JSON.stringify([achievement])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(characters.userId, userId))
    .returning({ achievements: characters.achievements });
  return row?.achievements ?? [];
}

export async function updateCharacter(
  db: Db,
  userId: string,
  changes: { savedQuotes?: SavedQuoteDto[] },
): Promise<CharacterRow> {
  await ensureCharacter(db, userId);
  const set: Partial<typeof characters.$inferInsert> = { updatedAt: new Date() };
  if (changes.savedQuotes) set.savedQuotes = changes.savedQuotes;
  const [row] = await db.update(characters).set(set).where(eq(characters.userId, userId)).returning();
  if (!row) throw new Error(`no character for ${userId}`);
  return row;
}

export async function updateProgress(db: Db, userId: string, progress: GameProgressUpdate): Promise<CharacterRow> {
  // Only a gameProgress update merges with what is stored; the rest is one UPDATE when the character exists.
  if (!progress.gameProgress) {
    const [row] = await db
      .update(characters)
      .set(progressFields(progress))
      .where(eq(characters.userId, userId))
      .returning();
    if (row) return row;
  }
  const current = await ensureCharacter(db, userId);
  const set = progressFields(progress);
  if (progress.gameProgress) {
    set.gameProgress = {
      currentQuest:
        progress.gameProgress.currentQuest === undefined
          ? current.gameProgress.currentQuest
          : progress.gameProgress.currentQuest,
      completedQuests: progress.gameProgress.completedQuests ?? current.gameProgress.completedQuests,
      discoveredLocations: progress.gameProgress.discoveredLocations ?? current.gameProgress.discoveredLocations,
      // null forgets the saved run; absent keeps it.
      textAdventureProgress:
        progress.gameProgress.textAdventureProgress === undefined
          ? (current.gameProgress.textAdventureProgress ?? null)
          : progress.gameProgress.textAdventureProgress,
    };
  }
  const [row] = await db.update(characters).set(set).where(eq(characters.userId, userId)).returning();
  if (!row) throw new Error(`no character for ${userId}`);
  return row;
}

/** The columns a progress update sets directly (gameProgress is merged by the caller). */
function progressFields(progress: GameProgressUpdate): Partial<typeof characters.$inferInsert> {
  const set: Partial<typeof characters.$inferInsert> = { updatedAt: new Date() };
  if (progress.inventory) set.inventory = progress.inventory;
  if (progress.viewedArtifacts) set.viewedArtifacts = [...new Set(progress.viewedArtifacts)];
  if (progress.lastPosition) set.lastPosition = progress.lastPosition;
  return set;
}
