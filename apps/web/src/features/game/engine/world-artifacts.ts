import type { BuiltInMapId, Direction, Position } from '@authentic/core';

/** An artifact lying on the current map, as the game draws it and walks onto it. */
export interface WorldArtifact {
  id: string;
  name: string;
  position: Position;
  /** Built-in artifacts come from core; server artifacts are players' (decision 0171). */
  source: 'builtIn' | 'server';
  /** The current player made it (spec 02 'Your Artifact'). */
  mine: boolean;
  /** Artifact kind (scroll, relic, key, ...), for the sprite. */
  kind?: string;
  /** False when this player may not take it (a guest and a player's artifact): stepping on it shows it instead. */
  pickable?: boolean;
}

/** Spec 01 §4: picked up, a 0.5 s animation precedes removal. */
export const PICKUP_ANIMATION_MS = 500;

export interface PickupAnimation {
  artifact: WorldArtifact;
  startedAt: number;
}

/** What the game tells the rest of the screen (sounds, progress, artifacts, saving). */
export type GameEvent<M extends string = BuiltInMapId> =
  | { type: 'step'; mapId: M; position: Position }
  | { type: 'bump' }
  /** The character stepped this way (before the 'step' or 'arrived' it leads to): what live presence sends. */
  | { type: 'walked'; direction: Direction }
  /** Space on a portal that goes somewhere (before its 'arrived', 'specialPortal' or 'exit'). */
  | { type: 'portalUsed' }
  /** A mini-game closed with the character going back beside its portal. */
  | { type: 'returned' }
  | { type: 'arrived'; mapId: M; position: Position; from: M }
  | { type: 'specialPortal'; world: string }
  /** A mini-game closed and the character stays on this map: its music comes back. */
  | { type: 'miniGameClosed'; mapId: M }
  /** Space on a way out of the atlas (a player-made world's portal back to the main world). */
  | { type: 'exit'; mapId: M; position: Position }
  | { type: 'pickup'; artifact: WorldArtifact; how: 'step' | 'interact' }
  | { type: 'artifactClicked'; artifact: WorldArtifact };

export function artifactAt(artifacts: readonly WorldArtifact[], cell: Position): WorldArtifact | undefined {
  return artifacts.find((artifact) => artifact.position.x === cell.x && artifact.position.y === cell.y);
}
