import { ARTIFACT_MESSAGES } from '../messages/artifacts.js';

/** Spec 01 §3 and §9: maximum characters per text field. */
export const ARTIFACT_TEXT_LIMITS = {
  name: 50,
  description: 200,
  content: 1000,
  messageText: 500,
  riddle: 100,
  unlockAnswer: 100,
} as const;

export type ArtifactTextField = keyof typeof ARTIFACT_TEXT_LIMITS;

const MB = 1024 * 1024;

/** Spec 01 §5 and §9, in bytes. */
export const ARTIFACT_FILE_LIMITS = {
  icon: 1 * MB,
  attachmentForm: 10 * MB,
  attachmentInventory: 5 * MB,
  customAvatar: 2 * MB,
  /** The profile avatar upload (its help text says max 5MB). */
  profileAvatar: 5 * MB,
} as const;

export const ARTIFACT_PREVIEW_LENGTH = 100;

/** A collapsed card's text: the first 100 characters and '...', or the placeholder. */
export function artifactPreview(description: string | null | undefined): string {
  if (!description || !description.trim()) return ARTIFACT_MESSAGES.noDescription;
  return `${description.slice(0, ARTIFACT_PREVIEW_LENGTH)}...`;
}
