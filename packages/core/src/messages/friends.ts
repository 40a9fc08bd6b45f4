/**
 * Texts of friends and public profiles (issue 13). Ours: the spec names the profile's own messages
 * (PROFILE_MESSAGES) and leaves these to us. Exported by the package index, so they load with the
 * profile, not with every screen.
 */
export const FRIEND_MESSAGES = {
  notYourself: 'You cannot send a friend request to yourself',
  playerNotFound: 'No player with that username',
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'You have already sent this player a friend request',
  requestSent: (username: string): string => `Friend request sent to ${username}`,
  /** When the other player had already asked: sending back makes friends at once. */
  nowFriends: (username: string): string => `You and ${username} are now friends`,
  requestNotFound: 'That friend request no longer exists',
  onlyRecipientAccepts: 'Only the player who received a friend request can accept it',
  requestDeclined: 'Friend request declined',
  requestWithdrawn: 'Friend request withdrawn',
  friendRemoved: (username: string): string => `${username} is no longer your friend`,
  notFriends: 'That player is not your friend',
  searchTooShort: 'Type at least 2 characters of a username',
  loadFailed: 'Failed to load your friends. Please try again.',
  noFriends: 'No friends yet. Find a player by username and send a request.',
  /** In-game friend notices (the presence socket's `fr` frame, issue 34). */
  notice: {
    request: (username: string): string => `${username} sent you a friend request`,
    accepted: (username: string): string => `${username} accepted your friend request`,
    online: (username: string): string => `${username} is online`,
  },
  /** Join a friend (POST /api/friends/{username}/join, issue 34). */
  joined: (username: string, mapName: string): string => `You join ${username} on ${mapName}`,
  joinNotPlaying: (username: string): string => `${username} is not in the game right now`,
  joinNotShared: (username: string): string => `${username} does not share where they are`,
  joinWorldClosed: (username: string): string => `${username} is in a world you cannot enter`,
  joinSuspended: 'A suspended account cannot join other players',
  joinRate: 'Too many joins. Wait a minute and try again.',
  joinFailed: 'Could not join your friend. Please try again.',
  /** Profile → Privacy: the second setting (on unless turned off). */
  tellFriendsWhenOnline: 'Tell my friends when I come online',
} as const;

export const PUBLIC_PROFILE_MESSAGES = {
  notFound: 'Player not found',
  loadFailed: 'Failed to load this player. Please try again.',
  noArtifacts: 'No public artifacts yet',
  noAchievements: 'No achievements yet',
} as const;
