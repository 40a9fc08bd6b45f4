import { ACCOUNT_DATA_MESSAGES, DELETE_ACCOUNT_WORD, DELETED_ACCOUNT_HOLD_DAYS } from '@authentic/core';

/** What Profile Settings says about taking one's data or leaving (issue 26, decision 0257). */
export const ACCOUNT_DATA_TEXTS = {
  title: 'Your data',
  exportIntro:
    'Download everything you made and did here as a zip of JSON files: your account, character, progress, saved quotes, artifacts with their files, comments, votes, friends and worlds. A README inside says what each file holds.',
  download: 'Download my data',
  downloading: 'Preparing your zip…',
  downloaded: 'Your data was downloaded.',
  downloadFailed: 'Could not download your data. Please try again.',
  deleteTitle: 'Leave Authentic Internet',
  deleteIntro: `Deleting your account removes it and everything only you owned, at once. Artifacts other players collected and your comments in their threads stay, credited to ${ACCOUNT_DATA_MESSAGES.formerPlayer}. Your username and e-mail stay taken for ${DELETED_ACCOUNT_HOLD_DAYS} days.`,
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogWarning: 'This cannot be undone. Download your data first if you want to keep it.',
  passwordLabel: 'Your password',
  confirmLabel: `Type ${DELETE_ACCOUNT_WORD} to confirm`,
  confirmDelete: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;
