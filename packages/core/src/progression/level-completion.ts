import type { Position } from '../shared/geometry.js';
import { PROGRESSION_MESSAGES } from '../messages/progression.js';

/** The four story levels of spec 01 §4. */
export type GameLevelId = 'level1' | 'level2' | 'level3' | 'level4';

export const GAME_LEVEL_IDS: readonly GameLevelId[] = ['level1', 'level2', 'level3', 'level4'];

export const LEVEL_COMPLETION_EXPERIENCE: Readonly<Record<GameLevelId, number>> = {
  level1: 10,
  level2: 10,
  level3: 20,
  level4: 30,
};

/** The screen waits this long after arriving in Yosemite before level 1 counts. */
export const LEVEL1_ARRIVAL_DELAY_MS = 800;
export const LEVEL_BANNER_MS = 5000;
export const LEVEL1_REWARD_POPUP_DELAY_MS = 5500;
/** After level 3, the level 4 question comes this much later. */
export const LEVEL4_OFFER_DELAY_MS = 3000;

export const LEVEL2_GOAL_CELL: Readonly<Position> = { x: 19, y: 0 };

/** Which artifact unlocked which level; level3 holds an artifact id. */
export interface QualifyingArtifacts {
  level3?: string | null;
}

export interface LevelSituation {
  mapId: string;
  position: Position;
  qualifyingArtifacts?: QualifyingArtifacts | null;
}

/**
 * The level the player's place completes, if any. Level 4 is never reached
 * by standing somewhere: it follows the shooter challenge.
 */
export function levelReachedAt(situation: LevelSituation): GameLevelId | null {
  const { mapId, position } = situation;
  if (mapId === 'yosemite') return 'level1';
  if (mapId === 'overworld2' && position.x === LEVEL2_GOAL_CELL.x && position.y === LEVEL2_GOAL_CELL.y) {
    return 'level2';
  }
  if (mapId === 'overworld3' && situation.qualifyingArtifacts?.level3) return 'level3';
  return null;
}

export interface LevelCompletionResult {
  completed: readonly GameLevelId[];
  /** False when the level was already recorded: no banner, no experience. */
  firstTime: boolean;
  experience: number;
}

/** Records a level once; only the first completion gives experience. */
export function completeLevel(completed: readonly GameLevelId[], level: GameLevelId): LevelCompletionResult {
  if (completed.includes(level)) return { completed, firstTime: false, experience: 0 };
  return { completed: [...completed, level], firstTime: true, experience: LEVEL_COMPLETION_EXPERIENCE[level] };
}

export interface ArtifactCreatedOutcome {
  qualifyingArtifacts: QualifyingArtifacts;
  completed: readonly GameLevelId[];
  /** Experience from completing level 3 now, else 0. */
  experience: number;
  /** The level 4 question to ask (after LEVEL4_OFFER_DELAY_MS), or null. */
  level4Offer: string | null;
}

/**
 * The first artifact the player creates on Overworld 3 qualifies for
 * level 3, which completes at once and offers level 4. Artifacts made
 * elsewhere, or later, change nothing.
 */
export function recordArtifactCreated(
  qualifyingArtifacts: QualifyingArtifacts | null | undefined,
  completed: readonly GameLevelId[],
  mapId: string,
  artifactId: string,
): ArtifactCreatedOutcome {
  const current = qualifyingArtifacts ?? {};
  if (mapId !== 'overworld3' || current.level3) {
    return { qualifyingArtifacts: current, completed, experience: 0, level4Offer: null };
  }
  const qualified = { ...current, level3: artifactId };
  const completion = completeLevel(completed, 'level3');
  return {
    qualifyingArtifacts: qualified,
    completed: completion.completed,
    experience: completion.experience,
    level4Offer: completion.firstTime ? PROGRESSION_MESSAGES.level4Offer : null,
  };
}

/** The local-storage flag the screens keep per level (spec 01 §3). */
export function levelCompletedStorageKey(level: GameLevelId): string {
  return `level-${level.replace('level', '')}-completed`;
}
