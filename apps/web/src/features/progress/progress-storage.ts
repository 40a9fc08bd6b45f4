import {
  achievementSchema,
  GAME_LEVEL_IDS,
  initLocalGameState,
  levelCompletedStorageKey,
  levelForExperience,
  saveLocalGameState,
  type AchievementDto,
  type GameLevelId,
  type LocalKeyValueStore,
} from '@authentic/core';

/** The part of Web Storage the tracker uses; any call may throw (quota, privacy mode). */
export type ProgressStorage = Pick<LocalKeyValueStore, 'getItem' | 'setItem'>;

/**
 * Local storage keys (spec 01 §3 names the first three; decision 0186 the last). The level flags
 * are `level-{n}-completed`, from core's levelCompletedStorageKey.
 */
export const PROGRESS_KEYS = {
  rewardShown: 'reward-shown',
  achievements: 'achievements',
  /** A guest's experience and the counts the achievement rules read. */
  guestProgress: 'guest-progress',
} as const;

/** What a guest's progress keeps across reloads (decision 0186). */
export interface GuestProgress {
  experience: number;
  discoveredArtifacts: string[];
  collectedArtifacts: string[];
  artifactsCreated: number;
  savedQuotes: number;
  visitedMaps: string[];
  textAdventureFinished: boolean;
  terminalFinished: boolean;
  shooterBestScore: number;
}

export const EMPTY_GUEST_PROGRESS: GuestProgress = {
  experience: 0,
  discoveredArtifacts: [],
  collectedArtifacts: [],
  artifactsCreated: 0,
  savedQuotes: 0,
  visitedMaps: [],
  textAdventureFinished: false,
  terminalFinished: false,
  shooterBestScore: 0,
};

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Field by field: a broken field counts as empty, the rest is kept. */
function parseGuestProgress(value: unknown): GuestProgress {
  if (typeof value !== 'object' || value === null) return EMPTY_GUEST_PROGRESS;
  const fields = value as Record<string, unknown>;
  return {
    experience: count(fields.experience),
    discoveredArtifacts: ids(fields.discoveredArtifacts),
    collectedArtifacts: ids(fields.collectedArtifacts),
    artifactsCreated: count(fields.artifactsCreated),
    savedQuotes: count(fields.savedQuotes),
    visitedMaps: ids(fields.visitedMaps),
    textAdventureFinished: fields.textAdventureFinished === true,
    terminalFinished: fields.terminalFinished === true,
    shooterBestScore: count(fields.shooterBestScore),
  };
}

function read(storage: ProgressStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A refused write is only lost, never thrown: the game goes on. */
function write(storage: ProgressStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not remembered this time.
  }
}

function readJson(storage: ProgressStorage | null, key: string): unknown {
  const raw = read(storage, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readLevelFlags(storage: ProgressStorage | null): GameLevelId[] {
  return GAME_LEVEL_IDS.filter((level) => read(storage, levelCompletedStorageKey(level)) === 'true');
}

export function writeLevelFlag(storage: ProgressStorage | null, level: GameLevelId): void {
  write(storage, levelCompletedStorageKey(level), 'true');
}

export function readRewardShown(storage: ProgressStorage | null): boolean {
  return read(storage, PROGRESS_KEYS.rewardShown) === 'true';
}

export function writeRewardShown(storage: ProgressStorage | null): void {
  write(storage, PROGRESS_KEYS.rewardShown, 'true');
}

/** The stored achievements; entries that are not achievements are dropped. */
export function readStoredAchievements(storage: ProgressStorage | null): AchievementDto[] {
  const parsed = readJson(storage, PROGRESS_KEYS.achievements);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const result = achievementSchema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

export function writeStoredAchievements(
  storage: ProgressStorage | null,
  achievements: readonly AchievementDto[],
): void {
  write(storage, PROGRESS_KEYS.achievements, JSON.stringify(achievements));
}

/** Core's store wants removeItem too; the tracker never removes anything. */
function asKeyValueStore(storage: ProgressStorage): LocalKeyValueStore {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: () => undefined,
  };
}

/**
 * A guest's progress: our own key, and the experience also from the local game state's
 * `player.experience` (spec 02 §3) — the larger of the two, as experience never goes down.
 */
export function readGuestProgress(storage: ProgressStorage | null): GuestProgress {
  const progress = parseGuestProgress(readJson(storage, PROGRESS_KEYS.guestProgress));
  if (!storage) return progress;
  const gameState = initLocalGameState(asKeyValueStore(storage)).state;
  return { ...progress, experience: Math.max(progress.experience, Math.floor(gameState.player.experience)) };
}

export function writeGuestProgress(storage: ProgressStorage | null, progress: GuestProgress): void {
  write(storage, PROGRESS_KEYS.guestProgress, JSON.stringify(progress));
  if (!storage) return;
  // Read fresh each time, so whatever else the game keeps there (position, settings) stays as it is.
  const store = asKeyValueStore(storage);
  const current = initLocalGameState(store).state;
  if (current.player.experience >= progress.experience) return;
  const next = {
    ...current,
    player: { ...current.player, experience: progress.experience },
    progress: { ...current.progress, level: levelForExperience(progress.experience) },
  };
  saveLocalGameState(store, next, current);
}
