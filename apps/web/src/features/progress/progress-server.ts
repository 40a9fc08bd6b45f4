import {
  achievementUnlockRequestSchema,
  GAME_LEVEL_IDS,
  gameStateResponseSchema,
  progressClaimResponseSchema,
  progressClaimSchema,
  type CharacterDto,
  type GameLevelId,
  type GameStateDto,
} from '@authentic/core';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { ProgressTrackerOptions } from './progress-tracker';
import type { ProgressServer } from './server-sync';

function isGameLevelId(value: string): value is GameLevelId {
  return (GAME_LEVEL_IDS as readonly string[]).includes(value);
}

/** The server answered and said no (decision 0224): asking again would change nothing. */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && [400, 403, 404, 409].includes(error.status);
}

/** The call's answer, or null when the server refused it; a failed call throws to be tried again. */
async function unlessRefused<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!refused(error)) throw error;
    return null;
  }
}

/**
 * The real server calls for a signed-in player: events the server checks and pays once (its answer
 * carries the achievements those events earned, decision 0232), the achievements the client may ask
 * for, and a read of what the server granted. Experience and completed levels are never sent: the
 * server derives them (decision 0224).
 */
export function createProgressServer(): ProgressServer {
  return {
    claim: (event) =>
      unlessRefused(async () =>
        progressClaimResponseSchema.parse(
          await apiRequest('/api/users/me/events', { method: 'POST', body: progressClaimSchema.parse(event) }),
        ),
      ),
    unlockAchievement: async (id) => {
      await unlessRefused(async () => {
        const body = achievementUnlockRequestSchema.parse({ achievement: { id } });
        await apiRequest('/api/users/achievements', { method: 'POST', body });
      });
    },
    achievements: async () => gameStateResponseSchema.parse(await apiRequest('/api/users/game-state')).achievements,
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
