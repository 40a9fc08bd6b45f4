import {
  achievementUnlockRequestSchema,
  characterResponseSchema,
  experienceResponseSchema,
  GAME_LEVEL_IDS,
  type CharacterDto,
  type GameLevelId,
  type GameStateDto,
} from '@authentic/core';
import { apiRequest } from '../../lib/api-client';
import type { ProgressTrackerOptions } from './progress-tracker';
import type { ProgressServer } from './server-sync';

function isGameLevelId(value: string): value is GameLevelId {
  return (GAME_LEVEL_IDS as readonly string[]).includes(value);
}

/**
 * The real server calls for a signed-in player. Completed levels live in the character's
 * completedMaps beside other entries (e.g. 'final-dungeon'), and PUT replaces the list, so the
 * current list is read first and the levels are added to it.
 */
export function createProgressServer(userId: string): ProgressServer {
  const characterPath = `/api/users/${encodeURIComponent(userId)}`;
  return {
    async saveExperience(total) {
      experienceResponseSchema.parse(
        await apiRequest('/api/users/experience', { method: 'PUT', body: { experience: total } }),
      );
    },
    async unlockAchievement(id) {
      const body = achievementUnlockRequestSchema.parse({ achievement: { id } });
      await apiRequest('/api/users/achievements', { method: 'POST', body });
    },
    async saveCompletedLevels(levels) {
      const { character } = characterResponseSchema.parse(await apiRequest(characterPath));
      const missing = levels.filter((level) => !character.completedMaps.includes(level));
      if (missing.length === 0) return;
      await apiRequest(characterPath, {
        method: 'PUT',
        body: { completedMaps: [...character.completedMaps, ...missing] },
      });
    },
  };
}

/**
 * The tracker's starting point for a signed-in player, from GET /api/users/game-state and
 * GET /api/users/{id}: experience and achievements, levels from completedMaps, the level-3
 * artifact, saved quotes, and viewed artifacts as the ones already discovered.
 */
export function signedInProgressInitial(
  gameState: Pick<GameStateDto, 'experience' | 'achievements' | 'viewedArtifacts' | 'inventory'>,
  character: Pick<CharacterDto, 'completedMaps' | 'qualifyingArtifacts' | 'savedQuotes'> | null,
): ProgressTrackerOptions['initial'] {
  return {
    experience: gameState.experience,
    achievements: gameState.achievements,
    completedLevels: (character?.completedMaps ?? []).filter(isGameLevelId),
    qualifyingArtifacts: character?.qualifyingArtifacts ?? null,
    discoveredArtifacts: gameState.viewedArtifacts,
    stats: {
      savedQuotes: character?.savedQuotes.length ?? 0,
      artifactsCollected: gameState.inventory.length,
    },
  };
}

/** A guest: the default local character, level 1 and no experience (spec 01 §3); storage adds the rest. */
export const GUEST_PROGRESS_INITIAL: ProgressTrackerOptions['initial'] = {
  experience: 0,
  achievements: [],
  completedLevels: [],
};
