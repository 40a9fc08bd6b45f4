import { useCallback, useRef } from 'react';
import {
  MINI_GAME_SCREEN_MESSAGES,
  miniGameResultResponseSchema,
  platformerRunLengthProblem,
  type GameStateDto,
  type MiniGameOutcome,
  type MiniGameResultSubmission,
  type TextAdventureProgress,
} from '@authentic/core';
import type { ProgressTracker } from '../../features/progress/progress-tracker';
import { ApiError, apiRequest } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import { useToast } from '../../ui/toast';

export type MiniGameResult = MiniGameResultSubmission;

/** A 503 means every replay thread was busy (decision 0231): the result is sent again, this often, after this long. */
const BUSY_RETRIES = 2;
const BUSY_RETRY_MS = 5000;

/** Sends a result, trying again while the server answers that it is too busy to check it. */
async function sendResult(result: MiniGameResult, retriesLeft = BUSY_RETRIES): Promise<unknown> {
  try {
    return await apiRequest(`/api/minigames/${result.game}/results`, { body: result.body });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 503 || retriesLeft === 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    return sendResult(result, retriesLeft - 1);
  }
}

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
      // A run longer than the server replays (a player who dawdled past the caps) is not sent:
      // the server would refuse it by counting alone, so the player is told why at once.
      if (result.game === 'platformer' && platformerRunLengthProblem(result.body.segments) === 'too-long') {
        toast.showToast(MINI_GAME_SCREEN_MESSAGES.tooLong, { type: 'warning' });
        return;
      }
      sendResult(result)
        .then((answer) => tracker.miniGameRewarded(result.game, miniGameResultResponseSchema.parse(answer)))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) return;
          logError(`Mini-game result (${result.game}) refused: ${String(error)}`, { level: 'warning' });
          const busy = error instanceof ApiError && error.status === 503;
          const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
          const message = busy
            ? MINI_GAME_SCREEN_MESSAGES.busy
            : refused
              ? MINI_GAME_SCREEN_MESSAGES.notVerified
              : MINI_GAME_SCREEN_MESSAGES.notSent;
          toast.showToast(message, { type: refused ? 'warning' : 'info' });
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
