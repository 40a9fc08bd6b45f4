import { BUILT_IN_MAP_IDS } from '../maps/map-ids.js';

/**
 * Every achievement the game can award, with ids that never change
 * (decision 0122). Names are the spec's texts; some names repeat with a
 * different trigger, so ids, not names, identify an achievement.
 */

export type AchievementType = 'level' | 'discovery' | 'creation' | 'collection' | 'game' | 'exploration';

/** What the player has done, as the unlock rules read it. */
export interface PlayerAchievementStats {
  experience: number;
  discoveries: number;
  artifactsCreated: number;
  artifactsCollected: number;
  savedQuotes: number;
  visitedMaps: readonly string[];
  textAdventureFinished: boolean;
  terminalFinished: boolean;
  shooterBestScore: number;
}

export type AchievementCountStat =
  'discoveries' | 'artifactsCreated' | 'artifactsCollected' | 'savedQuotes' | 'shooterBestScore';

export type AchievementCondition =
  | { kind: 'level'; level: number }
  | { kind: 'count'; stat: AchievementCountStat; atLeast: number }
  | { kind: 'flag'; stat: 'textAdventureFinished' | 'terminalFinished' }
  | { kind: 'allMapsVisited' };

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  type: AchievementType;
  condition: AchievementCondition;
}

/** The 14 built-in maps; visiting all of them earns World Explorer. */
export const WORLD_EXPLORER_MAP_IDS = BUILT_IN_MAP_IDS;

/** Spec 01 §3, the achievement table. */
export const CORE_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'level_5',
    name: 'Apprentice Explorer',
    description: 'Reach level 5',
    type: 'level',
    condition: { kind: 'level', level: 5 },
  },
  {
    id: 'level_10',
    name: 'Seasoned Adventurer',
    description: 'Reach level 10',
    type: 'level',
    condition: { kind: 'level', level: 10 },
  },
  {
    id: 'level_20',
    name: 'Master Explorer',
    description: 'Reach level 20',
    type: 'level',
    condition: { kind: 'level', level: 20 },
  },
  {
    id: 'discovery_1',
    name: 'First Discovery',
    description: 'Discover your first artifact',
    type: 'discovery',
    condition: { kind: 'count', stat: 'discoveries', atLeast: 1 },
  },
  {
    id: 'discovery_5',
    name: 'Curious Explorer',
    description: 'Discover 5 artifacts',
    type: 'discovery',
    condition: { kind: 'count', stat: 'discoveries', atLeast: 5 },
  },
  {
    id: 'discovery_15',
    name: 'Master Explorer',
    description: 'Discover 15 artifacts',
    type: 'discovery',
    condition: { kind: 'count', stat: 'discoveries', atLeast: 15 },
  },
  {
    id: 'creation_1',
    name: 'Digital Artisan',
    description: 'Create your first artifact',
    type: 'creation',
    condition: { kind: 'count', stat: 'artifactsCreated', atLeast: 1 },
  },
  {
    id: 'collection_5',
    name: 'Artifact Collector',
    description: 'Collect 5 artifacts',
    type: 'collection',
    condition: { kind: 'count', stat: 'artifactsCollected', atLeast: 5 },
  },
  {
    id: 'collection_10',
    name: 'Treasure Hunter',
    description: 'Collect 10 artifacts',
    type: 'collection',
    condition: { kind: 'count', stat: 'artifactsCollected', atLeast: 10 },
  },
  {
    id: 'collection_20',
    name: 'Museum Curator',
    description: 'Collect 20 artifacts',
    type: 'collection',
    condition: { kind: 'count', stat: 'artifactsCollected', atLeast: 20 },
  },
];

/** Spec 01 §3, the mini-game achievements (their ids are the spec's). */
export const GAME_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'terminal_master',
    name: 'Terminal Master',
    description: 'Finish the terminal challenge',
    type: 'game',
    condition: { kind: 'flag', stat: 'terminalFinished' },
  },
  {
    id: 'shooter_expert',
    name: 'Pixel Sharpshooter',
    description: 'Score 1000 or more in the arcade challenge',
    type: 'game',
    condition: { kind: 'count', stat: 'shooterBestScore', atLeast: 1000 },
  },
  {
    id: 'shooter_adept',
    name: 'Arcade Adept',
    description: 'Score 500 or more in the arcade challenge',
    type: 'game',
    condition: { kind: 'count', stat: 'shooterBestScore', atLeast: 500 },
  },
];

/** The three the profile shows as locked until earned (spec 01 §2). */
export const PROFILE_LOCKED_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'artifact_master',
    name: 'Artifact Master',
    description: 'Create 10 artifacts',
    type: 'creation',
    condition: { kind: 'count', stat: 'artifactsCreated', atLeast: 10 },
  },
  {
    id: 'literary_explorer',
    name: 'Literary Explorer',
    description: 'Finish the text adventure',
    type: 'game',
    condition: { kind: 'flag', stat: 'textAdventureFinished' },
  },
  {
    id: 'world_explorer',
    name: 'World Explorer',
    description: 'Visit all 14 maps',
    type: 'exploration',
    condition: { kind: 'allMapsVisited' },
  },
];

/**
 * Spec 01 §3, the profile achievements. Its 'Treasure Hunter' (10 artifacts)
 * is the table's collection_10, the same name for the same deed, so it is
 * not listed twice.
 */
export const PROFILE_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'profile_level_2',
    name: 'Novice Explorer',
    description: 'Reach level 2',
    type: 'level',
    condition: { kind: 'level', level: 2 },
  },
  {
    id: 'profile_level_3',
    name: 'Seasoned Adventurer',
    description: 'Reach level 3',
    type: 'level',
    condition: { kind: 'level', level: 3 },
  },
  {
    id: 'profile_level_4',
    name: 'Master Traveler',
    description: 'Reach level 4',
    type: 'level',
    condition: { kind: 'level', level: 4 },
  },
  {
    id: 'profile_level_5',
    name: 'Legendary Hero',
    description: 'Reach level 5',
    type: 'level',
    condition: { kind: 'level', level: 5 },
  },
  {
    id: 'profile_artifacts_5',
    name: 'Collector',
    description: 'Have 5 artifacts in your collection',
    type: 'collection',
    condition: { kind: 'count', stat: 'artifactsCollected', atLeast: 5 },
  },
  {
    id: 'profile_quotes_3',
    name: 'Scholar',
    description: 'Save 3 quotes',
    type: 'collection',
    condition: { kind: 'count', stat: 'savedQuotes', atLeast: 3 },
  },
  {
    id: 'profile_quotes_7',
    name: 'Historian',
    description: 'Save 7 quotes',
    type: 'collection',
    condition: { kind: 'count', stat: 'savedQuotes', atLeast: 7 },
  },
  ...PROFILE_LOCKED_ACHIEVEMENTS,
];

/** Every achievement once, in the order the unlock rules report them. */
export const ALL_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  ...CORE_ACHIEVEMENTS,
  ...GAME_ACHIEVEMENTS,
  ...PROFILE_ACHIEVEMENTS,
];

export function findAchievement(id: string): AchievementDefinition | undefined {
  return ALL_ACHIEVEMENTS.find((achievement) => achievement.id === id);
}
