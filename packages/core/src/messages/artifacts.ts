/** Spec 01 §5 and §8: artifact form, inventory and artifacts page. */
export const ARTIFACT_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  iconNotImage: 'Icons must be image files (JPG, PNG, GIF, SVG)',
  iconTooLarge: 'Icon size should be less than 1MB',
  attachmentTooLarge: 'File size should be less than 5MB',
  pageNameRequired: 'Artifact name is required',
  pageDescriptionRequired: 'Artifact description is required',
  noArtifactSelectedForEditing: 'No artifact selected for editing',
  loginRequired: 'You must be logged in to create artifacts',
  deleteConfirmCard: 'Are you sure you want to delete "{name}"?',
  deleteConfirmList: 'Are you sure you want to delete this artifact?',
  offline: 'You appear to be offline. Please check your internet connection.',
  saveFailed: 'Failed to save artifact. Please try again.',
  createFailed: 'Failed to create artifact',
  genericError: 'An error occurred. Please try again.',
  noArtifactSelected: 'No artifact selected',
  saveMessageFailed: 'Failed to save message',
  dropFailed: 'Failed to drop artifact',
  deleteMessageFailed: 'Failed to delete message',
  updateFailed: 'Failed to update artifact',
  loadFailedWithMessage: 'Failed to load artifacts: {message}',
  createFailedWithMessage: 'Failed to create artifact: {message}',
  createFailedWithStatus: 'Error {status}: Failed to create artifact',
  updateFailedWithMessage: 'Failed to update artifact: {message}',
  deleteFailed: 'Failed to delete artifact. Please try again.',
  voteFailed: 'Failed to vote. Please try again.',
  commentFailed: 'Failed to add comment. Please try again.',
  created: 'Artifact created successfully!',
  updated: 'Artifact updated successfully!',
  sampleName: 'Sample Artifact',
  sampleDescription: 'This is a sample artifact shown when network is unavailable',
  noComments: 'No comments yet. Be the first to comment!',
  commentPlaceholder: 'Add a comment...',
  interactFailed: 'Failed to interact with artifact',
  noDescription: 'No description available',
  /** Our wording: the spec gives the limits but no text for breaking them. */
  fieldTooLong: '{field} must be at most {max} characters',
} as const;

/** Answers of the artifacts API where the spec gives no text (ours; decision 0172). */
export const ARTIFACT_API_MESSAGES = {
  onlyCreatorEdits: 'You can only edit your own artifacts',
  onlyCreatorDeletes: 'You can only delete your own artifacts',
  dropNotAllowed: 'You can only drop an artifact you carry',
  alreadyHeld: 'Someone has already picked up this artifact',
  notOnMap: 'This artifact is not lying on a map',
  attachmentTooLarge: 'Attachments must be 10MB or smaller',
  deleted: 'Artifact deleted',
  messageSaved: 'Message saved',
  messageDeleted: 'Message removed',
  /** Decision 0220: where an artifact may lie. */
  unknownMap: 'There is no map called "{map}" to put an artifact on',
  outsideMap: 'Cell ({x}, {y}) is outside {map}: x must be 0 to {maxX} and y 0 to {maxY}',
  cellNeedsBoth: 'Give both x and y for the cell, or neither to let the game choose one',
  notWalkable: 'Cell ({x}, {y}) on {map} is not walkable: pick a floor, grass, sand or portal cell',
  /** Decision 0226: a creator's vote for their own artifact is refused. */
  ownVote: 'You cannot vote for your own artifact',
  /**
   * Decision 0226: each player's files together stay under a quota (UPLOAD_QUOTA_MB); decision 0260:
   * the versions of their worlds count in the same storage.
   */
  uploadQuotaFull:
    'Your storage is full ({mb} MB for uploads and worlds together). Delete some uploads or a world to add more.',
  uploadDailyCapReached: 'Too much has been uploaded from your network today ({mb} MB). Please try again tomorrow.',
} as const;

/** Decision 0220: the artifacts page's form, our wording (the spec words none of it). */
export const ARTIFACT_FORM_MESSAGES = {
  mapLabel: 'Map',
  xLabel: 'Column (x)',
  yLabel: 'Row (y)',
  cellHint: 'Leave both empty and the game picks a free cell of the map.',
  cellNotWhole: 'Use a whole number from 0 up',
  errorSummaryOne: 'Please fix the field marked below.',
  errorSummaryMany: 'Please fix the {count} fields marked below.',
} as const;

export function formatArtifactFormErrorSummary(count: number): string {
  return count === 1
    ? ARTIFACT_FORM_MESSAGES.errorSummaryOne
    : ARTIFACT_FORM_MESSAGES.errorSummaryMany.replace('{count}', String(count));
}

/** Decision 0220: the artifacts page's empty list, by filter (ours; the spec shows no empty page). */
export const ARTIFACTS_EMPTY_MESSAGES = {
  all: 'No artifacts yet. Be the first to make one.',
  mine: "No artifacts yet. Create one here or press 'e' in the game world.",
  others: 'No artifacts from other players yet.',
} as const;

/** Fills a placement message: {map}, {x}, {y}, {maxX}, {maxY}. */
export function formatArtifactPlacement(
  template: string,
  values: { map: string; x?: number; y?: number; maxX?: number; maxY?: number },
): string {
  return template.replace(/\{(map|x|y|maxX|maxY)\}/g, (_, key: keyof typeof values) => String(values[key] ?? ''));
}

/** Spec 01 §2: the artifacts page's explanatory text and its filter and sort choices. */
export const ARTIFACTS_PAGE_MESSAGES = {
  title: 'Artifacts',
  intro: "Create artifacts here or press 'e' in the game world.",
  filterAll: 'All Artifacts',
  filterMine: 'My Artifacts',
  filterOthers: "Other's Artifacts",
  sortNewest: 'Newest First',
  sortOldest: 'Oldest First',
  sortMostVoted: 'Most Voted',
  sortMostCommented: 'Most Commented',
} as const;

/** Spec 02 §9: the Artifact Discovery panel's hints by distance. */
export const ARTIFACT_DISCOVERY_HINT_TEXTS = {
  standingOn: 'You are standing on an artifact!',
  veryClose: 'An artifact is very close by!',
  nearby: 'You sense an artifact nearby...',
  somewhere: 'There might be something interesting in this area...',
} as const;

// Replacement functions keep a '$' in names or server messages literal.
export function formatArtifactDeleteConfirm(name: string): string {
  return ARTIFACT_MESSAGES.deleteConfirmCard.replace('{name}', () => name);
}

export function formatArtifactLoadFailed(message: string): string {
  return ARTIFACT_MESSAGES.loadFailedWithMessage.replace('{message}', () => message);
}

export function formatArtifactCreateFailed(message: string): string {
  return ARTIFACT_MESSAGES.createFailedWithMessage.replace('{message}', () => message);
}

export function formatArtifactCreateFailedStatus(status: number): string {
  return ARTIFACT_MESSAGES.createFailedWithStatus.replace('{status}', () => String(status));
}

export function formatArtifactUpdateFailed(message: string): string {
  return ARTIFACT_MESSAGES.updateFailedWithMessage.replace('{message}', () => message);
}

export function formatArtifactFieldTooLong(field: string, max: number): string {
  return ARTIFACT_MESSAGES.fieldTooLong.replace('{field}', () => field).replace('{max}', () => String(max));
}

/**
 * Our wording for the in-game artifact panels, where spec 01 names the action or state but gives no
 * text (decisions 0191–0194). 'max 10MB' is the spec's help text for the form's attachment.
 */
export const ARTIFACT_GAME_MESSAGES = {
  inventoryEmpty: 'Your inventory is empty. Walk onto an artifact to pick it up.',
  inventoryLoading: 'Loading inventory...',
  saving: 'Saving...',
  saved: 'Saved',
  attachmentHelp: 'max 10MB',
  formAttachmentTooLarge: 'Attachments must be at most 10MB',
  keepsake: 'A keepsake of your journey: it stays in your collection.',
  discoveryCount: 'Artifacts nearby: {count}',
  placementQuestion: 'Place {name} here, at {map} ({x}, {y})?',
  createdBy: 'Created by {name}',
  builtInCreator: 'Part of the world',
  formLocation: 'Location: {map} ({x}, {y})',
} as const;
