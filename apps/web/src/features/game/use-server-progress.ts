import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  BUILT_IN_MAPS,
  gameStateResponseSchema,
  isBuiltInMapId,
  isWalkableTile,
  LOCAL_GAME_STATE_AUTOSAVE_MS,
  tileAt,
  type GameStateDto,
} from '@authentic/core';
import { apiRequest } from '../../lib/api-client';
import { logError } from '../../lib/error-log';
import type { GameStart } from './engine/checkpoint';
import { createProgressSaver, type ProgressSaver } from './engine/progress-saver';
import type { GameStartOptions } from './game-page';

/** The saved cell, if it is still a cell of a built-in map one can stand on. */
function startFrom(lastPosition: { x: number; y: number; worldId: string } | null | undefined): GameStart | null {
  if (!lastPosition || !isBuiltInMapId(lastPosition.worldId)) return null;
  const { x, y, worldId } = lastPosition;
  return isWalkableTile(tileAt(BUILT_IN_MAPS[worldId].data, x, y)) ? { mapId: worldId, position: { x, y } } : null;
}

/**
 * For a signed-in player: where the server says they were, and a saver that
 * keeps the server told (on map change, every 5 minutes, when the page is hidden).
 * Guests get nothing here; their place is kept in local storage only.
 */
export interface ServerProgress {
  ready: boolean;
  startOptions: GameStartOptions;
  /** What the server holds for a signed-in player (null for a guest or when it failed to load). */
  gameState: GameStateDto | null;
  /** Sends inventory and viewed artifacts; null for a guest. */
  saver: ProgressSaver | null;
}

export function useServerProgress(userId: string | null): ServerProgress {
  const state = useQuery({
    queryKey: ['game-state', userId],
    queryFn: async () => gameStateResponseSchema.parse(await apiRequest('/api/users/game-state')),
    enabled: userId !== null,
    staleTime: 0,
    retry: 1,
  });
  const saver = useMemo(
    () =>
      userId === null
        ? null
        : createProgressSaver((update, keepalive) =>
            apiRequest('/api/users/me/progress', { method: 'PUT', body: update, keepalive }).catch((error: unknown) => {
              logError(`Saving progress failed: ${String(error)}`, { level: 'warning' });
              throw error;
            }),
          ),
    [userId],
  );

  useEffect(() => {
    if (!saver) return undefined;
    const timer = window.setInterval(() => void saver.flush(), LOCAL_GAME_STATE_AUTOSAVE_MS);
    const onHide = () => void saver.flush(true);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void saver.flush(true);
    };
  }, [saver]);

  return {
    // A failed load still lets the game start, from the local checkpoint.
    ready: userId === null || !state.isPending,
    gameState: userId === null ? null : (state.data ?? null),
    saver,
    startOptions: {
      start: startFrom(state.data?.lastPosition),
      ...(saver ? { onCellChange: saver.cellChanged, onStart: saver.startAt } : {}),
    },
  };
}
