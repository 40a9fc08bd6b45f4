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
