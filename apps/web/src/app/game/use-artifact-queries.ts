import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  ARTIFACTS_STALE_MS,
  artifactKeys,
  getInventory,
  listArtifactsOnMap,
} from '../../features/artifacts/artifacts-api';
import { logError } from '../../lib/error-log';
import { artifactsChanged } from '../../lib/live-events';

/**
 * The server's artifacts for the game world: those placed on the current map (read again when the
 * presence socket says they changed) and those the signed-in player carries.
 */
export function useArtifactQueries(mapId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const onMap = useQuery({
    queryKey: artifactKeys.map(mapId),
    queryFn: () => listArtifactsOnMap(mapId),
    staleTime: ARTIFACTS_STALE_MS,
    retry: 1,
  });
  const inventory = useQuery({
    queryKey: artifactKeys.inventory,
    queryFn: getInventory,
    enabled: signedIn,
    staleTime: ARTIFACTS_STALE_MS,
  });
  // Someone placed, moved or took an artifact on a map (the presence socket says so, issue 34): read it again.
  useEffect(
    () =>
      artifactsChanged.listen((mapName) => {
        void queryClient.invalidateQueries({ queryKey: artifactKeys.map(mapName) });
      }),
    [queryClient],
  );
  const onMapRef = useRef(onMap.data);
  useEffect(() => {
    onMapRef.current = onMap.data;
  }, [onMap.data]);
  useEffect(() => {
    // Spec 01 §8: artifact load failures on the game screen are only logged.
    if (onMap.error) logError(`Loading artifacts failed: ${String(onMap.error)}`, { level: 'warning' });
  }, [onMap.error]);
  return { onMap, inventory, onMapRef };
}
