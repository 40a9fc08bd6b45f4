import { artifactCreatorId, type ArtifactCreatorRef, type ArtifactVisibility } from './artifact-types.js';

/** The fields visibility reads; any artifact shape that has them will do. */
export interface ArtifactAccessFields {
  creator?: ArtifactCreatorRef;
  visibility?: ArtifactVisibility;
  isExclusive?: boolean;
  allowedUsers?: readonly string[];
  significance?: string;
  unlockAnswer?: string;
}

/**
 * Who is looking (decision 0124). `friendIds` lists the users who count the
 * viewer as a friend, i.e. whose friends list holds the viewer's id: the
 * owner decides who sees their friends-only artifacts.
 */
export interface ArtifactViewer {
  id: string | null;
  friendIds: readonly string[];
}

export const ANONYMOUS_ARTIFACT_VIEWER: ArtifactViewer = { id: null, friendIds: [] };

/** Fields only the creator ever receives. */
export const CREATOR_ONLY_ARTIFACT_FIELDS = ['significance', 'unlockAnswer'] as const;

export type ArtifactViewFor<T> = Omit<T, 'significance' | 'unlockAnswer'> & {
  significance?: string;
  unlockAnswer?: string;
};

export function isArtifactCreator(artifact: { creator?: ArtifactCreatorRef }, userId: string | null): boolean {
  const creatorId = artifactCreatorId(artifact);
  return userId !== null && creatorId !== null && creatorId === userId;
}

export function canViewArtifact(artifact: ArtifactAccessFields, viewer: ArtifactViewer): boolean {
  const ownerId = artifactCreatorId(artifact);
  if (isArtifactCreator(artifact, viewer.id)) return true;
  if (artifact.isExclusive) return false;
  switch (artifact.visibility ?? 'public') {
    case 'public':
      return true;
    case 'private':
      return false;
    case 'friends':
      if (viewer.id === null || ownerId === null) return false;
      return viewer.friendIds.includes(ownerId) || (artifact.allowedUsers ?? []).includes(viewer.id);
  }
}

/**
 * The artifact as this viewer may see it, or null when hidden. Used by the
 * server for every list and single read, so the rule lives in one place.
 */
export function viewArtifactFor<T extends ArtifactAccessFields>(
  artifact: T,
  viewer: ArtifactViewer,
): ArtifactViewFor<T> | null {
  if (!canViewArtifact(artifact, viewer)) return null;
  if (isArtifactCreator(artifact, viewer.id)) return { ...artifact };
  const { significance: _significance, unlockAnswer: _unlockAnswer, ...shared } = artifact;
  return shared;
}

/** Edit and Delete belong to the creator alone (spec 01 §6). */
export function canEditArtifact(artifact: { creator?: ArtifactCreatorRef }, userId: string | null): boolean {
  return isArtifactCreator(artifact, userId);
}
