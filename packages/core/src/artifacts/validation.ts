import { ARTIFACT_MESSAGES, formatArtifactFieldTooLong } from '../messages/artifacts.js';
import { ARTIFACT_FILE_LIMITS, ARTIFACT_TEXT_LIMITS, type ArtifactTextField } from './limits.js';

const FIELD_LABELS: Readonly<Record<ArtifactTextField, string>> = {
  name: 'Name',
  description: 'Description',
  content: 'Content',
  messageText: 'Message',
  riddle: 'Riddle',
  unlockAnswer: 'Unlock answer',
};

export type ArtifactTextInput = Partial<Record<ArtifactTextField, string | null | undefined>>;

function lengthProblems(input: ArtifactTextInput): string[] {
  const problems: string[] = [];
  for (const field of Object.keys(ARTIFACT_TEXT_LIMITS) as ArtifactTextField[]) {
    const value = input[field];
    const max = ARTIFACT_TEXT_LIMITS[field];
    if (typeof value === 'string' && value.length > max) {
      problems.push(formatArtifactFieldTooLong(FIELD_LABELS[field], max));
    }
  }
  return problems;
}

/** The in-game form (spec 01 §5); empty when the artifact may be saved. */
export function artifactFormProblems(input: ArtifactTextInput): string[] {
  const problems: string[] = [];
  if (!input.name?.trim()) problems.push(ARTIFACT_MESSAGES.nameRequired);
  if (!input.description?.trim()) problems.push(ARTIFACT_MESSAGES.descriptionRequired);
  return [...problems, ...lengthProblems(input)];
}

/** The artifacts page's form, with its own wording (spec 01 §5). */
export function artifactPageFormProblems(input: ArtifactTextInput): string[] {
  const problems: string[] = [];
  if (!input.name?.trim()) problems.push(ARTIFACT_MESSAGES.pageNameRequired);
  if (!input.description?.trim()) problems.push(ARTIFACT_MESSAGES.pageDescriptionRequired);
  return [...problems, ...lengthProblems(input)];
}

/** What the validation needs of a chosen file. */
export interface ArtifactFileFacts {
  /** MIME type, e.g. 'image/png'. */
  type: string;
  size: number;
}

export const ARTIFACT_ICON_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'] as const;

export function artifactIconProblems(file: ArtifactFileFacts): string[] {
  const problems: string[] = [];
  if (!(ARTIFACT_ICON_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    problems.push(ARTIFACT_MESSAGES.iconNotImage);
  }
  if (file.size >= ARTIFACT_FILE_LIMITS.icon) problems.push(ARTIFACT_MESSAGES.iconTooLarge);
  return problems;
}

/** The inventory's attachment update allows less than the form's 10MB. */
export function inventoryAttachmentProblems(file: ArtifactFileFacts): string[] {
  return file.size >= ARTIFACT_FILE_LIMITS.attachmentInventory ? [ARTIFACT_MESSAGES.attachmentTooLarge] : [];
}

/** The form's attachment: the help text says max 10MB. */
export function formAttachmentWithinLimit(file: ArtifactFileFacts): boolean {
  return file.size <= ARTIFACT_FILE_LIMITS.attachmentForm;
}
