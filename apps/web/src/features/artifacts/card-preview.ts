import { ARTIFACT_MESSAGES, ARTIFACT_PREVIEW_LENGTH } from '@authentic/core';

/**
 * A collapsed card's text (spec 01 §2): the first 100 characters and '...' when the description is
 * longer, the whole description when it fits, or 'No description available' (decision 0176).
 */
export function cardPreview(description: string | null | undefined): string {
  if (!description?.trim()) return ARTIFACT_MESSAGES.noDescription;
  if (description.length <= ARTIFACT_PREVIEW_LENGTH) return description;
  return `${description.slice(0, ARTIFACT_PREVIEW_LENGTH)}...`;
}
