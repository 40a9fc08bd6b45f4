/**
 * Texts of live presence, chat and safety (issue 23). Ours: the spec has no other players on the
 * map, so it names none of these.
 */
export const PRESENCE_MESSAGES = {
  /** The name a guest shows to others (they have no name and cannot chat). */
  traveller: 'Traveller',
  /** A guest's name, the same for everyone while their connection lasts (issue 34). */
  travellerNumbered: (number: number): string => `Traveller ${number}`,
  hereNow: (count: number): string => (count === 1 ? '1 here now' : `${count} here now`),
  whoIsHere: 'Who is here',
  nobodyElse: 'Nobody else is on this map right now.',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  loadingList: 'Loading who is here…',
  offline: 'Other players are out of sight until the connection returns.',
  chatLabel: 'Say something to players nearby',
  chatLog: 'Chat nearby',
  chatSend: 'Send',
  chatRate: 'You are sending messages too quickly. Wait a few seconds.',
  emoteRate: 'Too many emotes at once. Wait a few seconds.',
  guestChat: 'Sign in to chat with other players.',
  /** The chat panel tells a guest what everyone calls them. */
  youAre: (name: string): string => `You are ${name}.`,
  /** The chat panel's link for guests, beside guestChat. */
  chatSignIn: 'Sign in',
  /** Said to a speaker whose line nobody was near enough to hear. */
  nobodyNear: 'Nobody was near enough to hear you. Walk closer to other players to talk.',
  /** Under the chat field: who hears a line. */
  chatHeardBy: (cells: number): string => `Heard by players within ${cells} cells of you on this map.`,
  /** The chat button with the lines from others not yet read. */
  chatUnread: (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`),
  /** The account of this tab was deleted (on another tab or device): the tab signs out. */
  accountGone: 'Your account was deleted, so you have been signed out.',
  muted: (until: string, reason?: string | null): string =>
    reason
      ? `A moderator has muted you until ${until}. Reason: ${reason}.`
      : `A moderator has muted you until ${until}.`,
  filtered: 'That message was not sent: please keep it kind.',
  suspended: 'This account is suspended.',
  suspendedUntil: (until: string): string => `This account is suspended until ${until}.`,
  malformed: 'Malformed message',
  tooFast: 'Too many messages',
  replaced: 'Signed in from another tab',
  // Close reasons travel in a close frame: each stays under its 123 bytes.
  tooManyFromAddress: 'Too many players are connected from this network. Close a game window, or try again later.',
  tooManyForAccount: 'This account is open in too many windows. Close one, then reload this page to see other players.',
  authRate: 'Signing in again too often. Wait a minute.',
  joinRate: 'Changing places too quickly. Other players will see you again in a few seconds.',
  worldClosed: 'This world cannot be entered.',
  /** Shown back in the main world when the world one was walking turned private or was deleted. */
  worldNoLongerOpen: 'That world is no longer open to visitors, so you are back in the Main World.',
  online: 'Online',
  offlineFriend: 'Offline',
  onMap: (mapName: string): string => `On ${mapName}`,
} as const;

export const SAFETY_MESSAGES = {
  block: 'Block',
  unblock: 'Unblock',
  mute: 'Mute',
  unmute: 'Unmute',
  report: 'Report',
  blocked: (username: string): string => `You blocked ${username}. You will no longer see or hear each other.`,
  unblocked: (username: string): string => `You unblocked ${username}.`,
  muted: (username: string): string => `You muted ${username}. You will no longer hear them.`,
  unmuted: (username: string): string => `You unmuted ${username}.`,
  notYourself: 'You cannot do that to yourself',
  playerNotFound: 'No player with that username',
  reportSent: 'Thank you. A moderator will look at your report.',
  reportReasonLabel: 'What is wrong?',
  reportDetailsLabel: 'Details (optional)',
  reportTargetGone: 'That no longer exists',
  alreadyReported: 'You have already reported this',
  chatLineGone: 'That chat line is too old to report',
  /** A name, an artifact or a comment the word filter refuses. */
  wordFilter: (field: string): string => `Please choose different words for the ${field}.`,
  notModerator: 'Only moderators can do that',
  reportNotFound: 'That report no longer exists',
  reportClosed: 'That report is already closed',
  hiddenByModerator: 'Hidden by a moderator',
  /** Login and refresh of a suspended account (its other sessions end at once). */
  suspendedUntil: (until: string): string => `This account is suspended until ${until}.`,
  /** Posting a comment or chatting while a moderator's mute lasts; the reason is the report's. */
  mutedUntil: (until: string, reason?: string | null): string =>
    reason
      ? `A moderator has muted you until ${until}. Reason: ${reason}.`
      : `A moderator has muted you until ${until}.`,
  notBlocked: 'You have not blocked that player',
  notMuted: 'You have not muted that player',
  unblockFirst: 'Unblock that player first',
  privacySaved: 'Privacy settings saved.',
  artifactHidden: 'The artifact is hidden.',
  commentHidden: 'The comment is hidden.',
  playerMuted: (username: string, until: string): string => `${username} is muted until ${until}.`,
  playerSuspended: (username: string, until: string): string => `${username} is suspended until ${until}.`,
  reportClosedDone: 'The report is closed.',
  actionDoesNotFit: 'That action does not fit this report',
  minutesRequired: 'Say for how many minutes',
  moderatorNotPlayer: 'Moderators cannot be muted or suspended',
  /** Lifting or shortening a restriction (issue 38). */
  muteLifted: (username: string): string => `${username} is no longer muted.`,
  suspensionLifted: (username: string): string => `${username} is no longer suspended.`,
  notRestricted: (username: string, restriction: 'mute' | 'suspension'): string =>
    restriction === 'mute' ? `${username} is not muted.` : `${username} is not suspended.`,
  onlyShorter: 'The new end must come before the current one. To restrict for longer, act on a report.',
} as const;

export const REPORT_REASONS = ['harassment', 'hate', 'spam', 'sexual', 'violence', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  harassment: 'Harassment or bullying',
  hate: 'Hate or slurs',
  spam: 'Spam or advertising',
  sexual: 'Sexual content',
  violence: 'Violence or threats',
  other: 'Something else',
};
