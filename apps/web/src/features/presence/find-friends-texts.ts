/** The game's texts for finding each other (issue 34 item 6); the server's refusals come from core. */
export const FIND_FRIENDS_TEXTS = {
  addFriend: 'Add friend',
  friends: 'Friends',
  requestSent: 'Request sent',
  answerRequest: 'Answer their request',
  profile: 'Profile',
  signInToAdd: 'Sign in to add friends',
  /** The player card's heading line for a guest on the map. */
  guestCard: 'A guest exploring without an account.',
  /** Said when N chooses someone (the card itself opens with Enter). */
  chosen: (name: string, row: number, column: number): string =>
    `${name} chosen, row ${row}, column ${column}. Press Enter for their card, N for the next player.`,
  nobodyToChoose: 'Nobody else is on this map.',
  friendsPanel: 'Friends',
  noFriendsOnline: 'None of your friends is online.',
  join: 'Join',
  joining: 'Joining…',
  loadFailed: 'Could not load your friends.',
  friendNotices: 'Friend notices',
  answerInProfile: 'Answer in Profile',
  dismiss: 'Dismiss',
  onMap: (mapName: string): string => `on ${mapName}`,
} as const;
