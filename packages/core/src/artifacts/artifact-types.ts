import type { Position } from '../shared/geometry.js';

/** Spec 01 §3, the artifact's enumerations. */
export const ARTIFACT_AREAS = ['overworld', 'desert', 'dungeon', 'yosemite'] as const;
export type ArtifactArea = (typeof ARTIFACT_AREAS)[number];

export const ARTIFACT_THEMES = ['wisdom', 'inspiration', 'nature', 'literature', 'history', 'personal'] as const;
export type ArtifactTheme = (typeof ARTIFACT_THEMES)[number];

export const ARTIFACT_VISIBILITIES = ['public', 'private', 'friends'] as const;
export type ArtifactVisibility = (typeof ARTIFACT_VISIBILITIES)[number];

export const ARTIFACT_ATTACHMENT_TYPES = ['image', 'audio', 'video', 'other'] as const;
export type ArtifactAttachmentType = (typeof ARTIFACT_ATTACHMENT_TYPES)[number];

/** The creator is stored as an id or as a small user object. */
export type ArtifactCreatorRef = string | { id?: string; _id?: string; username?: string } | null | undefined;

export interface ArtifactLocation extends Position {
  area?: string;
  mapName?: string;
}

export interface ArtifactComment {
  _id: string;
  text: string;
  user: { id?: string; username: string };
  createdAt: string;
}

/** Which parts of a built-in artifact a player may change (decision 0125). */
export interface ArtifactUserModifiable {
  description?: boolean;
  content?: boolean;
  riddle?: boolean;
  unlockAnswer?: boolean;
  /** Names of the entries of `properties` a player may change. */
  properties?: readonly string[];
}

/** An artifact as the spec describes it; everything but name and description may be missing. */
export interface ArtifactRecord {
  id?: string;
  _id?: string;
  name: string;
  description: string;
  content?: string;
  messageText?: string;
  riddle?: string;
  unlockAnswer?: string;
  area?: string;
  location?: ArtifactLocation | null;
  exp?: number;
  visible?: boolean;
  status?: string;
  type?: string;
  isExclusive?: boolean;
  visibility?: ArtifactVisibility;
  allowedUsers?: string[];
  tags?: string[];
  creator?: ArtifactCreatorRef;
  createdAt?: string;
  image?: string;
  attachment?: string;
  attachmentType?: ArtifactAttachmentType;
  attachmentOriginalName?: string;
  quote?: string;
  quoteAuthor?: string;
  theme?: ArtifactTheme;
  dedication?: string;
  significance?: string;
  portalType?: string;
  interactions?: { views?: number; saves?: number; shares?: number };
  votes?: number;
  voters?: string[];
  views?: number;
  shares?: number;
  comments?: ArtifactComment[];
  properties?: Record<string, string | number | boolean>;
  userModifiable?: ArtifactUserModifiable;
}

export function artifactIdOf(artifact: { id?: string; _id?: string }): string | null {
  return artifact.id ?? artifact._id ?? null;
}

export function artifactCreatorId(artifact: { creator?: ArtifactCreatorRef }): string | null {
  const { creator } = artifact;
  if (creator === null || creator === undefined) return null;
  if (typeof creator === 'string') return creator || null;
  return creator.id ?? creator._id ?? null;
}
