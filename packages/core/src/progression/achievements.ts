import {
  ALL_ACHIEVEMENTS,
  PROFILE_LOCKED_ACHIEVEMENTS,
  WORLD_EXPLORER_MAP_IDS,
  type AchievementCondition,
  type AchievementDefinition,
  type AchievementType,
  type PlayerAchievementStats,
} from './achievement-catalogue.js';
import { levelForExperience } from './levels.js';
import { randomInt, type Rng } from '../shared/rng.js';

/** An earned achievement as characters store it (spec 01 §3). */
export interface UnlockedAchievement {
  id: string;
  name: string;
  description: string;
  type: AchievementType;
  unlockedAt: string;
}

function count(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

export function achievementConditionMet(condition: AchievementCondition, stats: PlayerAchievementStats): boolean {
  switch (condition.kind) {
    case 'level':
      return levelForExperience(stats.experience) >= condition.level;
    case 'count':
      return count(stats[condition.stat]) >= condition.atLeast;
    case 'flag':
      return stats[condition.stat];
    case 'allMapsVisited': {
      const visited = new Set(stats.visitedMaps);
      return WORLD_EXPLORER_MAP_IDS.every((id) => visited.has(id));
    }
  }
}

export function toUnlockedAchievement(definition: AchievementDefinition, nowIso: string): UnlockedAchievement {
  const { id, name, description, type } = definition;
  return { id, name, description, type, unlockedAt: nowIso };
}

/**
 * The achievements these stats earn that are not in `unlocked` yet, each
 * once, stamped with nowIso. Append them with unlockAchievement.
 */
export function newlyUnlockedAchievements(
  stats: PlayerAchievementStats,
  unlocked: readonly { id: string }[],
  nowIso: string,
  catalogue: readonly AchievementDefinition[] = ALL_ACHIEVEMENTS,
): UnlockedAchievement[] {
  const have = new Set(unlocked.map((achievement) => achievement.id));
  const earned: UnlockedAchievement[] = [];
  for (const definition of catalogue) {
    if (have.has(definition.id) || !achievementConditionMet(definition.condition, stats)) continue;
    have.add(definition.id);
    earned.push(toUnlockedAchievement(definition, nowIso));
  }
  return earned;
}

/** Adds an achievement once per id; a duplicate leaves the list as it was. */
export function unlockAchievement<T extends { id: string }>(list: readonly T[], achievement: T): readonly T[] {
  return list.some((existing) => existing.id === achievement.id) ? list : [...list, achievement];
}

export interface ProfileAchievementView<T extends { id: string }> {
  earned: readonly T[];
  /** The profile's locked achievements the player has not earned yet. */
  locked: readonly AchievementDefinition[];
}

/** What the profile's Achievements tab shows: everything earned, then the locked three. */
export function profileAchievementView<T extends { id: string }>(unlocked: readonly T[]): ProfileAchievementView<T> {
  const have = new Set(unlocked.map((achievement) => achievement.id));
  return { earned: unlocked, locked: PROFILE_LOCKED_ACHIEVEMENTS.filter((definition) => !have.has(definition.id)) };
}

/** The dashboard's 'Test Achievement' button: one not yet earned, or null when all are. */
export function randomUnearnedAchievement(rng: Rng, unlocked: readonly { id: string }[]): AchievementDefinition | null {
  const have = new Set(unlocked.map((achievement) => achievement.id));
  const candidates = ALL_ACHIEVEMENTS.filter((definition) => !have.has(definition.id));
  if (candidates.length === 0) return null;
  return candidates[randomInt(rng, 0, candidates.length - 1)] ?? null;
}
