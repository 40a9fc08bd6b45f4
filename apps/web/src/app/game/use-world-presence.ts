import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { docMapIdOfKey, PRESENCE_MESSAGES } from '@authentic/core';
import type { GameStore } from '../../features/game/engine/game-store';
import { paths } from '../../lib/paths';
import { worldPlayKey } from '../../lib/world-play-api';
import { useToast } from '../../ui/toast';
import { useDeferredPresence, type DeferredPresence } from './deferred-presence';

/**
 * Live presence in a player's world: a version its maker publishes reaches the player at once (kept
 * where they stand), and a world made private sends them home, saying why.
 */
export function useWorldPresence(store: GameStore<string>, worldId: string, signedIn: boolean): DeferredPresence {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Its maker published a new version: where the player stands is kept for the next document (the
  // route keys the session by version, so fetching /play again starts it afresh, here or at the spawn).
  const onWorldPublished = useCallback(() => {
    const { mapId, position } = store.getSnapshot();
    queryClient.setQueryData(['worlds', 'position', worldId], {
      x: position.x,
      y: position.y,
      mapId: docMapIdOfKey(worldId, mapId),
    });
    void queryClient.invalidateQueries({ queryKey: worldPlayKey(worldId) });
  }, [store, queryClient, worldId]);
  // Its maker made it private: the server has already moved this player out; home, saying why.
  const { showToast } = useToast();
  const onWorldClosed = useCallback(() => {
    showToast(PRESENCE_MESSAGES.worldNoLongerOpen, { type: 'info' });
    void navigate(paths.game);
  }, [showToast, navigate]);
  return useDeferredPresence({
    store,
    worldId,
    signedIn,
    onWorldPublished,
    onWorldClosed,
    // Presence starts after the game is shown: a version published before it listened is fetched now.
    onStarted: onWorldPublished,
  });
}
