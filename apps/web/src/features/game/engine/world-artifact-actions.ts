import type { Position } from '@authentic/core';
import type { StoreCore } from './store-core';
import { artifactAt, PICKUP_ANIMATION_MS, type WorldArtifact } from './world-artifacts';

/** The artifacts lying on the map: picking up, showing, hiding, and the rising pickup drawn for a moment. */
export function createArtifactActions<M extends string>(core: StoreCore<M>) {
  const { world, publish, emit } = core;

  /** Takes the artifact off the map (drawn rising for a moment) and tells who listens. */
  function pickUp(artifact: WorldArtifact, how: 'step' | 'interact') {
    world.artifacts = world.artifacts.filter((candidate) => candidate.id !== artifact.id);
    world.pickups = [...world.pickups, { artifact, startedAt: world.time }];
    publish();
    emit({ type: 'pickup', artifact, how });
  }

  function takeOrShow(artifact: WorldArtifact, how: 'step' | 'interact', take = false) {
    // Decisions 0220 and 0245: stepping onto or interacting with the player's own artifact (the one
    // just made lies underfoot) shows it; only P (take) picks it up on purpose.
    if (artifact.pickable === false || (artifact.mine && !take)) emit({ type: 'artifactClicked', artifact });
    else pickUp(artifact, how);
  }

  /** A shown artifact under the character, if any. */
  const artifactUnderfoot = () => (world.artifactsVisible ? artifactAt(world.artifacts, world.position) : undefined);

  return {
    takeOrShow,
    artifactUnderfoot,
    /** Spec 01 §4: standing on an artifact's cell picks it up (one's own only on purpose, decision 0220). */
    stepped() {
      const underfoot = artifactUnderfoot();
      if (underfoot) takeOrShow(underfoot, 'step');
    },
    /** Pickups drawn long enough end. */
    expirePickups() {
      if (world.pickups.length && world.time - (world.pickups[0]?.startedAt ?? 0) >= PICKUP_ANIMATION_MS) {
        world.pickups = world.pickups.filter((pickup) => world.time - pickup.startedAt < PICKUP_ANIMATION_MS);
      }
    },
    /** The artifacts lying on a map; ignored when the character has moved on to another map meanwhile. */
    setArtifacts(mapId: M, artifacts: readonly WorldArtifact[]) {
      if (mapId !== world.mapId) return;
      const taken = new Set(world.pickups.map((pickup) => pickup.artifact.id));
      world.artifacts = artifacts.filter((artifact) => !taken.has(artifact.id));
      publish();
    },
    setArtifactsVisible(visible: boolean) {
      world.artifactsVisible = visible;
      publish();
    },
    /** Spec 01 §4: clicking an artifact shows its details. */
    clickCell(cell: Position) {
      const artifact = world.artifactsVisible ? artifactAt(world.artifacts, cell) : undefined;
      if (artifact) emit({ type: 'artifactClicked', artifact });
    },
  };
}
