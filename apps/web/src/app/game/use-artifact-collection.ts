import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { builtInArtifactById, type ArtifactDto, type BuiltInArtifact } from '@authentic/core';
import { artifactKeys, pickUpArtifact } from '../../features/artifacts/artifacts-api';
import type { GameStore } from '../../features/game/engine/game-store';
import type { ProgressSaver } from '../../features/game/engine/progress-saver';
import type { WorldArtifact } from '../../features/game/engine/world-artifacts';
import { logError } from '../../lib/error-log';
import { ARTIFACT_LIST_KEYS, readStoredIds, writeStoredIds } from '../../lib/storage';
import type { ArtifactProgressHooks } from './use-world-artifacts';

export interface ArtifactCollectionOptions {
  store: GameStore<string>;
  mapId: string;
  signedIn: boolean;
  /** The built-ins the signed-in player carries, as saved. */
  savedInventory: readonly string[] | undefined;
  saver: ProgressSaver | null;
  hooks: RefObject<ArtifactProgressHooks | undefined>;
}

/**
 * Picking artifacts up: built-ins join the collected list (saved on the server, or locally for a
 * guest); a player's artifact is taken on the server and goes to placement.
 */
export function useArtifactCollection({
  store,
  mapId,
  signedIn,
  savedInventory,
  saver,
  hooks,
}: ArtifactCollectionOptions) {
  const queryClient = useQueryClient();
  const [collected, setCollected] = useState<string[]>(() =>
    signedIn ? [...(savedInventory ?? [])] : readStoredIds(ARTIFACT_LIST_KEYS.collected),
  );

  const collectBuiltIn = useCallback(
    (id: string) => {
      setCollected((before) => {
        if (before.includes(id)) return before;
        const next = [...before, id];
        if (saver) void saver.save({ inventory: next });
        else writeStoredIds(ARTIFACT_LIST_KEYS.collected, next);
        return next;
      });
      hooks.current?.collected?.(id);
    },
    [saver, hooks],
  );

  const pickUpFromServer = useCallback(
    async (artifact: WorldArtifact) => {
      try {
        const taken = await pickUpArtifact(artifact.id);
        queryClient.setQueryData<ArtifactDto[]>(artifactKeys.inventory, (list = []) => [
          ...list.filter((item) => item.id !== taken.id),
          taken,
        ]);
        queryClient.setQueryData<ArtifactDto[]>(artifactKeys.map(mapId), (list = []) =>
          list.filter((item) => item.id !== taken.id),
        );
        // Decision 0232: taking up one's own artifact again is not collecting it.
        if (!artifact.mine) hooks.current?.collected?.(taken.id);
        store.openExternal('placement', taken);
      } catch (error) {
        // Spec 01 §8: update failures on the game screen are only logged; the map shows the truth again.
        logError(`Picking up an artifact failed: ${String(error)}`, { level: 'warning' });
        void queryClient.invalidateQueries({ queryKey: artifactKeys.map(mapId) });
      }
    },
    [queryClient, mapId, store, hooks],
  );

  const carriedBuiltIns = useMemo(
    () => collected.map((id) => builtInArtifactById(id)).filter((item): item is BuiltInArtifact => item !== null),
    [collected],
  );

  return { collected, carriedBuiltIns, collectBuiltIn, pickUpFromServer };
}
