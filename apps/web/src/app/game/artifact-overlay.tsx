import { Suspense } from 'react';
import { useAuth } from '../../lib/auth-provider';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { ArtifactDiscoveryPanel } from '../../features/artifacts/in-game/artifact-discovery-panel';
import type { GameSnapshot, GameStore } from '../../features/game/engine/game-store';
import type { WorldArtifacts } from './use-world-artifacts';

/** A shown artifact's details load after the game is playable (preloaded, decision 0254). */
export const ArtifactDetailsPopover = lazyWithPreload(
  () => import('../../features/artifacts/in-game/artifact-details-popover'),
  (m) => m.ArtifactDetailsPopover,
);

/** Over the map, in either world: the nearby-artifact hints (when no panel is open) and a shown artifact's details. */
export function ArtifactOverlay({
  store,
  snapshot,
  artifacts,
}: {
  store: GameStore<string>;
  snapshot: GameSnapshot<string>;
  artifacts: WorldArtifacts;
}) {
  const auth = useAuth();
  const me = auth.isAuthenticated ? (auth.user?.username.toLowerCase() ?? null) : null;
  const focused = artifacts.focus?.artifact;
  // A built-in artifact has no creator field; one whose creator is gone (null) may still be reported.
  const reportable = me !== null && focused?.creator !== undefined && focused.creator?.username.toLowerCase() !== me;
  // One's own artifact shown underfoot can be taken back (P does it on a keyboard; a phone has this button).
  const { position } = snapshot;
  const ownUnderfoot =
    focused !== undefined &&
    snapshot.artifacts.some(
      (item) => item.mine && item.id === focused.id && item.position.x === position.x && item.position.y === position.y,
    );
  return (
    <>
      {snapshot.panel === null && (
        <ArtifactDiscoveryPanel
          artifacts={snapshot.artifacts}
          position={snapshot.position}
          onInteract={() => store.interact()}
        />
      )}
      {artifacts.focus && (
        // Nothing in its place while it loads: the popover floats over the map, so nothing moves.
        <Suspense fallback={null}>
          <ArtifactDetailsPopover
            key={artifacts.focus.key}
            artifact={artifacts.focus.artifact}
            onDone={artifacts.clearFocus}
            reportable={reportable}
            onPickUp={
              ownUnderfoot
                ? () => {
                    artifacts.clearFocus();
                    store.interact({ take: true });
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
