import {
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_ICON_TYPES,
  artifactIconProblems,
  formAttachmentWithinLimit,
  inventoryAttachmentProblems,
} from '@authentic/core';

/** What the rules need of a chosen file; a browser File has all three. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const ICON_TYPE_BY_EXTENSION: Readonly<Record<string, (typeof ARTIFACT_ICON_TYPES)[number]>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The `accept` list of the icon input: the four types by MIME and by extension. */
export const ICON_ACCEPT = [
  ...ARTIFACT_ICON_TYPES,
  ...Object.keys(ICON_TYPE_BY_EXTENSION).map((ext) => `.${ext}`),
].join(',');

/**
 * The icon's type for core's rule: its MIME type when that is one of the four, otherwise the type its
 * extension names (browsers report no type, or a generic one, for some SVG and renamed files). The
 * server decides again from the bytes.
 */
export function iconTypeOf(file: ChosenFile): string {
  const type = file.type.toLowerCase();
  if ((ARTIFACT_ICON_TYPES as readonly string[]).includes(type)) return type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return ICON_TYPE_BY_EXTENSION[extension] ?? type;
}

/** Spec 01 §5: an image (JPG, PNG, GIF, SVG by type or extension) under 1MB. */
export function iconFileProblems(file: ChosenFile): string[] {
  return artifactIconProblems({ type: iconTypeOf(file), size: file.size });
}

/** The form's attachment: the help text says max 10MB. */
export function formAttachmentProblems(file: ChosenFile): string[] {
  return formAttachmentWithinLimit(file) ? [] : [ARTIFACT_GAME_MESSAGES.formAttachmentTooLarge];
}

/** The inventory's attachment update: under 5MB. */
export function inventoryAttachmentFileProblems(file: ChosenFile): string[] {
  return inventoryAttachmentProblems(file);
}
