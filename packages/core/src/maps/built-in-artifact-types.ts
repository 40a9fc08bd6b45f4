import type { Position } from '../shared/geometry.js';
import type { BuiltInMapId } from './map-ids.js';

export const BUILT_IN_ARTIFACT_KINDS = ['scroll', 'relic', 'weapon', 'container', 'key'] as const;
export type BuiltInArtifactKind = (typeof BUILT_IN_ARTIFACT_KINDS)[number];

export interface BuiltInArtifactProperties {
  damage?: number;
  durability?: number;
  element?: string;
  magic?: number;
  visionRange?: number;
}
export type BuiltInArtifactProperty = keyof BuiltInArtifactProperties;

export const BUILT_IN_INTERACTION_TYPES = ['combine', 'reveal', 'unlock'] as const;
export type BuiltInInteractionType = (typeof BUILT_IN_INTERACTION_TYPES)[number];

export const BUILT_IN_INTERACTION_CONDITIONS = ['nearWater', 'nearBook', 'nearTerminal', 'nearBattle'] as const;
export type BuiltInInteractionCondition = (typeof BUILT_IN_INTERACTION_CONDITIONS)[number];

export interface BuiltInArtifactInteraction {
  type: BuiltInInteractionType;
  /** The built-in artifact this one combines with or unlocks. */
  targetArtifact?: string;
  /** What the interaction produces, e.g. the name of the combined artifact. */
  result?: string;
  description: string;
  condition?: BuiltInInteractionCondition;
  revealedContent?: string;
}

/** Which texts and which properties a player may change on a built-in artifact. */
export interface BuiltInArtifactUserModifiable {
  description: boolean;
  content: boolean;
  riddle: boolean;
  unlockAnswer: boolean;
  properties: BuiltInArtifactProperty[];
}

/** The mini-game an artifact points to (spec 01 §3, artifact portalType). */
export type BuiltInArtifactPortalType = 'textAdventure' | 'terminal' | 'hemingway';

/**
 * An artifact that ships with the game. Its id is a constant, so a player's collected list and the
 * server's records keep pointing at the same artifact across releases.
 */
export interface BuiltInArtifact {
  id: string;
  name: string;
  description: string;
  content: string;
  riddle?: string;
  unlockAnswer?: string;
  type: BuiltInArtifactKind;
  mapId: BuiltInMapId;
  location: Position;
  exp: number;
  visible: boolean;
  properties: BuiltInArtifactProperties;
  userModifiable: BuiltInArtifactUserModifiable;
  interactions: BuiltInArtifactInteraction[];
  portalType?: BuiltInArtifactPortalType;
}
