import { useCallback, useRef } from 'react';
import {
  MINI_GAME_SCREEN_MESSAGES,
  miniGameResultResponseSchema,
  type AdventureResultRequest,
  type GameStateDto,
  type MiniGameOutcome,
  type PlatformerResultRequest,
  type TerminalResultRequest,
  type TextAdventureProgress,
} from '@authentic/core';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { ApiError, apiRequest } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import { useToast } from '../../ui/toast';

export type MiniGameResult =
  | { game: 'textAdventure'; body: AdventureResultRequest }
  | { game: 'terminal'; body: TerminalResultRequest }
  | { game: 'platformer'; body: PlatformerResultRequest };

function outcomeOf(result: MiniGameResult): MiniGameOutcome {
  return result.game === 'platformer' ? { game: 'platformer', score: result.body.score } : { game: result.game };
}

/**
 * Mini-game results and the adventure's saved run (decision 0211). A signed-in player's result goes
 * to the server, which replays it and rewards it once; a guest's is rewarded by the same core rules
 * and kept locally. The adventure's run is saved for signed-in players only (spec 02 §6).
 */
export function useMiniGameResults(tracker: ProgressTracker, userId: string | null, gameState: GameStateDto | null) {
  const toast = useToast();
  const adventure = useRef<TextAdventureProgress | null>(gameState?.gameProgress.textAdventureProgress ?? null);

  const report = useCallback(
    (result: MiniGameResult) => {
      if (userId === null) {
        tracker.miniGameFinished(outcomeOf(result));
        return;
      }
      apiRequest(`/api/minigames/${result.game}/results`, { body: result.body })
        .then((answer) => tracker.miniGameRewarded(result.game, miniGameResultResponseSchema.parse(answer)))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) return;
          logError(`Mini-game result (${result.game}) refused: ${String(error)}`, { level: 'warning' });
          const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
          toast.showToast(refused ? MINI_GAME_SCREEN_MESSAGES.notVerified : MINI_GAME_SCREEN_MESSAGES.notSent, {
            type: refused ? 'warning' : 'info',
          });
        });
    },
    [tracker, userId, toast],
  );

  const saveAdventure = useCallback((progress: TextAdventureProgress) => {
    adventure.current = progress;
    apiRequest('/api/users/me/progress', {
      method: 'PUT',
      body: { gameProgress: { textAdventureProgress: progress } },
      keepalive: true,
    }).catch((error: unknown) => {
      logError(`Saving the adventure failed: ${String(error)}`, { level: 'warning' });
    });
  }, []);

  return {
    report,
    /** The run to resume (signed in), the latest this visit saved or what the server held. */
    adventureProgress: () => (userId === null ? null : adventure.current),
    saveAdventure: userId === null ? null : saveAdventure,
  };
}
