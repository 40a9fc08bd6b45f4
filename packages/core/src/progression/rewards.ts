/** Spec 01 §4 and spec 02 §9: experience for finishing a mini-game. */
export const MINIGAME_EXPERIENCE = {
  terminal: 100,
  textAdventure: 100,
  /** The writer-themed placeholder reports 150 on completion; that is its reward. */
  writerChallenge: 150,
} as const;

export const SHOOTER_EXPERIENCE_CAP = 200;

/**
 * min(200, 2 × score), plus floor(score / 100) when the run is the level 4
 * challenge. A negative or broken score earns nothing.
 */
export function shooterExperience(score: number, isLevel4: boolean): number {
  const safe = Number.isFinite(score) && score > 0 ? Math.floor(score) : 0;
  const base = Math.min(SHOOTER_EXPERIENCE_CAP, 2 * safe);
  return isLevel4 ? base + Math.floor(safe / 100) : base;
}

export interface FinalDungeonFacts {
  completedMaps?: readonly string[] | null;
  achievements?: readonly { id: string }[] | null;
  experience: number;
}

export const FINAL_DUNGEON_EXPERIENCE = 1000;

/** Spec 01 §4: any one of the three facts opens the final dungeon. */
export function hasFinalDungeonFlag(facts: FinalDungeonFacts): boolean {
  return (
    (facts.completedMaps ?? []).includes('final-dungeon') ||
    (facts.achievements ?? []).some((achievement) => achievement.id === 'final-dungeon-completed') ||
    facts.experience >= FINAL_DUNGEON_EXPERIENCE
  );
}
