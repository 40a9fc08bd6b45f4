import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  builtInArtifactById,
  builtInArtifactsOnMap,
  isBuiltInMapId,
  type ArtifactDto,
  type BuiltInArtifact,
} from '@authentic/core';
import { interactWithArtifact } from '../../features/artifacts/artifacts-api';
import type { GameStore } from '../../features/game/engine/game-store';
import type { ProgressSaver } from '../../features/game/engine/progress-saver';
import type { WorldArtifact } from '../../features/game/engine/world-artifacts';
import { useArtifactCollection } from './use-artifact-collection';
import { useArtifactQueries } from './use-artifact-queries';
import { useArtifactSightings } from './use-artifact-sightings';

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

/** What a clicked artifact's details show: a built-in's from core, a player's from the map's list. */
function focusDetails(
  { id, name, source }: WorldArtifact,
  onMap: readonly ArtifactDto[] | undefined,
): ArtifactFocus['artifact'] {
  if (source === 'builtIn') return { id, name, description: builtInArtifactById(id)?.description ?? '' };
  const server = onMap?.find((artifact) => artifact.id === id);
  return { id, name, description: server?.description ?? '', creator: server?.creator ?? null };
}

/**
 * Artifacts in the game world (spec 01 §4): what lies on the current map (built-ins from core and
 * players' from the server), picking up, view tracking and discovery, and the carried inventory.
 */
export function useWorldArtifacts({ store, userId, saved, saver, progress }: WorldArtifactsOptions) {
  const signedIn = userId !== null;
  const mapId = useSyncExternalStore(store.subscribe, () => store.getSnapshot().mapId);
  const [focus, setFocus] = useState<ArtifactFocus | null>(null);
  const hooks = useRef(progress);
  useEffect(() => {
    hooks.current = progress;
  });
  const { onMap, inventory, onMapRef } = useArtifactQueries(mapId, signedIn);
  const { collected, carriedBuiltIns, collectBuiltIn, pickUpFromServer } = useArtifactCollection({
    store,
    mapId,
    signedIn,
    savedInventory: saved?.inventory,
    saver,
    hooks,
  });
  const { lookAround, newVisit } = useArtifactSightings({
    store,
    signedIn,
    savedViewed: saved?.viewedArtifacts,
    saver,
    hooks,
  });

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

  useEffect(
    () =>
      store.onEvent((event) => {
        switch (event.type) {
          case 'arrived':
            newVisit();
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
            const details = focusDetails(event.artifact, onMapRef.current);
            setFocus((before) => ({ artifact: details, key: (before?.key ?? 0) + 1 }));
            return;
          }
          default:
            return;
        }
      }),
    [store, lookAround, newVisit, collectBuiltIn, pickUpFromServer, signedIn, onMapRef],
  );

  // Whatever lies within reach when the map's artifacts arrive counts as seen too.
  useEffect(() => {
    if (onMap.data) lookAround();
  }, [onMap.data, lookAround]);

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
