/** Saving quotes (spec 01 §2, §5 and §8) and the saved-quotes panel (spec 02 §2). */
export const QUOTE_MESSAGES = {
  saved: 'Quote saved to your collection!',
  duplicate: 'This quote is already in your saved quotes!',
  loginRequired: 'You need to be logged in to save quotes. Please log in first.',
  noProfile: 'No user profile found. Please log in again.',
  saveFailed: 'Failed to save quote. Please try again.',
  panelEmpty: "You haven't saved any quotes yet.",
  panelEmptyHint: 'Talk to NPCs and save their wisdom to see them here!',
} as const;
