import { PROGRESSION_MESSAGES, PROGRESSION_TITLES } from '../messages/progression.js';

/**
 * The one level model (decision 0121): every 250 experience is a level,
 * so 250, 500, 750 and 1000 give levels 2 to 5 and counting goes on.
 */
export const EXPERIENCE_PER_LEVEL = 250;

/** Experience that reaches levels 2, 3, 4 and 5 (spec 01 §9). */
export const LEVEL_THRESHOLDS = [250, 500, 750, 1000] as const;

function validExperience(experience: number): number {
  return Number.isFinite(experience) && experience > 0 ? experience : 0;
}

export function levelForExperience(experience: number): number {
  return Math.floor(validExperience(experience) / EXPERIENCE_PER_LEVEL) + 1;
}

export interface LevelProgress {
  level: number;
  experience: number;
  /** Experience where the current level began. */
  levelStart: number;
  /** Experience that reaches the next level: the goal the bar shows. */
  nextGoal: number;
  /** Whole percent of the way from levelStart to nextGoal, 0 to 99. */
  percent: number;
}

export function levelProgress(experience: number): LevelProgress {
  const exp = validExperience(experience);
  const level = levelForExperience(exp);
  const levelStart = (level - 1) * EXPERIENCE_PER_LEVEL;
  const nextGoal = level * EXPERIENCE_PER_LEVEL;
  const percent = Math.floor(((exp - levelStart) / EXPERIENCE_PER_LEVEL) * 100);
  return { level, experience: exp, levelStart, nextGoal, percent };
}

const TITLES_BY_THRESHOLD: ReadonlyArray<readonly [number, string]> = [
  [1000, PROGRESSION_TITLES.legendary],
  [750, PROGRESSION_TITLES.master],
  [500, PROGRESSION_TITLES.seasoned],
  [250, PROGRESSION_TITLES.aspiring],
];

/** The profile title; the last one stays beyond 1000 experience. */
export function titleForExperience(experience: number): string {
  const exp = validExperience(experience);
  const match = TITLES_BY_THRESHOLD.find(([threshold]) => exp >= threshold);
  return match ? match[1] : PROGRESSION_TITLES.novice;
}

export type AddExperienceResult = { ok: true; experience: number } | { ok: false; reason: 'invalid-gain' };

/** Experience only grows: a negative or non-finite gain is refused. */
export function addExperience(experience: number, gained: number): AddExperienceResult {
  if (!Number.isFinite(gained) || gained < 0) return { ok: false, reason: 'invalid-gain' };
  return { ok: true, experience: validExperience(experience) + gained };
}

export interface LevelUpResult {
  leveledUp: boolean;
  from: number;
  to: number;
  /** The alert text when the level rose, otherwise null. */
  message: string | null;
}

export function levelUp(experienceBefore: number, experienceAfter: number): LevelUpResult {
  const from = levelForExperience(experienceBefore);
  const to = levelForExperience(experienceAfter);
  const leveledUp = to > from;
  return { leveledUp, from, to, message: leveledUp ? PROGRESSION_MESSAGES.levelUp : null };
}
