import { ADVENTURE_COMPLETION_EXP } from '../adventure/adventure-constants.js';
import { GAME_ACHIEVEMENTS, PROFILE_LOCKED_ACHIEVEMENTS } from '../progression/achievement-catalogue.js';
import { LEVEL_COMPLETION_EXPERIENCE } from '../progression/level-completion.js';
import { MINIGAME_EXPERIENCE, shooterExperience } from '../progression/rewards.js';

export const MINI_GAME_IDS = ['textAdventure', 'terminal', 'platformer'] as const;
export type MiniGameId = (typeof MINI_GAME_IDS)[number];

/** What a player has done in the mini-games: the server keeps it per player, a guest locally. */
export interface MiniGameRecord {
  textAdventureFinished: boolean;
  terminalFinished: boolean;
  /** The best verified platformer score. */
  shooterBestScore: number;
  /** Level 4 is completed by winning the platformer. */
  level4Completed: boolean;
}

export const EMPTY_MINI_GAME_RECORD: MiniGameRecord = {
  textAdventureFinished: false,
  terminalFinished: false,
  shooterBestScore: 0,
  level4Completed: false,
};

export type MiniGameOutcome = { game: 'textAdventure' } | { game: 'terminal' } | { game: 'platformer'; score: number };

export interface MiniGameReward {
  record: MiniGameRecord;
  /** Experience for the game itself (not counting the level). */
  gameExperience: number;
  /** Set when this result completes level 4 for the first time. */
  level4: { experience: number } | null;
  /** Catalogue ids of the game achievements this record earns that `had` lacks. */
  achievementIds: string[];
}

/** The achievements a mini-game record decides (terminal, the two platformer scores, the adventure). */
const MINI_GAME_ACHIEVEMENTS = [...GAME_ACHIEVEMENTS, ...PROFILE_LOCKED_ACHIEVEMENTS].filter(
  (definition) =>
    definition.condition.kind === 'flag' ||
    (definition.condition.kind === 'count' && definition.condition.stat === 'shooterBestScore'),
);

function earned(record: MiniGameRecord): string[] {
  return MINI_GAME_ACHIEVEMENTS.filter((definition) => {
    const condition = definition.condition;
    if (condition.kind === 'flag') return record[condition.stat];
    if (condition.kind === 'count') return record.shooterBestScore >= condition.atLeast;
    return false;
  }).map((definition) => definition.id);
}

/**
 * What a verified result is worth given what the player had already done (decision 0211):
 * the terminal and the adventure reward their first finish only; the platformer pays
 * min(200, 2 × score) for an improved best (only the rise over the old best's reward, so playing
 * again is never a farm), and its first win completes level 4: 30 more, plus floor(score / 100).
 */
export function miniGameReward(
  before: MiniGameRecord,
  outcome: MiniGameOutcome,
  had: readonly { id: string }[] = [],
): MiniGameReward {
  let record = before;
  let gameExperience = 0;
  let level4: MiniGameReward['level4'] = null;
  if (outcome.game === 'terminal') {
    if (!before.terminalFinished) gameExperience = MINIGAME_EXPERIENCE.terminal;
    record = { ...before, terminalFinished: true };
  } else if (outcome.game === 'textAdventure') {
    if (!before.textAdventureFinished) gameExperience = ADVENTURE_COMPLETION_EXP;
    record = { ...before, textAdventureFinished: true };
  } else {
    const score = Number.isFinite(outcome.score) && outcome.score > 0 ? Math.floor(outcome.score) : 0;
    const best = Math.max(before.shooterBestScore, score);
    gameExperience = shooterExperience(best, false) - shooterExperience(before.shooterBestScore, false);
    if (!before.level4Completed) {
      level4 = {
        experience:
          LEVEL_COMPLETION_EXPERIENCE.level4 + (shooterExperience(score, true) - shooterExperience(score, false)),
      };
    }
    record = { ...before, shooterBestScore: best, level4Completed: true };
  }
  const have = new Set(had.map((achievement) => achievement.id));
  const achievementIds = earned(record).filter((id) => !have.has(id));
  return { record, gameExperience, level4, achievementIds };
}
