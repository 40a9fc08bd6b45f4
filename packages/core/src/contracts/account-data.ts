import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../accounts/rules.js';

/** The word a player types to confirm deleting their account (issue 26, decision 0257). */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/** Data exports one account may download in a day (decision 0257). */
export const ACCOUNT_EXPORTS_PER_DAY = 3;

/** How long a deleted account's username and e-mail stay taken (decision 0257), in days. */
export const DELETED_ACCOUNT_HOLD_DAYS = 30;

/** What the server says about taking one's data or leaving (issue 26). */
export const ACCOUNT_DATA_MESSAGES = {
  /** Shown where a deleted account's comment or artifact would name its maker. */
  formerPlayer: 'a former player',
  exportLimit: `You can download your data ${ACCOUNT_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
  passwordRequired: 'Please enter your password to delete your account',
  passwordWrong: 'That password is not right, so your account was not deleted',
  confirmWord: `Please type ${DELETE_ACCOUNT_WORD} to confirm`,
  deleted: 'Your account and everything only you owned are gone.',
} as const;

/** DELETE /api/users/me: the password again, and the word DELETE typed out. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, ACCOUNT_DATA_MESSAGES.passwordRequired).max(ACCOUNT_LIMITS.passwordMax),
  confirm: z.literal(DELETE_ACCOUNT_WORD, { message: ACCOUNT_DATA_MESSAGES.confirmWord }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What each file of the export holds: README.txt, the first file in the zip. */
export const ACCOUNT_EXPORT_README = `Your data from Authentic Internet
=================================

Every file is JSON (UTF-8). Times are ISO 8601, in UTC.

account.json         Your account: id, username, e-mail, avatar, experience and level, role, whether
                     friends see your map, any moderator mute or suspension, when it was made.
                     Never your password (only a hash of it was ever kept, and it is not included)
                     nor your sign-in tokens.
character.json       Your character and game state: inventory, completed maps, achievements, viewed
                     artifacts, last position, quests and the text adventure's saved run, your
                     mini-game records, where you last stood in each world, and what each world's
                     story kept for you (items, quests, doors, the conversation waiting).
progress-events.json Everything the server recorded you doing: discoveries, levels, quests,
                     mini-game results, pickups, with the experience each gave.
saved-quotes.json    The quotes you saved.
artifacts.json       The artifacts you made, with every field. "files" names the copies of their
                     image and attachment in the artifacts/ folder.
artifacts/           The image and attachment files of your artifacts, one folder per artifact id.
avatar/              Your avatar picture, if you uploaded one.
comments.json        Your comments, with the artifact each was written on.
votes.json           The artifacts you voted for.
friends.json         Your friends, friend requests you sent and received, and players you blocked
                     or muted.
worlds.json          The worlds you made, each with every saved version of its document.
`;
