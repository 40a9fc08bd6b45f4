import { useCallback, useRef, type RefObject } from 'react';
import { ARTIFACT_VIEW_DISTANCE, distance } from '@authentic/core';
import { interactWithArtifact } from '../../features/artifacts/artifacts-api';
import type { GameStore } from '../../features/game/engine/game-store';
import type { ProgressSaver } from '../../features/game/engine/progress-saver';
import { logError } from '../../lib/error-log';
import { ARTIFACT_LIST_KEYS, readStoredIds, writeStoredIds } from '../../lib/storage';
import type { ArtifactProgressHooks } from './use-world-artifacts';

export interface ArtifactSightingsOptions {
  store: GameStore<string>;
  signedIn: boolean;
  /** The artifacts the signed-in player has viewed, as saved. */
  savedViewed: readonly string[] | undefined;
  saver: ProgressSaver | null;
  hooks: RefObject<ArtifactProgressHooks | undefined>;
}

/**
 * Views within 2 tiles (once ever, saved like the inventory) and discoveries of others' artifacts
 * (once per visit to a map: `newVisit` starts the count again on arrival).
 */
export function useArtifactSightings({ store, signedIn, savedViewed, saver, hooks }: ArtifactSightingsOptions) {
  const viewed = useRef(new Set(signedIn ? (savedViewed ?? []) : readStoredIds(ARTIFACT_LIST_KEYS.viewed)));
  /** Discovered during this visit to the map: a revisit counts again only after coming back. */
  const seenThisVisit = useRef(new Set<string>());
  const newVisit = useCallback(() => {
    seenThisVisit.current = new Set();
  }, []);

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
  }, [store, saver, signedIn, hooks]);

  return { lookAround, newVisit };
}
