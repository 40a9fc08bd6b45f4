/**
 * Words of the profile pages, their tabs and the friends lists (issue 35: texts in catalogues).
 * The spec's own texts stay in core's messages (PROFILE_MESSAGES, FRIEND_MESSAGES, ...); the data
 * section's and the safety actions' words are in account-data-texts.ts and player-safety-texts.ts.
 */
export const PROFILE_TEXTS = {
  profile: 'Profile',
  sections: 'Profile sections',
  tabSettings: 'Profile Settings',
  tabStats: 'Game Stats',
  tabAchievements: 'Achievements',
  tabFriends: 'Friends',
  signedOutIntro: 'Log in or register to see your profile: your avatar, game stats, achievements and friends.',
  signedOutGuest: 'As a guest you can still play the game; your progress stays in this browser.',
  login: 'Login',
  register: 'Register',
  playAsGuest: 'Play as a guest',
  tryAgain: 'Try again',
  levelTitle: (level: number, title: string) => `Level ${level} · ${title}`,
  avatarOf: (username: string) => `${username}'s avatar`,

  // Account settings and Change password (spec 01 §2).
  saving: 'Saving...',
  accountSettings: 'Account settings',
  username: 'Username',
  email: 'E-mail',
  currentPassword: 'Current password',
  currentPasswordHint: 'Needed to change your username or e-mail.',
  saveChanges: 'Save changes',
  changePassword: 'Change password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',

  // Avatar and pixel avatar.
  avatar: 'Avatar',
  /** The profile avatar's help text (spec 01 §2 and §9: max 5MB). */
  avatarHelp: 'JPG, PNG, GIF or WebP, max 5MB.',
  chooseAvatar: 'Choose an avatar image',
  preview: 'Preview of the chosen image',
  uploading: 'Uploading...',
  uploadAvatar: 'Upload avatar',
  pixelAvatar: 'Pixel avatar',
  pixelAvatarIntro: "Draw your own character. Saved, it becomes your avatar and walks the game's maps as you.",
  pixelUploadTitle: 'Or upload pixel art you made elsewhere',
  choosePixelArt: 'Choose a pixel-art image',
  pixelArtHelp: 'A small image, drawn pixel by pixel (16×16 or 32×32 works best). Images only, less than 2MB.',

  // Devices (issue 14).
  devices: 'Devices',
  devicesIntro: 'Signed in somewhere you no longer use? Sign out everywhere, this device included.',
  signingOut: 'Signing out...',
  signOutEverywhere: 'Sign out on all devices',
  signOutFailed: 'Could not sign out everywhere. Please try again.',

  // Game Stats.
  experience: 'Experience',
  artifactsCreated: 'Artifacts created',
  savedQuotes: 'Saved quotes',
  friends: 'Friends',
  recentActivity: 'Recent activity',
  noRecentQuotes: 'No saved quotes yet. Talk to the characters in the game and save the words you like.',
  latestQuotes: 'Latest saved quotes',

  // Achievements.
  earned: 'Earned',
  noneEarned: 'None yet. Discover an artifact in the game to earn your first.',
  earnedAchievements: 'Earned achievements',
  earnedOn: 'Earned on',
  locked: 'Locked',
  lockedAchievements: 'Locked achievements',
  lockedMark: '(locked)',
  howToEarn: (description: string) => `How to earn it: ${description}`,

  // Friends (issue 13).
  findPlayer: 'Find a player',
  search: 'Search',
  playersFound: 'Players found',
  noPlayerFound: (searched: string) => `No player's name starts with “${searched}”.`,
  sendRequestTo: (username: string) => `Send a friend request to ${username}`,
  addFriend: 'Add friend',
  acceptPlayer: (username: string) => `Accept ${username}`,
  accept: 'Accept',
  withdrawRequestTo: (username: string) => `Withdraw the request to ${username}`,
  requestSentWithdraw: 'Request sent · Withdraw',
  withdraw: 'Withdraw',
  friendRequests: 'Friend requests',
  declinePlayer: (username: string) => `Decline ${username}`,
  decline: 'Decline',
  yourFriends: (count: number) => `Your friends (${count})`,
  confirmRemove: (username: string) => `Yes, remove ${username}`,
  keep: 'Keep',
  removePlayer: (username: string) => `Remove ${username}`,
  remove: 'Remove',
  requestsSent: 'Requests you sent',

  // A player's public profile.
  playingSince: (date: string, friendsCount: number) =>
    `Playing since ${date} · ${friendsCount} ${friendsCount === 1 ? 'friend' : 'friends'}`,
  backToArtifacts: 'Back to Artifacts',
  achievements: 'Achievements',
  publicArtifacts: 'Public artifacts',
} as const;
