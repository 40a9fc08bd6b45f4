/** Words of the Report / Block actions on another player's profile (the spec's words are in SAFETY_MESSAGES). */
export const PLAYER_SAFETY_TEXTS = {
  /** Said before blocking; what follows a block is SAFETY_MESSAGES.blocked. */
  confirmBlock: 'You will no longer see or hear each other, and a friendship between you ends.',
  blockTitle: (block: string, username: string) => `${block} ${username}?`,
  cancel: 'Cancel',
} as const;
