import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  ARTIFACT_VIEW_DISTANCE,
  builtInArtifactById,
  builtInArtifactsOnMap,
  isBuiltInMapId,
  distance,
  type ArtifactDto,
  type BuiltInArtifact,
} from '@authentic/core';
import {
  ARTIFACTS_STALE_MS,
  artifactKeys,
  getInventory,
  interactWithArtifact,
  listArtifactsOnMap,
  pickUpArtifact,
} from '../../features/artifacts/artifacts-api';
import type { GameStore } from '../../features/game/engine/game-store';
import type { ProgressSaver } from '../../features/game/engine/progress-saver';
import type { WorldArtifact } from '../../features/game/engine/world-artifacts';
import { logError } from '../../lib/error-log';
import { artifactsChanged } from '../../lib/live-events';
import { ARTIFACT_LIST_KEYS, readStoredIds, writeStoredIds } from '../../lib/storage';

/** What the game tells progress about artifacts (experience, achievements). */
export interface ArtifactProgressHooks {
  discovered?: (id: string) => void;
  collected?: (id: string) => void;
}

export interface WorldArtifactsOptions {
  store: GameStore<string>;
  userId: string | null;
  /** The signed-in player's saved lists (built-ins carried, artifacts viewed). */
  saved: { inventory: readonly string[]; viewedArtifacts: readonly string[] } | null;
  saver: ProgressSaver | null;
  progress?: ArtifactProgressHooks;
}

/** The artifact whose details show for 5 s (a click, or a guest stepping on a player's artifact). */
export interface ArtifactFocus {
  key: number;
  artifact: { id: string; name: string; description?: string; creator?: { username: string } | null };
}

function fromServer(artifact: ArtifactDto, userId: string | null): WorldArtifact | null {
  if (!artifact.location) return null;
  return {
    id: artifact.id,
    name: artifact.name,
    position: { x: artifact.location.x, y: artifact.location.y },
    source: 'server',
    mine: userId !== null && artifact.creator?.id === userId,
    kind: artifact.type,
    // Decision 0195: taking a player's artifact needs an account; a guest sees it instead.
    pickable: userId !== null,
  };
}

function fromBuiltIn(artifact: BuiltInArtifact): WorldArtifact {
  return {
    id: artifact.id,
    name: artifact.name,
    position: artifact.location,
    source: 'builtIn',
    mine: false,
    kind: artifact.type,
  };
}

/**
 * Artifacts in the game world (spec 01 §4): what lies on the current map (built-ins from core and
 * players' from the server), picking up, view tracking and discovery, and the carried inventory.
 */
export function useWorldArtifacts({ store, userId, saved, saver, progress }: WorldArtifactsOptions) {
  const queryClient = useQueryClient();
  const signedIn = userId !== null;
  const mapId = useSyncExternalStore(store.subscribe, () => store.getSnapshot().mapId);
  const [collected, setCollected] = useState<string[]>(() =>
    signedIn ? [...(saved?.inventory ?? [])] : readStoredIds(ARTIFACT_LIST_KEYS.collected),
  );
  const viewed = useRef(new Set(signedIn ? (saved?.viewedArtifacts ?? []) : readStoredIds(ARTIFACT_LIST_KEYS.viewed)));
  /** Discovered during this visit to the map: a revisit counts again only after coming back. */
  const seenThisVisit = useRef(new Set<string>());
  const [focus, setFocus] = useState<ArtifactFocus | null>(null);
  const hooks = useRef(progress);
  useEffect(() => {
    hooks.current = progress;
  });

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

  // What lies here: built-ins not yet collected, and players' artifacts placed on this map.
  useEffect(() => {
    const taken = new Set(collected);
    // Built-in artifacts lie on the main world's maps only.
    const builtIns = (isBuiltInMapId(mapId) ? builtInArtifactsOnMap(mapId) : [])
      .filter((artifact) => !taken.has(artifact.id))
      .map(fromBuiltIn);
    const players = (onMap.data ?? [])
      .map((artifact) => fromServer(artifact, userId))
      .filter((artifact): artifact is WorldArtifact => artifact !== null);
    store.setArtifacts(mapId, [...builtIns, ...players]);
  }, [store, mapId, onMap.data, collected, userId]);

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
    [saver],
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
    [queryClient, mapId, store],
  );

  // Views within 2 tiles (once ever) and discoveries of others' artifacts (once per visit to a map).
  const lookAround = useCallback(() => {
    const { artifacts, position } = store.getSnapshot();
    for (const artifact of artifacts) {
      if (distance(artifact.position, position) > ARTIFACT_VIEW_DISTANCE) continue;
      // Decision 0220: making (or carrying back) one's own artifact is not discovering it.
      if (!artifact.mine && !seenThisVisit.current.has(artifact.id)) {
        seenThisVisit.current.add(artifact.id);
        hooks.current?.discovered?.(artifact.id);
      }
      if (viewed.current.has(artifact.id)) continue;
      viewed.current.add(artifact.id);
      const list = [...viewed.current];
      if (saver) void saver.save({ viewedArtifacts: list });
      else writeStoredIds(ARTIFACT_LIST_KEYS.viewed, list);
      if (signedIn && artifact.source === 'server') {
        interactWithArtifact(artifact.id, 'view').catch((error: unknown) =>
          logError(`Counting a view failed: ${String(error)}`, { level: 'warning' }),
        );
      }
    }
  }, [store, saver, signedIn]);

  useEffect(
    () =>
      store.onEvent((event) => {
        switch (event.type) {
          case 'arrived':
            seenThisVisit.current = new Set();
            return;
          case 'step':
            lookAround();
            return;
          case 'pickup':
            if (event.how === 'interact' && signedIn && event.artifact.source === 'server') {
              // Spec 01 §4: P picks up as a save interaction.
              interactWithArtifact(event.artifact.id, 'save').catch(() => undefined);
            }
            if (event.artifact.source === 'builtIn') collectBuiltIn(event.artifact.id);
            else void pickUpFromServer(event.artifact);
            return;
          case 'artifactClicked': {
            const { id, name, source } = event.artifact;
            const server = onMapRef.current?.find((artifact) => artifact.id === id);
            const details =
              source === 'builtIn'
                ? { id, name, description: builtInArtifactById(id)?.description ?? '' }
                : { id, name, description: server?.description ?? '', creator: server?.creator ?? null };
            setFocus((before) => ({ artifact: details, key: (before?.key ?? 0) + 1 }));
            return;
          }
          default:
            return;
        }
      }),
    [store, lookAround, collectBuiltIn, pickUpFromServer, signedIn],
  );

  // Whatever lies within reach when the map's artifacts arrive counts as seen too.
  useEffect(() => {
    if (onMap.data) lookAround();
  }, [onMap.data, lookAround]);

  const carriedBuiltIns = useMemo(
    () => collected.map((id) => builtInArtifactById(id)).filter((item): item is BuiltInArtifact => item !== null),
    [collected],
  );

  return {
    mapId,
    /** The server artifacts the player carries (signed in). */
    carried: inventory.data ?? [],
    carriedBuiltIns,
    inventoryLoading: signedIn && inventory.isPending,
    inventoryError: inventory.error ? String(inventory.error.message) : undefined,
    /** Spec 01 §2: I works once the character and artifacts are loaded. */
    ready: !onMap.isPending && (!signedIn || !inventory.isPending),
    focus,
    clearFocus: () => setFocus(null),
  };
}

export type WorldArtifacts = ReturnType<typeof useWorldArtifacts>;
