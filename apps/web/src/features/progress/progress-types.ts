import type {
  AchievementDto,
  GameLevelId,
  MiniGameOutcome,
  MiniGameResultResponse,
  PlayerAchievementStats,
  Position,
  ProgressClaim,
  QualifyingArtifacts,
} from '@authentic/core';
import type { ProgressStorage } from './progress-storage';
import type { ProgressServer, SaveTarget } from './server-sync';

/** The shapes the progress tracker takes and gives; progress-tracker.ts holds the behaviour. */

/** Why experience was gained; the toast names the known ones. */
export type ExperienceReason =
  'level' | 'discovery' | 'revisit' | 'terminal' | 'textAdventure' | 'shooter' | 'quest' | 'minigame' | (string & {});

/** Where the player stood: a win's card closes when the player walks away from it (decision 0242). */
export interface Place {
  mapId: string;
  position: Position;
}

/** What one win (a level, a mini-game) earned, shown together on its card. */
export interface Earned {
  experience: readonly { amount: number; reason: ExperienceReason }[];
  achievements: readonly AchievementDto[];
  /** The player's experience after the win, and before it: the card names the experience level and its title. */
  total: number;
  before: number;
}

/** What the progress layer shows, oldest first. Each has an id for `dismiss`. */
export type ProgressItem =
  | { id: number; kind: 'xp'; amount: number; reason: ExperienceReason }
  | { id: number; kind: 'levelUp'; level: number; message: string }
  | { id: number; kind: 'achievement'; achievement: AchievementDto }
  /** A level completed or a mini-game won: 'Level Complete!' (a level) or the game's own title, and what it earned. */
  | {
      id: number;
      kind: 'win';
      level: GameLevelId | null;
      game: MiniGameOutcome['game'] | null;
      earned: Earned;
      at: Place | null;
    }
  | { id: number; kind: 'reward'; achievementId: 'level1' }
  | { id: number; kind: 'level4Offer'; message: string };

export type NewItem = ProgressItem extends infer T ? (T extends ProgressItem ? Omit<T, 'id'> : never) : never;

export interface ProgressSnapshot {
  experience: number;
  level: number;
  completedLevels: readonly GameLevelId[];
  achievements: readonly AchievementDto[];
  /** Artifacts discovered so far: the signed-in player's caller may keep them as viewedArtifacts. */
  discoveredArtifacts: readonly string[];
  queue: readonly ProgressItem[];
}

/** The sound names match the audio feature's effects. */
export type ProgressSound = 'levelComplete';

export type ProgressEvent =
  | { type: 'sound'; sound: ProgressSound }
  | { type: 'levelCompleted'; level: GameLevelId }
  | { type: 'achievementUnlocked'; achievement: AchievementDto }
  | { type: 'saveFailed'; target: SaveTarget; error: unknown };

/** Runs `fn` after `ms`; the answer cancels it. The app passes setTimeout, tests a fake. */
export type Schedule = (fn: () => void, ms: number) => () => void;

export interface ProgressTrackerOptions {
  signedIn: boolean;
  initial: {
    experience: number;
    achievements: readonly AchievementDto[];
    completedLevels: readonly GameLevelId[];
    stats?: Partial<PlayerAchievementStats>;
    qualifyingArtifacts?: QualifyingArtifacts | null;
    discoveredArtifacts?: readonly string[];
  };
  /** Local storage, or null where the browser refuses it. */
  storage: ProgressStorage | null;
  /** Signed-in players only; a guest's progress never leaves the browser. */
  server?: ProgressServer;
  schedule: Schedule;
  /** The time achievements are stamped with (ISO 8601). */
  now?: () => string;
}

export interface ArtifactCreated {
  mapId: string;
  artifactId: string;
  /** The server's answer (POST /api/artifacts) when it has one. */
  level3Completed?: boolean;
}

export type MiniGameStats = Partial<
  Pick<PlayerAchievementStats, 'terminalFinished' | 'textAdventureFinished' | 'shooterBestScore'>
>;

export interface ProgressTracker {
  /** On entering a map (arrival implies a visit). Yosemite completes level 1 after 0.8 s unless left. */
  arrivedAt(mapId: string, position: Position): void;
  /** On every step: level 2 at Overworld 2 (19,0), level 3 on Overworld 3 once qualified. */
  steppedOn(mapId: string, position: Position): void;
  /** `level3Completed` is the server's answer when it has one; otherwise core decides. */
  artifactCreated(created: ArtifactCreated): void;
  artifactDiscovered(artifactId: string): void;
  artifactCollected(artifactId: string): void;
  /** The player's saved-quote count now. */
  quoteSaved(count: number): void;
  mapVisited(mapId: string): void;
  /** Shows a gain; `claim` is the event a signed-in player's server checks and pays (decision 0224). */
  gainExperience(amount: number, reason: ExperienceReason, claim?: ProgressClaim): void;
  /** Records a level directly: level 4 after the shooter challenge. */
  completeLevel(level: GameLevelId): void;
  /** Mini-game results the achievement rules read (terminal, text adventure, shooter score). */
  recordStats(stats: MiniGameStats): void;
  /**
   * A guest finished a mini-game: the same rewards the server gives (core's miniGameReward), kept
   * locally — first finish of the terminal and the adventure, the platformer's best score, level 4 once.
   */
  miniGameFinished(outcome: MiniGameOutcome): void;
  /** A signed-in player's result the server verified and rewarded: show what it gave, hold its totals. */
  miniGameRewarded(game: MiniGameOutcome['game'], answer: MiniGameResultResponse): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProgressSnapshot;
  onEvent(listener: (event: ProgressEvent) => void): () => void;
  dismiss(itemId: number): void;
  dispose(): void;
}

export const MINI_GAME_REASONS: Readonly<Record<MiniGameOutcome['game'], ExperienceReason>> = {
  terminal: 'terminal',
  textAdventure: 'textAdventure',
  platformer: 'shooter',
};
