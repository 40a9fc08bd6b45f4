import { eq } from 'drizzle-orm';
import {
  EMPTY_MINI_GAME_RECORD,
  findAchievement,
  miniGameReward,
  type AchievementDto,
  type MiniGameOutcome,
  type MiniGameRecord,
} from '@authentic/core';
import type { Db } from './client.js';
import { ensureCharacter } from './characters-repository.js';
import { recordEvent } from './progress-repository.js';
import { characters, minigameRecords, minigameResults } from './schema.js';

export type RecordResultOutcome =
  | { ok: false; reason: 'duplicate' }
  | {
      ok: true;
      experience: number;
      gained: { game: number; level: number };
      levelCompleted: 'level4' | null;
      achievements: AchievementDto[];
    };

/**
 * Rewards one verified result (decision 0211) in one transaction. The player's character row is
 * locked first, so two results of the same player — even the same body twice at once — are
 * rewarded one after the other; the unique (user, game, body hash) row makes the second a
 * duplicate that changes nothing.
 */
export async function recordMiniGameResult(
  db: Db,
  userId: string,
  result: { outcome: MiniGameOutcome; bodyHash: string; score: number | null },
): Promise<RecordResultOutcome> {
  await ensureCharacter(db, userId);
  return db.transaction(async (tx) => {
    const [character] = await tx.select().from(characters).where(eq(characters.userId, userId)).for('update');
    if (!character) throw new Error(`no character for ${userId}`);

    const [accepted] = await tx
      .insert(minigameResults)
      .values({ userId, game: result.outcome.game, bodyHash: result.bodyHash, score: result.score })
      .onConflictDoNothing()
      .returning({ id: minigameResults.id });
    if (!accepted) return { ok: false, reason: 'duplicate' };

    const [stored] = await tx.select().from(minigameRecords).where(eq(minigameRecords.userId, userId));
    // Level 4 may have been completed through the older client path before records existed.
    const before: MiniGameRecord = stored
      ? {
          textAdventureFinished: stored.textAdventureFinished,
          terminalFinished: stored.terminalFinished,
          shooterBestScore: stored.shooterBestScore,
          level4Completed: stored.level4Completed,
        }
      : { ...EMPTY_MINI_GAME_RECORD, level4Completed: character.completedMaps.includes('level4') };
    const reward = miniGameReward(before, result.outcome, character.achievements);
    const now = new Date();
    await tx
      .insert(minigameRecords)
      .values({ userId, ...reward.record, updatedAt: now })
      .onConflictDoUpdate({ target: minigameRecords.userId, set: { ...reward.record, updatedAt: now } });

    const levelExperience = reward.level4?.experience ?? 0;
    // Recorded events (decision 0224): the result itself, and level 4 once.
    let user = await recordEvent(tx, userId, {
      kind: 'minigame',
      key: `${result.outcome.game}:${result.bodyHash}`,
      experience: reward.gameExperience,
    });
    if (reward.level4) {
      user = await recordEvent(tx, userId, { kind: 'levelComplete', key: 'level4', experience: levelExperience });
    }

    const achievements = reward.achievementIds.flatMap((id): AchievementDto[] => {
      const definition = findAchievement(id);
      if (!definition) return [];
      const { name, description, type } = definition;
      return [{ id, name, description, type, unlockedAt: now.toISOString() }];
    });
    const completedMaps =
      reward.level4 && !character.completedMaps.includes('level4')
        ? [...character.completedMaps, 'level4']
        : character.completedMaps;
    if (achievements.length > 0 || completedMaps !== character.completedMaps) {
      // The row is locked, so merging here in JavaScript loses nothing written meanwhile.
      await tx
        .update(characters)
        .set({ achievements: [...character.achievements, ...achievements], completedMaps, updatedAt: now })
        .where(eq(characters.userId, userId));
    }

    return {
      ok: true,
      experience: user.experience,
      gained: { game: reward.gameExperience, level: levelExperience },
      levelCompleted: reward.level4 ? 'level4' : null,
      achievements,
    };
  });
}
